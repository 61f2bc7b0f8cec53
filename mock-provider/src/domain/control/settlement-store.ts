import type { World } from '../../worlds/world';
import { notFound } from '../../contract/control-error';
import type { MarketRow, ResultRow } from '../markets';
import type { StoredResult } from './declared-result';
import { RESULT_MESSAGES } from './settlement-contract';

/** A bid of the market and date being settled, with its player. */
export interface PendingBid {
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

/** The rows settlement reads and writes: markets, results, bids and what players owe. */
export function createSettlementStore(world: World) {
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

  return {
    marketOf(id: number): MarketRow {
      const market = marketRow.get(id);
      if (!market) throw notFound(RESULT_MESSAGES.unknownMarket(id));
      return market;
    },
    result: (market: MarketRow, date: string): ResultRow | undefined =>
      resultRow.get(market.id, date),
    saveResult(market: MarketRow, date: string, result: StoredResult, at: number): void {
      upsertResult.run(market.id, date, result.open_pana, result.close_pana, result.jodi, at);
    },
    deleteResult(market: MarketRow, date: string): void {
      deleteResult.run(market.id, date);
    },
    pendingBids: (market: MarketRow, date: string): PendingBid[] =>
      pendingBids.all(market.id, date),
    settledBids: (market: MarketRow, date: string): PendingBid[] =>
      settledBids.all(market.id, date),
    /** Stores a bid's outcome; `pending` with no amount, transaction or time undoes it. */
    settleBid(
      bid: PendingBid,
      outcome: PendingBid['status'],
      amount: number,
      transactionId: number | null,
      at: number | null,
    ): void {
      settleBid.run(outcome, amount, transactionId, at, bid.id);
    },
    /** What each player owes for the market and date, from an earlier revert. */
    owed: (market: MarketRow, date: string): Map<number, number> =>
      new Map(owedRows.all(market.id, date).map((r) => [r.user_id, r.amount])),
    /** Stores what each player now owes for the market and date (0 clears it). */
    storeOwed(market: MarketRow, date: string, owed: Map<number, number>): void {
      for (const [userId, amount] of owed) {
        if (amount > 0) setOwed.run(userId, market.id, date, amount);
        else clearOwed.run(userId, market.id, date);
      }
    },
  };
}

export type SettlementStore = ReturnType<typeof createSettlementStore>;
