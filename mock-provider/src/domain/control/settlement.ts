import {
  ALL_PANA,
  addDays,
  decideBid,
  formatClockTime,
  indiaDateKey,
  indiaParts,
  isDateKey,
  payout,
  rateKeyOf,
  type DeclaredResult,
  type MarketKind,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import { badRequest, conflict, ControlError, notFound } from '../control-error';
import { MAX_BALANCE, WIN_STATUS } from '../ledger';
import { marketsOf, type MarketRow, type ResultRow } from '../markets';

/** What a declaration names: the market, the date (default: see `defaultDate`) and the result part. */
export interface DeclareRequest {
  marketId: number;
  date?: string | undefined;
  /** Main markets only. */
  session?: 'open' | 'close' | undefined;
  /** Main (with session) and Starline. */
  pana?: string | undefined;
  /** Gali. */
  jodi?: string | undefined;
  /** Declare even though the session still takes bids (its cut-off is still ahead). */
  early?: boolean | undefined;
}

export interface RevertRequest {
  marketId: number;
  date?: string | undefined;
  /** Main markets: revert only this part; omitted reverts the whole day. */
  session?: 'open' | 'close' | undefined;
}

/** One bid a declaration decides, as the preview lists it. */
export interface SettledLine {
  bid_id: number;
  mobile: string;
  name: string;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
  points: number;
  outcome: 'won' | 'lost';
  amount: number;
}

export interface SettleReport {
  game_id: number;
  date: string;
  /** Bids decided now, winners among them, points credited. */
  bids: number;
  winners: number;
  paid: number;
  /** Points the winners owed from an earlier revert, kept back from their wins (paid + netted = won). */
  netted: number;
  lines: SettledLine[];
}

export interface Shortfall {
  bid_id: number;
  mobile: string;
  /** The part of the win the player no longer had. */
  amount: number;
}

export interface RevertReport {
  game_id: number;
  date: string;
  /** Bids put back to pending. */
  bids: number;
  /** Points taken back, and what could not be because the balance was too low (now owed). */
  reclaimed: number;
  shortfall: number;
  shortfalls: Shortfall[];
}

export const RESULT_MESSAGES = {
  unknownMarket: (id: number) => `Unknown market ${id}`,
  invalidDate: (date: string) => `Invalid date ${date}: use YYYY-MM-DD`,
  notPana: (pana: string) => `${pana} is not a pana`,
  notJodi: (jodi: string) => `${jodi} is not a jodi: send two digits 00-99`,
  mainNeeds: (name: string) =>
    `${name} is a main market: send session ("open" or "close") and pana`,
  starlineNeeds: (name: string) => `${name} is a Starline slot: send pana (no session, no jodi)`,
  galiNeeds: (name: string) => `${name} is a Gali market: send jodi (no session, no pana)`,
  openFirst: 'Declare the open result first',
  alreadyDeclared: (what: string, value: string) =>
    `The ${what} result is already declared as ${value}: revert it first`,
  nothingDeclared: (name: string, date: string) => `No result declared for ${name} on ${date}`,
  closeFirst: 'Revert the close result first',
  early: (what: string, date: string, until: string) =>
    `${what} on ${date} takes bids until ${until}: declaring its result now would publish it while bids are open; send "early": true to declare it anyway`,
  unpayable: (mobile: string, balance: number, credit: number) =>
    `This result cannot be paid: player ${mobile} has ${balance} and would be credited ${credit}, past the largest balance ${MAX_BALANCE}; nothing was declared`,
} as const;

/** A declaration refused because a win could not be paid; nothing was written. */
export class Unpayable extends ControlError {
  constructor(message: string) {
    super(409, message);
  }
}

interface PendingBid {
  id: number;
  user_id: number;
  mobile: string;
  user_name: string;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
  points: number;
  status: 'pending' | 'won' | 'lost';
  win_amount: number;
  win_transaction_id: number | null;
}

export type StoredResult = Pick<ResultRow, 'open_pana' | 'close_pana' | 'jodi'>;
const EMPTY: StoredResult = { open_pana: null, close_pana: null, jodi: null };

/** The stored columns as decideBid reads them. */
function declaredOf(kind: MarketKind, stored: StoredResult): DeclaredResult {
  const result: DeclaredResult = {};
  if (kind === 'main') {
    if (stored.open_pana) result.openPana = stored.open_pana;
    if (stored.close_pana) result.closePana = stored.close_pana;
  } else if (kind === 'starline') {
    if (stored.open_pana) result.pana = stored.open_pana;
  } else if (stored.jodi) {
    result.jodi = stored.jodi;
  }
  return result;
}

/**
 * The stored result after declaring `request` on top of `current`. The same value again changes
 * nothing; a different value for a declared part is refused (revert first).
 */
function merge(market: MarketRow, current: StoredResult, request: DeclareRequest): StoredResult {
  const { session, pana, jodi } = request;
  const set = (column: keyof StoredResult, what: string, value: string): StoredResult => {
    const existing = current[column];
    if (existing && existing !== value)
      throw conflict(RESULT_MESSAGES.alreadyDeclared(what, existing));
    return { ...current, [column]: value };
  };
  switch (market.kind) {
    case 'main':
      if (!session || pana === undefined || jodi !== undefined)
        throw badRequest(RESULT_MESSAGES.mainNeeds(market.name));
      if (!ALL_PANA.includes(pana)) throw badRequest(RESULT_MESSAGES.notPana(pana));
      if (session === 'close' && !current.open_pana) throw badRequest(RESULT_MESSAGES.openFirst);
      return set(session === 'open' ? 'open_pana' : 'close_pana', session, pana);
    case 'starline':
      if (pana === undefined || session !== undefined || jodi !== undefined)
        throw badRequest(RESULT_MESSAGES.starlineNeeds(market.name));
      if (!ALL_PANA.includes(pana)) throw badRequest(RESULT_MESSAGES.notPana(pana));
      return set('open_pana', 'slot', pana);
    case 'gali':
      if (jodi === undefined || session !== undefined || pana !== undefined)
        throw badRequest(RESULT_MESSAGES.galiNeeds(market.name));
      if (!/^\d{2}$/.test(jodi)) throw badRequest(RESULT_MESSAGES.notJodi(jodi));
      return set('jodi', 'jodi', jodi);
  }
}

/** One bid a declaration decides, with what it credits after any owed amount is netted. */
interface PlannedBid {
  bid: PendingBid;
  line: SettledLine;
  /** Points credited: the win less what the player owed for this market and date. */
  credit: number;
}

/** The ledger note of a win: market, bid type and digits (and session for main markets). */
function winNote(market: MarketRow, bid: PendingBid): string {
  const digits = bid.closedigits ? `${bid.digits}-${bid.closedigits}` : bid.digits;
  const session = market.kind === 'main' && bid.session ? ` (${bid.session})` : '';
  return `Win: ${market.name} ${bid.label} ${digits}${session}`;
}

/**
 * Result declaration, preview and revert, with the settlement of the bids each decides. Every
 * change runs in one database transaction: the result row, the bids and the ledger rows land
 * together or not at all.
 */
export function createSettlement(world: World) {
  const db = world.db;
  const marketRow = db.prepare<[number], MarketRow>('SELECT * FROM markets WHERE id = ?');
  const resultRow = db.prepare<[number, string], ResultRow>(
    'SELECT * FROM results WHERE market_id = ? AND date = ?',
  );
  const upsertResult = db.prepare<
    [number, string, string | null, string | null, string | null, number]
  >(
    `INSERT INTO results (market_id, date, open_pana, close_pana, jodi, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (market_id, date) DO UPDATE SET open_pana = excluded.open_pana, close_pana = excluded.close_pana,
       jodi = excluded.jodi, updated_at = excluded.updated_at`,
  );
  const deleteResult = db.prepare<[number, string]>(
    'DELETE FROM results WHERE market_id = ? AND date = ?',
  );
  // Two whole statements rather than one built from a flag: SQL text is never assembled.
  const pendingBids = db.prepare<[number, string], PendingBid>(
    `SELECT b.id, b.user_id, u.mobile, u.name AS user_name, b.label, b.session, b.digits, b.closedigits, b.points,
            b.status, b.win_amount, b.win_transaction_id
     FROM bids b JOIN users u ON u.id = b.user_id
     WHERE b.market_id = ? AND b.session_date = ? AND b.status = 'pending' ORDER BY b.id`,
  );
  const settledBids = db.prepare<[number, string], PendingBid>(
    `SELECT b.id, b.user_id, u.mobile, u.name AS user_name, b.label, b.session, b.digits, b.closedigits, b.points,
            b.status, b.win_amount, b.win_transaction_id
     FROM bids b JOIN users u ON u.id = b.user_id
     WHERE b.market_id = ? AND b.session_date = ? AND b.status != 'pending' ORDER BY b.id`,
  );
  const settleBid = db.prepare<[string, number, number | null, number | null, number]>(
    'UPDATE bids SET status = ?, win_amount = ?, win_transaction_id = ?, settled_at = ? WHERE id = ?',
  );
  const owedRows = db.prepare<[number, string], { user_id: number; amount: number }>(
    'SELECT user_id, amount FROM owed_wins WHERE market_id = ? AND date = ?',
  );
  const setOwed = db.prepare<[number, number, string, number]>(
    `INSERT INTO owed_wins (user_id, market_id, date, amount) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, market_id, date) DO UPDATE SET amount = excluded.amount`,
  );
  const clearOwed = db.prepare<[number, number, string]>(
    'DELETE FROM owed_wins WHERE user_id = ? AND market_id = ? AND date = ?',
  );
  /** Stores what each player now owes for the market and date (0 clears it). */
  const storeOwed = (market: MarketRow, date: string, owed: Map<number, number>) => {
    for (const [userId, amount] of owed) {
      if (amount > 0) setOwed.run(userId, market.id, date, amount);
      else clearOwed.run(userId, market.id, date);
    }
  };

  const marketOf = (id: number): MarketRow => {
    const market = marketRow.get(id);
    if (!market) throw notFound(RESULT_MESSAGES.unknownMarket(id));
    return market;
  };

  /**
   * The date a request without one means: the session taking bids now, else the latest session
   * that has opened (a market closing after midnight is still yesterday's), else today.
   */
  const defaultDate = (market: MarketRow): string => {
    const now = world.clock.now();
    const today = indiaDateKey(now);
    const markets = marketsOf(world);
    const scheduled = markets.byId(market.id);
    if (!scheduled) return today;
    const current = markets.session(scheduled, now);
    if (current) return current.date;
    const opened = [today, addDays(today, -1)].find((date) => {
      const session = markets.sessionOn(scheduled, date);
      return session !== undefined && session.openAt <= now;
    });
    return opened ?? today;
  };

  const dateOf = (market: MarketRow, date: string | undefined): string => {
    if (date === undefined) return defaultDate(market);
    if (!isDateKey(date)) throw badRequest(RESULT_MESSAGES.invalidDate(date));
    return date;
  };

  /**
   * A new result part may be declared once its session has stopped taking bids (its cut-off: the
   * open time, or a main market's close time for the close), or before that when `early` says so.
   */
  const checkCutOff = (market: MarketRow, date: string, what: 'open' | 'close' | 'result') => {
    const markets = marketsOf(world);
    const scheduled = markets.byId(market.id);
    const session = scheduled && markets.sessionOn(scheduled, date);
    if (!session) return;
    const cutOff = what === 'close' ? session.closeAt : session.openAt;
    if (world.clock.now() >= cutOff) return;
    const part = market.kind === 'main' ? `The ${what} session of ${market.name}` : market.name;
    const until = formatClockTime(indiaParts(cutOff).minutes);
    throw conflict(RESULT_MESSAGES.early(part, date, `${indiaDateKey(cutOff)} ${until}`));
  };

  /** What the result decides among the pending bids, with each winner's amount at today's rates. */
  const plan = (
    market: MarketRow,
    date: string,
    stored: StoredResult,
  ): { bid: PendingBid; line: SettledLine }[] => {
    const result = declaredOf(market.kind, stored);
    const rates = world.settings.get('rates')[market.kind];
    return pendingBids.all(market.id, date).flatMap((bid) => {
      const outcome = decideBid({ market: market.kind, ...bid }, result);
      if (outcome === 'pending') return [];
      const rateKey = rateKeyOf(market.kind, bid.label);
      const rate = rateKey ? rates[rateKey] : undefined;
      const amount =
        outcome === 'won' && rate ? payout(bid.points, { val_1: rate[0], val_2: rate[1] }) : 0;
      const { id, mobile, user_name, label, session, digits, closedigits, points } = bid;
      return [
        {
          bid,
          line: {
            bid_id: id,
            mobile,
            name: user_name,
            label,
            session,
            digits,
            closedigits,
            points,
            outcome,
            amount,
          },
        },
      ];
    });
  };

  /**
   * Nets each win against what its player owes for this market and date (from a revert that
   * could not take a spent win back), and refuses the whole declaration when a credit could not
   * be paid. Answers what each bid credits and what each player owes afterwards.
   */
  const credits = (
    market: MarketRow,
    date: string,
    decided: { bid: PendingBid; line: SettledLine }[],
  ): { planned: PlannedBid[]; owed: Map<number, number> } => {
    const owed = new Map(owedRows.all(market.id, date).map((r) => [r.user_id, r.amount]));
    const before = new Map(owed);
    const credited = new Map<number, { mobile: string; total: number }>();
    const planned = decided.map(({ bid, line }) => {
      const netted = Math.min(line.amount, owed.get(bid.user_id) ?? 0);
      if (netted > 0) owed.set(bid.user_id, owed.get(bid.user_id)! - netted);
      const credit = line.amount - netted;
      if (credit > 0) {
        const sum = credited.get(bid.user_id) ?? { mobile: bid.mobile, total: 0 };
        sum.total += credit;
        credited.set(bid.user_id, sum);
      }
      return { bid, line, credit };
    });
    for (const [userId, { mobile, total }] of credited) {
      const balance = world.ledger.balance(userId);
      if (!Number.isSafeInteger(total) || balance + total > MAX_BALANCE)
        throw new Unpayable(RESULT_MESSAGES.unpayable(mobile, balance, total));
    }
    for (const [userId, amount] of before) if (owed.get(userId) === amount) owed.delete(userId);
    return { planned, owed };
  };

  const report = (market: MarketRow, date: string, planned: PlannedBid[]): SettleReport => {
    const paid = planned.reduce((sum, p) => sum + p.credit, 0);
    const won = planned.reduce((sum, p) => sum + p.line.amount, 0);
    return {
      game_id: market.id,
      date,
      bids: planned.length,
      winners: planned.filter((p) => p.line.outcome === 'won').length,
      paid,
      netted: won - paid,
      lines: planned.map((p) => p.line),
    };
  };

  /** Validates a declaration and answers the result it leaves and the settlement it makes. */
  const prepare = (request: DeclareRequest) => {
    const market = marketOf(request.marketId);
    const date = dateOf(market, request.date);
    const current = resultRow.get(market.id, date) ?? EMPTY;
    const next = merge(market, current, request);
    const part = market.kind === 'main' ? request.session! : 'result';
    const column = part === 'close' ? 'close_pana' : market.kind === 'gali' ? 'jodi' : 'open_pana';
    if (!current[column] && !request.early) checkCutOff(market, date, part);
    return { market, date, current, next, ...credits(market, date, plan(market, date, next)) };
  };

  return {
    marketOf,
    dateOf,

    /** Stores the result and settles every pending bid it decides: winners credited, losers lost. */
    declare(request: DeclareRequest): SettleReport {
      return db.transaction(() => {
        const { market, date, current, next, planned, owed } = prepare(request);
        const now = world.clock.now();
        if (
          current.open_pana !== next.open_pana ||
          current.close_pana !== next.close_pana ||
          current.jodi !== next.jodi
        ) {
          upsertResult.run(market.id, date, next.open_pana, next.close_pana, next.jodi, now);
        }
        for (const { bid, line, credit } of planned) {
          const transactionId =
            credit > 0
              ? world.ledger.post({
                  userId: bid.user_id,
                  direction: 'credit',
                  amountStatus: WIN_STATUS[market.kind],
                  amount: credit,
                  note: winNote(market, bid),
                  at: now,
                })
              : null;
          settleBid.run(line.outcome, line.amount, transactionId, now, bid.id);
        }
        storeOwed(market, date, owed);
        return report(market, date, planned);
      })();
    },

    /** What `declare` would settle, without writing anything. */
    preview(request: DeclareRequest): SettleReport {
      const { market, date, planned } = prepare(request);
      return report(market, date, planned);
    },

    /**
     * Clears a result and undoes what it settled: each win is debited back as far as the balance
     * holds (it never goes negative); the rest is reported and owed by the player for this market
     * and date, netted from their next win there. Each undone bid is pending again.
     */
    revert(request: RevertRequest): RevertReport {
      return db.transaction(() => {
        const market = marketOf(request.marketId);
        const date = dateOf(market, request.date);
        const current = resultRow.get(market.id, date);
        if (!current || !(current.open_pana || current.close_pana || current.jodi)) {
          throw notFound(RESULT_MESSAGES.nothingDeclared(market.name, date));
        }
        let remaining = EMPTY;
        if (market.kind === 'main' && request.session === 'close') {
          if (!current.close_pana)
            throw notFound(RESULT_MESSAGES.nothingDeclared(`${market.name} close`, date));
          remaining = { ...EMPTY, open_pana: current.open_pana };
        } else if (market.kind === 'main' && request.session === 'open' && current.close_pana) {
          throw conflict(RESULT_MESSAGES.closeFirst);
        }

        // A bid the remaining result no longer decides goes back to pending.
        const now = world.clock.now();
        const stillDecided = declaredOf(market.kind, remaining);
        const undone = settledBids
          .all(market.id, date)
          .filter((bid) => decideBid({ market: market.kind, ...bid }, stillDecided) === 'pending');
        const shortfalls: Shortfall[] = [];
        const owed = new Map(owedRows.all(market.id, date).map((r) => [r.user_id, r.amount]));
        let reclaimed = 0;
        for (const bid of undone) {
          if (bid.win_amount > 0) {
            const taken = Math.min(bid.win_amount, world.ledger.balance(bid.user_id));
            if (taken > 0) {
              world.ledger.post({
                userId: bid.user_id,
                direction: 'debit',
                amountStatus: WIN_STATUS[market.kind],
                amount: taken,
                note: `Result reverted: ${winNote(market, bid)}`,
                at: now,
              });
            }
            reclaimed += taken;
            if (taken < bid.win_amount) {
              const amount = bid.win_amount - taken;
              shortfalls.push({ bid_id: bid.id, mobile: bid.mobile, amount });
              owed.set(bid.user_id, (owed.get(bid.user_id) ?? 0) + amount);
            }
          }
          settleBid.run('pending', 0, null, null, bid.id);
        }

        storeOwed(market, date, owed);
        if (remaining.open_pana)
          upsertResult.run(market.id, date, remaining.open_pana, null, null, now);
        else deleteResult.run(market.id, date);
        return {
          game_id: market.id,
          date,
          bids: undone.length,
          reclaimed,
          shortfall: shortfalls.reduce((sum, s) => sum + s.amount, 0),
          shortfalls,
        };
      })();
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
export const settlementOf = (world: World) => world.service(createSettlement);
