import { isInDigitSet } from './digit-sets';
import { expandDpMotor, expandSpDpTp, expandSpMotor, type PanaGroups } from './expansion';
import { BID_MESSAGES, MINIMUM_POINTS } from './messages';
import type { BidRow, BidType, DigitField, EntryInput, Session } from './types';

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

const WHOLE_NUMBER = /^[0-9]+$/;

/** Points are typed as text; only a whole number counts (the spec keeps them as text). */
export function pointsValue(points: string): number | undefined {
  const trimmed = points.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * The sessions a screen offers and the one selected by default. Once the open time has passed
 * only Close remains (and Open shows disabled).
 */
export function sessionOptions(
  type: BidType,
  openTimePassed: boolean,
): { allowed: Session[]; initial: Session } {
  if (type.session === 'close') return { allowed: ['Close'], initial: 'Close' };
  if (type.session === 'open') return { allowed: ['Open'], initial: 'Open' };
  return openTimePassed
    ? { allowed: ['Close'], initial: 'Close' }
    : { allowed: ['Open', 'Close'], initial: 'Open' };
}

/** Whether a screen is refused outright once the open time passed. */
export function isBlockedAfterOpen(type: BidType, openTimePassed: boolean): boolean {
  return openTimePassed && type.afterOpen !== 'close-only';
}

/** The first problem with one digit field, in the spec's wording for the screen's rule. */
function digitFieldError(type: BidType, field: DigitField, value: string): string | undefined {
  if (value === '') return BID_MESSAGES.digitRequired;
  switch (type.expansion) {
    case 'sp-motor':
      return value.length < 3 ||
        expandSpMotor(value).length === 0 ||
        !isInDigitSet(field.set, value)
        ? BID_MESSAGES.spMotorDigits
        : undefined;
    case 'dp-motor':
      if (!isInDigitSet(field.set, value) || value.length > field.maxLength)
        return BID_MESSAGES.dpMotorInvalid(value);
      if (value.length < 2) return BID_MESSAGES.dpMotorTooShort;
      return expandDpMotor(value).length === 0 ? BID_MESSAGES.dpMotorInvalid(value) : undefined;
    default:
      return isInDigitSet(field.set, value) ? undefined : BID_MESSAGES.digitInvalid(value);
  }
}

function pointsError(points: string, displayedBalance: number): string | undefined {
  const text = points.trim();
  if (text === '') return BID_MESSAGES.pointsRequired;
  // Each says what is wrong: -20 is below the minimum, 10.5 is not a whole number.
  if (Number(text) < MINIMUM_POINTS) return BID_MESSAGES.pointsMinimum;
  const value = pointsValue(text);
  if (value === undefined) return BID_MESSAGES.pointsWhole;
  if (value > displayedBalance) return BID_MESSAGES.pointsOverBalance;
  return undefined;
}

/**
 * Validates one Proceed with the spec's messages (digit problems first, then points) and expands it
 * into the rows it will send.
 */
export function buildEntry(
  type: BidType,
  input: EntryInput,
  displayedBalance: number,
): ProceedOutcome {
  const values = { digits: input.digits.trim(), closedigits: (input.closedigits ?? '').trim() };
  for (const field of type.fields) {
    const message = digitFieldError(type, field, values[field.key]);
    // Full Sangam shows a close-pana problem on the open field, as the spec says; we keep the field.
    if (message) return { ok: false, message, field: field.key };
  }
  const pointsMessage = pointsError(input.points, displayedBalance);
  if (pointsMessage) return { ok: false, message: pointsMessage, field: 'points' };

  const points = String(pointsValue(input.points));
  const session =
    type.session === 'choice' ? input.session : type.session === 'close' ? 'Close' : 'Open';
  const row = (digits: string, label: string, closedigits = ''): BidRow => ({
    digits,
    closedigits,
    points,
    session,
    pana: label,
    closepana: '',
  });

  let rows: BidRow[];
  let groups: PanaGroups | undefined;
  switch (type.expansion) {
    case 'sp-dp-tp': {
      groups = expandSpDpTp(
        Number(values.digits),
        input.boxes ?? { sp: false, dp: false, tp: false },
      );
      rows = [
        ...groups.sp.map((p) => row(p, 'Single Pana')),
        ...groups.dp.map((p) => row(p, 'Double Pana')),
        ...groups.tp.map((p) => row(p, 'Triple Pana')),
      ];
      if (rows.length === 0)
        return { ok: false, message: BID_MESSAGES.spDpTpNoKind, field: 'boxes' };
      break;
    }
    case 'sp-motor':
      rows = expandSpMotor(values.digits).map((p) => row(p, 'SP Motor'));
      break;
    case 'dp-motor':
      rows = expandDpMotor(values.digits).map((p) => row(p, 'DP Motor'));
      break;
    default:
      rows = [row(values.digits, type.label ?? type.title, values.closedigits)];
  }
  const unit = Number(points);
  const cost = type.cost === 'once' ? unit : unit * rows.length;
  return {
    ok: true,
    entry: {
      session,
      digits: values.digits,
      closedigits: values.closedigits,
      points,
      rows,
      cost,
      ...(groups && { groups }),
    },
  };
}

/** How a pending row names itself: 'Open Digit', 'Close Pana', or the field label off main markets. */
export function entryCaption(type: BidType, entry: Pick<PendingEntry, 'session'>): string {
  if (type.market !== 'main') return type.fields[0]?.label ?? type.title;
  return `${entry.session} ${type.rowNoun}`;
}
