/**
 * The checks of a bid submission, in one place: every refusal's message, the real server's
 * cut-offs and date rule, a row's session and points, and what the strict profile adds.
 */
import {
  BID_MESSAGES,
  MINIMUM_POINTS,
  MSG,
  hasTimePassed,
  indiaDateKey,
  isBlockedAfterOpen,
  isInDigitSet,
  parseBidDate,
  parseDateLeniently,
  rateKeyOf,
  type BidType,
  type MarketKind,
  type NewResultRow,
  type RatePair,
} from '@panna/shared';
import { MAX_BALANCE } from '../../contract/limits';
import { wholeAmount } from '../outcome';
import type { TodaysPlay } from '../schedule';

/** Every refusal of a bid submission, in one place. */
export const BIDDING_MESSAGES = {
  // The real server's, in both profiles.
  bettingClosed: MSG.BETTING_CLOSED,
  openSessionClosed: MSG.OPEN_SESSION_CLOSED,
  closeSessionClosed: MSG.CLOSE_SESSION_CLOSED,
  backDate: MSG.BACK_DATE,
  insufficient: MSG.INSUFFICIENT,
  // The simulator's own, in both profiles: what it could not store, settle or pay for.
  gameNotFound: 'Game not found',
  wrongGameKind: 'This game does not take these bids',
  invalidSession: (value: string) => `Invalid session ${value}`,
  invalidPoints: 'Points must be a whole number greater than 0',
  /** Wins no declaration could pay (it credits at most MAX_BALANCE): the result would be stuck. */
  winningsTooLarge: `These bids could win more than ${MAX_BALANCE} points, the most a wallet holds`,
  // strict only (profile.ts, bidChecks).
  /**
   * A label that names no bid type of the market. The real server takes it and its declarations
   * never pay it (they pay the labels they know, word for word): real takes it so, lost at the
   * declaration, with this as its strict note.
   */
  unknownType: (label: string) => `Invalid bid type ${label}`,
  /** Neither the row nor the submission names a session: real files it under the type's own. */
  noSession: (title: string, session: string) => `${title} rows need a session: send ${session}`,
  invalidDate: 'Invalid bid date',
  misspeltType: (label: string, spelling: string) => `Invalid bid type ${label}: send ${spelling}`,
  wrongSession: (label: string, session: string) =>
    `${label} cannot be played in the ${session} session`,
  digitInvalid: BID_MESSAGES.digitInvalid,
  pointsMinimum: BID_MESSAGES.pointsMinimum,
  totalMismatch: 'Total points do not match the bids',
} as const;

type RowSession = 'Open' | 'Close';

/** A row checked and ready to store. */
export interface ValidRow {
  session: RowSession;
  /** Neither the row nor the submission named it: the type's own session was taken. */
  sessionOfType: boolean;
  digits: string;
  closedigits: string;
  points: number;
}

/** Sessions arrive as 'open', 'Open', 'close', 'Close' or 'closed'. */
export function parseSession(value: string): RowSession | undefined {
  const lower = value.trim().toLowerCase();
  if (lower === 'open') return 'Open';
  if (lower === 'close' || lower === 'closed') return 'Close';
  return undefined;
}

/** The catalogue's checks of one row (strict): session rule, digit sets, minimum points. */
export function catalogueError(type: BidType, row: ValidRow): string | undefined {
  if (type.session !== 'choice' && row.session.toLowerCase() !== type.session) {
    return BIDDING_MESSAGES.wrongSession(type.title, row.session);
  }
  for (const field of type.fields) {
    const value = row[field.key];
    // The expansion's set: motor screens take digits but send one pana per row.
    if (!isInDigitSet(type.expansion.rowSet(field), value))
      return BIDDING_MESSAGES.digitInvalid(value);
  }
  return row.points < MINIMUM_POINTS ? BIDDING_MESSAGES.pointsMinimum : undefined;
}

/**
 * The real server's cut-offs, on today's times (markets.play): on a main market, an Open
 * submission (`new_result.session`, compared as sent) at the open time, anything at the close
 * time, and Jodi and the Sangams at the open time; on Starline and Gali, anything at the open time.
 * A market that does not play today is closed. "The open time passed" is shared's rule, the
 * app's (`hasTimePassed`).
 */
export function cutOffError(
  kind: MarketKind,
  play: TodaysPlay | undefined,
  type: BidType | undefined,
  submissionSession: string,
  now: number,
): string | undefined {
  if (!play) return BIDDING_MESSAGES.bettingClosed;
  const opened = hasTimePassed(play.openTime, now);
  if (kind !== 'main') return opened ? BIDDING_MESSAGES.bettingClosed : undefined;
  if (submissionSession === 'Open' && opened) return BIDDING_MESSAGES.openSessionClosed;
  if (now >= play.closeAt) return BIDDING_MESSAGES.closeSessionClosed;
  // The real server closes these labels at the open time; a label of no type is not among them.
  if (opened && type && isBlockedAfterOpen(type, true)) return BIDDING_MESSAGES.bettingClosed;
  return undefined;
}

/**
 * What the strict profile checks besides: the label spelt as the protocol spells it, each row's
 * own session against the open time, a session named, the catalogue's rules per row (a label of
 * no type was refused before), and the total the client sent.
 */
export function strictError(
  type: BidType | undefined,
  label: string,
  rows: readonly ValidRow[],
  totalbit: number | string,
  play: TodaysPlay,
  now: number,
): string | undefined {
  if (type && type.label !== label) return BIDDING_MESSAGES.misspeltType(label, type.label!);
  for (const row of rows) {
    if (row.session === 'Open' && hasTimePassed(play.openTime, now))
      return BIDDING_MESSAGES.openSessionClosed;
    if (!type) continue;
    if (row.sessionOfType) return BIDDING_MESSAGES.noSession(type.title, row.session);
    const problem = catalogueError(type, row);
    if (problem) return problem;
  }
  const total = rows.reduce((sum, row) => sum + row.points, 0);
  return wholeAmount(totalbit) !== total ? BIDDING_MESSAGES.totalMismatch : undefined;
}

/**
 * `bid_date` must be today. The real server reads it as strtotime would (anything unreadable is
 * 1 January 1970, so "back date") and only on main markets; strict reads D-MonthName-YYYY only
 * and dates every kind.
 */
export function bidDateError(
  text: string,
  kind: MarketKind,
  now: number,
  strict: boolean,
): string | undefined {
  if (!strict && kind !== 'main') return undefined;
  const date = strict ? parseBidDate(text) : parseDateLeniently(text);
  if (!date && strict) return BIDDING_MESSAGES.invalidDate;
  return date === indiaDateKey(now) ? undefined : BIDDING_MESSAGES.backDate;
}

/**
 * What every profile checks in a row: a known session and points. A row's session is its own, else
 * the submission's, else, when both are blank (Jodi and Full Sangam rows of clients without a
 * session picker send `""`), the one its type is always played in (Jodi: Close; Full Sangam,
 * Starline, Gali: Open), whose settlement reads no session. A type played in either session has
 * no such default: a blank one is refused, no session could be chosen for it.
 */
export function checkRow(
  raw: NewResultRow,
  submissionSession: string,
  type: BidType | undefined,
): ValidRow | string {
  const own = raw.session?.trim() ? raw.session : submissionSession;
  const sessionOfType = !own.trim() && type !== undefined && type.session !== 'choice';
  const sessionText = sessionOfType ? (type.session === 'close' ? 'Close' : 'Open') : own;
  const session = parseSession(sessionText);
  if (!session) return BIDDING_MESSAGES.invalidSession(sessionText);
  const points = wholeAmount(raw.points);
  if (points === undefined) return BIDDING_MESSAGES.invalidPoints;
  return {
    session,
    sessionOfType,
    digits: raw.digits.trim(),
    closedigits: (raw.closedigits ?? '').trim(),
    points,
  };
}

/** Points a player has on one bid label, on one market and day. */
export interface Stake {
  label: string;
  points: number;
}

/**
 * Stakes whose wins could never be paid. A declaration credits a player's wins on its market and
 * day together, never past MAX_BALANCE, and refuses the whole result otherwise: stakes that could
 * win more would keep the result from ever being declared, for every player. Every stake won at
 * today's rates bounds what any one declaration could credit (no result wins them all). Rates are
 * whole numbers, so a win is exact in floating point until far past MAX_BALANCE.
 */
export function winningsError(
  kind: MarketKind,
  rates: Readonly<Record<string, RatePair>>,
  stakes: readonly Stake[],
): string | undefined {
  let most = 0;
  for (const { label, points } of stakes) {
    const key = rateKeyOf(kind, label);
    // Stryker disable next-line ConditionalExpression: no rate is kept under the key undefined.
    const rate = key === undefined ? undefined : rates[key];
    if (rate) most += Math.floor((points * rate[1]) / rate[0]);
  }
  return most > MAX_BALANCE ? BIDDING_MESSAGES.winningsTooLarge : undefined;
}
