import { AMOUNT_STATUS, TRANSACTION_TYPE, type AmountStatus, type MarketKind } from '@panna/shared';
import type { World } from '../worlds/world';
import { ControlError } from '../contract/control-error';
import { MAX_BALANCE } from '../contract/limits';

/** The win code of each market kind (amount_status: docs/protocol.md, Codes). */
export const WIN_STATUS: Record<MarketKind, AmountStatus> = {
  main: AMOUNT_STATUS.MAIN_WIN,
  starline: AMOUNT_STATUS.STARLINE_WIN,
  gali: AMOUNT_STATUS.GALI_WIN,
};

/** A debit larger than the balance: the caller answers with its own protocol message. */
export class InsufficientFunds extends Error {
  constructor() {
    // Stryker disable next-line StringLiteral: never shown; callers answer their own message.
    super('Insufficient funds');
  }
}

/** A credit that would take a balance past MAX_BALANCE; refused whole, 409 on the control plane. */
export class BalanceLimitExceeded extends ControlError {
  constructor(balance: number, amount: number) {
    super(
      409,
      `A balance of ${balance} cannot take ${amount} more: balances stop at ${MAX_BALANCE}`,
    );
  }
}

/** What a posting does to the balance: a credit adds its amount, a debit takes it away. */
const SIGN: Readonly<Record<string, 1 | -1 | undefined>> = { credit: 1, debit: -1 };

export interface Posting {
  userId: number;
  direction: 'credit' | 'debit';
  amountStatus: AmountStatus;
  amount: number;
  note: string;
  at: number;
  /** A transfer's note from the sender, shown as `transfer_note`. */
  transferNote?: string;
  /** False keeps the row out of the passbook until it is shown (a withdraw request's hold). */
  inPassbook?: boolean;
}

/**
 * The wallet ledger. Every balance change goes through `post`, which writes the transaction row
 * and moves the cached balance together; callers run it inside the database transaction of the
 * thing it pays for, so both land or neither does. The balance never goes below zero (checked
 * here, and by the table's CHECK constraint as a last line) nor above MAX_BALANCE.
 */
export function createLedger(world: World) {
  const db = world.db;
  const balanceOf = db.prepare<[number], { wallet: number }>(
    'SELECT wallet FROM users WHERE id = ?',
  );
  // The move and its checks in one statement: no row when the user is unknown or the new balance
  // would fall below zero or (a credit) pass MAX_BALANCE; `post` then reads which.
  const move = db.prepare<[{ delta: number; id: number; max: number }], { wallet: number }>(
    `UPDATE users SET wallet = wallet + @delta WHERE id = @id
       AND wallet + @delta >= 0 AND (@delta <= 0 OR wallet + @delta <= @max) RETURNING wallet`,
  );
  const insert = db.prepare<
    [number, string, string, number, number, string, number, string, number]
  >(
    `INSERT INTO wallet_transactions (user_id, transaction_type, amount_status, amount, balance_after, note, created_at, transfer_note, in_passbook)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    balance(userId: number): number {
      return balanceOf.get(userId)?.wallet ?? 0;
    },
    /** Writes one ledger row and moves the balance; returns the row id. Throws InsufficientFunds. */
    post(p: Posting): number {
      if (!Number.isSafeInteger(p.amount) || p.amount <= 0)
        throw new RangeError(`Invalid amount ${p.amount}`);
      const sign = SIGN[p.direction];
      if (sign === undefined) throw new RangeError(`Invalid direction ${p.direction}`);
      const delta = sign * p.amount;
      const after = move.get({ delta, id: p.userId, max: MAX_BALANCE })?.wallet;
      if (after === undefined) {
        const before = balanceOf.get(p.userId)?.wallet;
        if (before === undefined) throw new RangeError(`Unknown user ${p.userId}`);
        if (before + delta < 0) throw new InsufficientFunds();
        // A credit never takes a balance past the largest (so never near 2^53, where it stops adding up).
        throw new BalanceLimitExceeded(before, p.amount);
      }
      const type = p.direction === 'credit' ? TRANSACTION_TYPE.CREDIT : TRANSACTION_TYPE.DEBIT;
      return Number(
        insert.run(
          p.userId,
          type,
          p.amountStatus,
          p.amount,
          after,
          p.note,
          p.at,
          p.transferNote ?? '',
          p.inPassbook === false ? 0 : 1,
        ).lastInsertRowid,
      );
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
export function ledgerOf(world: World): Ledger {
  return world.service(createLedger);
}
