import type { BidType } from './catalogue';
import { BID_MESSAGES, MINIMUM_POINTS } from './messages';
import { rowSession } from './session-rules';
import type { BidRow, EntryInput, PanaGroups, Session } from './types';
import { parseAmount } from '../validation/amount';

/** One Proceed, validated and expanded: what the pending list holds. */
export interface PendingEntry {
  session: Session;
  digits: string;
  closedigits: string;
  points: string;
  /** The rows it sends, exactly as they travel. */
  rows: readonly BidRow[];
  /** SP DP TP only: the generated panas by kind, for display. */
  groups?: PanaGroups;
  /** What Proceed took off the displayed wallet. */
  cost: number;
}

export type ProceedOutcome =
  | { ok: true; entry: PendingEntry }
  | { ok: false; message: string; field: 'digits' | 'closedigits' | 'points' | 'boxes' };

function pointsError(points: string, displayedBalance: number): string | undefined {
  const text = points.trim();
  if (text === '') return BID_MESSAGES.pointsRequired;
  // Each says what is wrong: -20 is below the minimum, 10.5 is not a whole number.
  if (Number(text) < MINIMUM_POINTS) return BID_MESSAGES.pointsMinimum;
  const value = parseAmount(text);
  if (value === undefined) return BID_MESSAGES.pointsWhole;
  if (value > displayedBalance) return BID_MESSAGES.pointsOverBalance;
  return undefined;
}

/** What an entry of `rows` rows at `points` each takes off the displayed wallet. */
export const entryCost = (type: BidType, points: number, rows: number): number =>
  type.cost === 'once' ? points : points * rows;

/**
 * Validates one Proceed with the spec's messages (digit problems first, then points) and expands it
 * into the rows it will send, both by the type's expansion.
 */
export function buildEntry(
  type: BidType,
  input: EntryInput,
  displayedBalance: number,
): ProceedOutcome {
  const values = { digits: input.digits.trim(), closedigits: (input.closedigits ?? '').trim() };
  for (const field of type.fields) {
    const value = values[field.key];
    const message =
      value === '' ? BID_MESSAGES.digitRequired : type.expansion.validate(field, value);
    // Full Sangam shows a close-pana problem on the open field, as the spec says; we keep the field.
    if (message) return { ok: false, message, field: field.key };
  }
  const pointsMessage = pointsError(input.points, displayedBalance);
  if (pointsMessage) return { ok: false, message: pointsMessage, field: 'points' };

  const expanded = type.expansion.expand({
    ...values,
    boxes: input.boxes ?? { sp: false, dp: false, tp: false },
    label: type.label ?? type.title,
  });
  if (!expanded.ok) return expanded;
  const unit = parseAmount(input.points) ?? 0;
  const points = String(unit);
  const session = rowSession(type, input.session);
  const rows = expanded.rows.map((row): BidRow => ({
    digits: row.digits,
    closedigits: row.closedigits,
    points,
    session,
    pana: row.label,
    closepana: '',
  }));
  return {
    ok: true,
    entry: {
      session,
      ...values,
      points,
      rows,
      cost: entryCost(type, unit, rows.length),
      ...(expanded.groups && { groups: expanded.groups }),
    },
  };
}

/** How a pending row names itself: 'Open Digit', 'Close Pana', or the field label off main markets. */
export function entryCaption(type: BidType, entry: Pick<PendingEntry, 'session'>): string {
  if (type.market !== 'main') return type.fields[0]?.label ?? type.title;
  return `${entry.session} ${type.rowNoun}`;
}
