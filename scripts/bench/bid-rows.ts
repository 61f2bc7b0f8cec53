/**
 * The bench databases' rows: the statements that write a player's submissions with their ledger
 * rows, and realistic bid rows.
 */
import { AMOUNT_STATUS, SINGLE_PANA, TRANSACTION_TYPE } from '@panna/shared';
import type { Db } from '@panna/mock-provider/worlds';

export const idOf = (db: Db, sql: string, ...params: unknown[]): number =>
  (db.prepare(sql).get(...params) as { id: number }).id;

export const mainMarketIds = (db: Db): number[] =>
  (
    db.prepare("SELECT id FROM markets WHERE kind = 'main' ORDER BY sort").all() as { id: number }[]
  ).map((r) => r.id);

/** Statements that write a player's submissions straight into the tables, ledger included. */
export function writer(db: Db) {
  const debit = db.prepare(
    `INSERT INTO wallet_transactions (user_id, transaction_type, amount_status, amount, balance_after, note, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const bid = db.prepare(
    `INSERT INTO bids (user_id, market_id, transaction_id, session_date, label, session, digits, closedigits, points, status, settled_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?)`,
  );
  return {
    /** Posts one ledger row and answers its id; the caller keeps `users.wallet` in step. */
    post(
      userId: number,
      direction: 'credit' | 'debit',
      amount: number,
      balanceAfter: number,
      note: string,
      at: number,
    ): number {
      const type = direction === 'credit' ? TRANSACTION_TYPE.CREDIT : TRANSACTION_TYPE.DEBIT;
      const status = direction === 'credit' ? AMOUNT_STATUS.DEPOSIT : AMOUNT_STATUS.BID;
      return Number(
        debit.run(userId, type, status, amount, balanceAfter, note, at).lastInsertRowid,
      );
    },
    /** One bid row: past sessions are settled (lost), today's are pending. */
    bid(
      userId: number,
      marketId: number,
      txId: number,
      date: string,
      row: BidRow,
      at: number,
      today: string,
    ): void {
      const settled = date < today;
      bid.run(
        userId,
        marketId,
        txId,
        date,
        row.label,
        row.session,
        row.digits,
        row.points,
        settled ? 'lost' : 'pending',
        settled ? at + 6 * 3600_000 : null,
        at,
      );
    },
  };
}

export interface BidRow {
  label: string;
  session: 'Open' | 'Close';
  digits: string;
  points: number;
}

/** A realistic row: Single Digit, Jodi or Single Pana, 10 to 100 points. */
export function bidRow(next: () => number): BidRow {
  const pick = next();
  const points = 10 * (1 + Math.floor(next() * 10));
  if (pick < 0.5)
    return {
      label: 'Single Digit',
      session: next() < 0.5 ? 'Open' : 'Close',
      digits: String(Math.floor(next() * 10)),
      points,
    };
  if (pick < 0.75)
    return {
      label: 'Jodi Digit',
      session: 'Close',
      digits: String(Math.floor(next() * 100)).padStart(2, '0'),
      points,
    };
  return {
    label: 'Single Pana',
    session: 'Open',
    digits: SINGLE_PANA[Math.floor(next() * SINGLE_PANA.length)]!,
    points,
  };
}
