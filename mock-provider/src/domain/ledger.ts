import { TRANSACTION_TYPE, type AmountStatus } from '@panna/shared';
import type { Db } from '../db/connection';

/** A debit larger than the balance: the caller answers with its own protocol message. */
export class InsufficientFunds extends Error {
  constructor() {
    super('Insufficient funds');
  }
}

export interface Posting {
  userId: number;
  direction: 'credit' | 'debit';
  amountStatus: AmountStatus;
  amount: number;
  note: string;
  at: number;
}

/**
 * The wallet ledger. Every balance change goes through `post`, which writes the transaction row
 * and moves the cached balance together; callers run it inside the database transaction of the
 * thing it pays for, so both land or neither does. The balance never goes below zero (checked
 * here, and by the table's CHECK constraint as a last line).
 */
export function createLedger(db: Db) {
  const balanceOf = db.prepare<[number], { wallet: number }>(
    'SELECT wallet FROM users WHERE id = ?',
  );
  const move = db.prepare<[number, number]>('UPDATE users SET wallet = wallet + ? WHERE id = ?');
  const insert = db.prepare<[number, string, string, number, number, string, number]>(
    `INSERT INTO wallet_transactions (user_id, transaction_type, amount_status, amount, balance_after, note, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    balance(userId: number): number {
      return balanceOf.get(userId)?.wallet ?? 0;
    },
    /** Writes one ledger row and moves the balance; returns the row id. Throws InsufficientFunds. */
    post(p: Posting): number {
      if (!Number.isSafeInteger(p.amount) || p.amount <= 0)
        throw new RangeError(`Invalid amount ${p.amount}`);
      const before = balanceOf.get(p.userId)?.wallet;
      if (before === undefined) throw new RangeError(`Unknown user ${p.userId}`);
      const delta = p.direction === 'credit' ? p.amount : -p.amount;
      if (before + delta < 0) throw new InsufficientFunds();
      // Past 2^53 a balance is no longer exact and would drift from its ledger: refuse, roll back.
      if (!Number.isSafeInteger(before + delta)) throw new RangeError('Balance out of range');
      move.run(delta, p.userId);
      const type = p.direction === 'credit' ? TRANSACTION_TYPE.CREDIT : TRANSACTION_TYPE.DEBIT;
      return Number(
        insert.run(p.userId, type, p.amountStatus, p.amount, before + delta, p.note, p.at)
          .lastInsertRowid,
      );
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
