import {
  AMOUNT_STATUS,
  BID_MESSAGES,
  MINIMUM_POINTS,
  MSG,
  bidTypeByLabel,
  formatClockTime,
  indiaDateKey,
  indiaParts,
  isBlockedAfterOpen,
  isInDigitSet,
  parseBidDate,
  parseDateLeniently,
  type BidType,
  type MarketKind,
  type NewResult,
  type NewResultRow,
} from '@panna/shared';
import type { World } from '../world';
import { InsufficientFunds } from './ledger';
import { declaredResultRefusal, marketsOf, type Market } from './markets';
import { profileRules } from './profile';
import type { TodaysPlay } from './schedule';
import type { Player } from './users';
import { refuse, wholeAmount, type Outcome } from './funds';

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
  // strict only (profile.ts, bidChecks).
  invalidDate: 'Invalid bid date',
  unknownType: (label: string) => `Invalid bid type ${label}`,
  wrongSession: (label: string, session: string) =>
    `${label} cannot be played in the ${session} session`,
  digitInvalid: BID_MESSAGES.digitInvalid,
  pointsMinimum: BID_MESSAGES.pointsMinimum,
  totalMismatch: 'Total points do not match the bids',
} as const;

type RowSession = 'Open' | 'Close';

/** A row checked and ready to store. */
interface ValidRow {
  session: RowSession;
  digits: string;
  closedigits: string;
  points: number;
}

/** Sessions arrive as 'open', 'Open', 'close', 'Close' or 'closed'. */
function parseSession(value: string): RowSession | undefined {
  const lower = value.trim().toLowerCase();
  if (lower === 'open') return 'Open';
  if (lower === 'close' || lower === 'closed') return 'Close';
  return undefined;
}

/** The catalogue's checks of one row (strict): session rule, digit sets, minimum points. */
function catalogueError(type: BidType, row: ValidRow): string | undefined {
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
 * A market that does not play today is closed.
 */
function cutOffError(
  kind: MarketKind,
  play: TodaysPlay | undefined,
  type: BidType | undefined,
  submissionSession: string,
  now: number,
): string | undefined {
  if (!play) return BIDDING_MESSAGES.bettingClosed;
  if (kind !== 'main') return now >= play.openAt ? BIDDING_MESSAGES.bettingClosed : undefined;
  if (submissionSession === 'Open' && now >= play.openAt) return BIDDING_MESSAGES.openSessionClosed;
  if (now >= play.closeAt) return BIDDING_MESSAGES.closeSessionClosed;
  if (type && now >= play.openAt && isBlockedAfterOpen(type, true))
    return BIDDING_MESSAGES.bettingClosed;
  return undefined;
}

/**
 * What the strict profile checks besides: a known bid type, each row's own session against the
 * open time, the catalogue's rules per row, and the total the client sent.
 */
function strictError(
  type: BidType | undefined,
  label: string,
  rows: readonly ValidRow[],
  totalbit: number | string,
  play: TodaysPlay,
  now: number,
): string | undefined {
  if (!type) return BIDDING_MESSAGES.unknownType(label);
  for (const row of rows) {
    if (row.session === 'Open' && now >= play.openAt) return BIDDING_MESSAGES.openSessionClosed;
    const problem = catalogueError(type, row);
    if (problem) return problem;
  }
  const total = rows.reduce((sum, row) => sum + row.points, 0);
  return wholeAmount(totalbit) !== total ? BIDDING_MESSAGES.totalMismatch : undefined;
}

/**
 * The wallet note of one bid row, as the real server writes it: the bid type on main markets, the
 * slot's open time on Starline and Gali.
 */
export const bidNote = (
  market: Pick<Market, 'kind' | 'name'>,
  label: string,
  openTime: string,
): string => `Bid Placed For ${market.name}(${market.kind === 'main' ? label : openTime})`;

/**
 * Bid submissions: the real server's rules in both profiles (profile.ts), the catalogue's too in
 * strict. Each row is stored with its own wallet row (its points, as the real passbook shows);
 * all of a submission's rows land in one transaction, or none.
 */
export function createBidding(world: World) {
  const insertBid = world.db.prepare<
    [number, number, number, string, string, string, string, string, number, number]
  >(
    `INSERT INTO bids (user_id, market_id, transaction_id, session_date, label, session, digits, closedigits, points, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    /**
     * Checks a submission and, when every row passes, debits and stores each row. Answers once
     * the bid is committed (bids arriving together share one commit).
     */
    async place(user: Player, kind: MarketKind, submission: NewResult): Promise<Outcome> {
      const markets = marketsOf(world);
      const market = markets.byId(Number(String(submission.gameid).trim()) || 0);
      if (!market) return refuse(BIDDING_MESSAGES.gameNotFound);
      if (market.kind !== kind) return refuse(BIDDING_MESSAGES.wrongGameKind);

      const rules = profileRules(world);
      const now = world.clock.now();
      const play = markets.play(market, now);
      const label = submission.pana.trim();
      const type = bidTypeByLabel(kind, label);
      const closed = cutOffError(kind, play, type, submission.session, now);
      if (closed || !play) return refuse(closed ?? BIDDING_MESSAGES.bettingClosed);

      const rows: ValidRow[] = [];
      for (const raw of submission.result) {
        const checked = checkRow(raw, submission.session);
        if (typeof checked === 'string') return refuse(checked);
        const published = declaredResultRefusal(
          world,
          market,
          play.session.date,
          type,
          checked.session,
        );
        if (published) return refuse(published);
        rows.push(checked);
      }
      if (rules.bidChecks) {
        const problem = strictError(type, label, rows, submission.totalbit, play, now);
        if (problem) return refuse(problem);
      }
      // The total is the rows' sum, whatever totalbit says; the balance read by the token check
      // must cover it (the ledger checks again inside the transaction).
      const total = rows.reduce((sum, row) => sum + row.points, 0);
      if (!Number.isSafeInteger(total) || total > user.wallet) {
        return refuse(BIDDING_MESSAGES.insufficient);
      }
      const dateProblem = bidDateError(submission.bid_date, kind, now, rules.bidChecks);
      if (dateProblem) return refuse(dateProblem);

      const openTime = formatClockTime(indiaParts(play.openAt).minutes);
      try {
        await world.groupCommit(() => {
          for (const row of rows) {
            const transactionId = world.ledger.post({
              userId: user.id,
              direction: 'debit',
              amountStatus: AMOUNT_STATUS.BID,
              amount: row.points,
              note: bidNote(market, label, openTime),
              at: now,
            });
            insertBid.run(
              user.id,
              market.id,
              transactionId,
              play.session.date,
              label,
              row.session,
              row.digits,
              row.closedigits,
              row.points,
              now,
            );
          }
        });
      } catch (error) {
        if (error instanceof InsufficientFunds) return refuse(BIDDING_MESSAGES.insufficient);
        throw error;
      }
      return { ok: true };
    },
  };
}

/**
 * `bid_date` must be today. The real server reads it as strtotime would (anything unreadable is
 * 1 January 1970, so "back date") and only on main markets; strict reads D-MonthName-YYYY only
 * and dates every kind.
 */
function bidDateError(
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

/** What every profile checks in a row: a known session (falling back to the submission's) and points. */
function checkRow(raw: NewResultRow, fallbackSession: string): ValidRow | string {
  const sessionText = raw.session?.trim() ? raw.session : fallbackSession;
  const session = parseSession(sessionText);
  if (!session) return BIDDING_MESSAGES.invalidSession(sessionText);
  const points = wholeAmount(raw.points);
  if (points === undefined) return BIDDING_MESSAGES.invalidPoints;
  return {
    session,
    digits: raw.digits.trim(),
    closedigits: (raw.closedigits ?? '').trim(),
    points,
  };
}

export const biddingOf = (world: World) => world.service(createBidding);
