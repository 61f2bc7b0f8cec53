import {
  AMOUNT_STATUS,
  BID_MESSAGES,
  MINIMUM_POINTS,
  MSG,
  bidTypeByLabel,
  indiaDateKey,
  isBlockedAfterOpen,
  isInDigitSet,
  parseBidDate,
  type BidType,
  type DigitField,
  type MarketKind,
  type NewResult,
  type NewResultRow,
} from '@panna/shared';
import type { World } from '../world';
import { InsufficientFunds } from './ledger';
import { declaredResultRefusal, marketsOf } from './markets';
import type { MarketSession } from './schedule';
import type { Player } from './users';
import { refuse, wholeAmount, type Outcome } from './funds';

/** Every refusal of a bid submission, in one place. Cut-offs reuse the catalogue's wording. */
export const BIDDING_MESSAGES = {
  gameNotFound: 'Game not found',
  wrongGameKind: 'This game does not take these bids',
  invalidDate: 'Invalid bid date',
  backDate: MSG.BACK_DATE,
  sessionClosed: 'Bidding is closed for this session',
  closedFor: BID_MESSAGES.biddingClosed,
  invalidSession: (value: string) => `Invalid session ${value}`,
  invalidPoints: 'Points must be a whole number greater than 0',
  unknownType: (label: string) => `Invalid bid type ${label}`,
  wrongSession: (label: string, session: string) =>
    `${label} cannot be played in the ${session} session`,
  digitInvalid: BID_MESSAGES.digitInvalid,
  pointsMinimum: BID_MESSAGES.pointsMinimum,
  totalMismatch: 'Total points do not match the bids',
  insufficient: MSG.INSUFFICIENT,
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

/** Motor screens take digits but send panas: a row holds one pana of the motor's kind. */
function rowSet(type: BidType, field: DigitField): DigitField['set'] {
  if (type.expansion === 'sp-motor') return 'single-pana';
  if (type.expansion === 'dp-motor') return 'double-pana';
  return field.set;
}

/** The catalogue's checks (strict mode): session rule, digit sets, minimum points. */
function catalogueError(type: BidType, row: ValidRow): string | undefined {
  if (type.session !== 'choice' && row.session.toLowerCase() !== type.session) {
    return BIDDING_MESSAGES.wrongSession(type.title, row.session);
  }
  for (const field of type.fields) {
    const value = row[field.key];
    if (!isInDigitSet(rowSet(type, field), value)) return BIDDING_MESSAGES.digitInvalid(value);
  }
  return row.points < MINIMUM_POINTS ? BIDDING_MESSAGES.pointsMinimum : undefined;
}

/**
 * Cut-offs, at or after the time: open-session rows and the types the catalogue blocks after the
 * open (Jodi, Sangams, every Starline and Gali type) at the open time; the rest at the close.
 */
function cutOffError(
  type: BidType | undefined,
  row: ValidRow,
  session: MarketSession,
  now: number,
): string | undefined {
  if (now >= session.closeAt) return BIDDING_MESSAGES.sessionClosed;
  if (now < session.openAt) return undefined;
  if (type && isBlockedAfterOpen(type, true)) return BIDDING_MESSAGES.closedFor(type.title);
  return row.session === 'Open' ? BIDDING_MESSAGES.closedFor('Open session') : undefined;
}

/** Bid submissions: the real provider's rules, plus the catalogue's in strict mode. */
export function createBidding(world: World) {
  const insertBid = world.db.prepare<
    [number, number, number, string, string, string, string, string, number, number]
  >(
    `INSERT INTO bids (user_id, market_id, transaction_id, session_date, label, session, digits, closedigits, points, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    /**
     * Checks a submission and, when every row passes, debits once and stores one bid per row.
     * Answers once the bid is committed (bids arriving together share one commit).
     */
    async place(user: Player, kind: MarketKind, submission: NewResult): Promise<Outcome> {
      const markets = marketsOf(world);
      const market = markets.byId(Number(String(submission.gameid).trim()) || 0);
      if (!market) return refuse(BIDDING_MESSAGES.gameNotFound);
      if (market.kind !== kind) return refuse(BIDDING_MESSAGES.wrongGameKind);

      const now = world.clock.now();
      const bidDate = parseBidDate(submission.bid_date);
      if (!bidDate) return refuse(BIDDING_MESSAGES.invalidDate);
      if (bidDate !== indiaDateKey(now)) return refuse(BIDDING_MESSAGES.backDate);
      const session = markets.session(market, now);
      if (!session) return refuse(BIDDING_MESSAGES.sessionClosed);

      const strict = world.settings.get('bidChecking') !== 'lenient';
      const label = submission.pana.trim();
      const type = bidTypeByLabel(kind, label);
      if (strict && !type) return refuse(BIDDING_MESSAGES.unknownType(label));

      const rows: ValidRow[] = [];
      for (const raw of submission.result) {
        const checked = checkRow(raw, submission.session);
        if (typeof checked === 'string') return refuse(checked);
        const problem =
          cutOffError(type, checked, session, now) ??
          declaredResultRefusal(world, market, session.date, type, checked.session) ??
          (strict && type ? catalogueError(type, checked) : undefined);
        if (problem) return refuse(problem);
        rows.push(checked);
      }
      const total = rows.reduce((sum, row) => sum + row.points, 0);
      if (strict && wholeAmount(submission.totalbit) !== total) {
        return refuse(BIDDING_MESSAGES.totalMismatch);
      }
      // The balance read by the token check; the ledger checks again inside the transaction.
      if (!Number.isSafeInteger(total) || total > user.wallet) {
        return refuse(BIDDING_MESSAGES.insufficient);
      }

      try {
        await world.groupCommit(() => {
          const transactionId = world.ledger.post({
            userId: user.id,
            direction: 'debit',
            amountStatus: AMOUNT_STATUS.BID,
            amount: total,
            note: `Bid placed: ${market.name} ${label}`,
            at: now,
          });
          for (const row of rows) {
            insertBid.run(
              user.id,
              market.id,
              transactionId,
              session.date,
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

/** What every mode checks in a row: a known session (falling back to the submission's) and points. */
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
