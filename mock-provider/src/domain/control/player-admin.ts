import { AMOUNT_STATUS, type MarketKind } from '@panna/shared';
import type { World } from '../../worlds/world';
import { badRequest, notFound } from '../../contract/control-error';
import { MAX_BALANCE } from '../../contract/limits';
import { InsufficientFunds, ledgerOf } from '../ledger';
import type { UserRow } from '../users';
import { usersOf } from '../users';

/**
 * The amount_status of money QA moves by hand. The protocol has no admin codes, and the real admin
 * panel books "add fund" as a deposit and "withdraw fund" as a withdrawal, so these do the same:
 * an admin credit shows in the player's add-fund history like a deposit.
 */
export const ADMIN_AMOUNT_STATUS = {
  CREDIT: AMOUNT_STATUS.DEPOSIT,
  DEBIT: AMOUNT_STATUS.WITHDRAWAL,
} as const;

export const PLAYER_MESSAGES = {
  unknown: (mobile: string) => `Unknown player ${mobile}`,
  overBalance: (balance: number) =>
    `The balance is only ${balance}: a debit cannot take it below zero`,
  tooLarge: (balance: number) =>
    `The balance is ${balance}: this credit would take it past the largest balance, ${MAX_BALANCE}`,
  defaultCreditNote: 'Amount added by admin',
  defaultDebitNote: 'Amount deducted by admin',
} as const;

/** Lists answer at most this many rows, newest first. */
export const PLAYER_DETAIL_LIMIT = 200;

export interface PlayerSummary {
  id: number;
  name: string;
  mobile: string;
  wallet: number;
  betting_status: string;
  blocked: boolean;
  created_at: number;
}

export interface LedgerLine {
  id: number;
  transaction_type: string;
  amount_status: string;
  amount: number;
  balance_after: number;
  note: string;
  created_at: number;
}

export interface BidLine {
  id: number;
  game_id: number;
  game_name: string;
  kind: MarketKind;
  session_date: string;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
  points: number;
  status: string;
  win_amount: number;
  created_at: number;
  settled_at: number | null;
}

const summaryOf = (user: UserRow): PlayerSummary => ({
  id: user.id,
  name: user.name,
  mobile: user.mobile,
  wallet: user.wallet,
  betting_status: user.betting_status,
  blocked: user.blocked === 1,
  created_at: user.created_at,
});

/** Players for QA: list, look at one with ledger and bids, move money by hand, switch betting. */
export function createPlayerAdmin(world: World) {
  const db = world.db;
  const all = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY id');
  const linesOf = db.prepare<[number, number], LedgerLine>(
    `SELECT id, transaction_type, amount_status, amount, balance_after, note, created_at
     FROM wallet_transactions WHERE user_id = ? ORDER BY id DESC LIMIT ?`,
  );
  const bidsOf = db.prepare<[number, number], BidLine>(
    `SELECT b.id, b.market_id AS game_id, m.name AS game_name, m.kind, b.session_date, b.label, b.session, b.digits,
            b.closedigits, b.points, b.status, b.win_amount, b.created_at, b.settled_at
     FROM bids b JOIN markets m ON m.id = b.market_id WHERE b.user_id = ? ORDER BY b.id DESC LIMIT ?`,
  );
  const setFlags = db.prepare<[string, number, number]>(
    'UPDATE users SET betting_status = ?, blocked = ? WHERE id = ?',
  );

  const userOf = (mobile: string): UserRow => {
    const user = usersOf(world).byMobile(mobile);
    if (!user) throw notFound(PLAYER_MESSAGES.unknown(mobile));
    return user;
  };

  return {
    userOf,
    list: (): PlayerSummary[] => all.all().map(summaryOf),

    detail(mobile: string) {
      const user = userOf(mobile);
      return {
        player: summaryOf(user),
        transactions: linesOf.all(user.id, PLAYER_DETAIL_LIMIT),
        bids: bidsOf.all(user.id, PLAYER_DETAIL_LIMIT),
      };
    },

    /** One ledger row by hand; a debit never takes the balance below zero. */
    adjust(
      mobile: string,
      direction: 'credit' | 'debit',
      amount: number,
      note?: string,
    ): { player: PlayerSummary; transaction_id: number } {
      // The amount is a whole number from 1 to MAX_BALANCE: contract/players.ts checks it.
      const user = userOf(mobile);
      const credit = direction === 'credit';
      if (credit && user.wallet + amount > MAX_BALANCE)
        throw badRequest(PLAYER_MESSAGES.tooLarge(user.wallet));
      const text =
        note?.trim() ||
        (credit ? PLAYER_MESSAGES.defaultCreditNote : PLAYER_MESSAGES.defaultDebitNote);
      try {
        const transactionId = db.transaction(() =>
          ledgerOf(world).post({
            userId: user.id,
            direction,
            amountStatus: credit ? ADMIN_AMOUNT_STATUS.CREDIT : ADMIN_AMOUNT_STATUS.DEBIT,
            amount,
            note: text,
            at: world.clock.now(),
          }),
        )();
        return { player: summaryOf(userOf(mobile)), transaction_id: transactionId };
      } catch (error) {
        // Stryker disable next-line ConditionalExpression: no other error is thrown here but a broken database.
        if (error instanceof InsufficientFunds)
          throw badRequest(PLAYER_MESSAGES.overBalance(user.wallet));
        throw error;
      }
    },

    update(
      mobile: string,
      change: { betting_status?: '0' | '1' | undefined; blocked?: boolean | undefined },
    ): PlayerSummary {
      const user = userOf(mobile);
      const blocked = change.blocked === undefined ? user.blocked : Number(change.blocked);
      setFlags.run(change.betting_status ?? user.betting_status, blocked, user.id);
      return summaryOf(userOf(mobile));
    },
  };
}

export function playerAdminOf(world: World) {
  return world.service(createPlayerAdmin);
}
