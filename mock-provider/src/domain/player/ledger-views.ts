/**
 * Two more views of a player's passbook, as the real server's script answers them: a statement
 * between two dates (api-get-statement) and one row in detail with the request or bid behind it
 * (api-view-wallet-transaction-history).
 */
import {
  AMOUNT_STATUS,
  addDays,
  indiaMidnight,
  parseDateLeniently,
  parseFilterDate,
  type TransactionDetail,
  type WalletTransaction,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import { refuse, type Outcome } from '../outcome';
import type { Player } from '../users';
import { HISTORY_LIMIT, HISTORY_MESSAGES } from './history';
import { asTransaction, asWithdrawal, type LedgerRow, type WithdrawRow } from './history-records';

/** The real server's words. */
export const LEDGER_VIEW_MESSAGES = {
  detail: 'Wallet Trasaction Data',
  detailEmpty: 'Trasaction Data Not Available',
  /** No passbook row of the player's has that id. */
  notFound: 'Something Is Wrong Please Check',
} as const;

const NO_DATE = '1970-01-01';

/**
 * A statement's dates. The real server reads each with strtotime and nothing else: an empty or
 * unreadable date is 1 January 1970 (two empty dates are not today, as in the histories). strict
 * reads M/D/YYYY only and names a bad date.
 */
export function statementRange(
  from: string,
  to: string,
  strict: boolean,
): { from: string; to: string } | { msg: string } {
  if (!strict)
    return { from: parseDateLeniently(from) ?? NO_DATE, to: parseDateLeniently(to) ?? NO_DATE };
  const start = parseFilterDate(from);
  if (!start) return { msg: HISTORY_MESSAGES.invalidDate(from) };
  const end = parseFilterDate(to);
  return end ? { from: start, to: end } : { msg: HISTORY_MESSAGES.invalidDate(to) };
}

/** What each code joins: the real server's columns for it (codes it does not list join nothing). */
const PLAIN_CODES: readonly string[] = [
  AMOUNT_STATUS.TRANSFER_OUT,
  AMOUNT_STATUS.TRANSFER_IN,
  AMOUNT_STATUS.WELCOME_BONUS,
  AMOUNT_STATUS.MAIN_WIN,
];

interface BidOfRow {
  game_name: string;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
  session_date: string;
}

export function createLedgerViews(world: World) {
  const db = world.db;
  const between = db.prepare<[number, number, number, number], LedgerRow>(
    `SELECT id, transaction_type, note, transfer_note, amount, amount_status, created_at
     FROM wallet_transactions
     WHERE user_id = ? AND in_passbook = 1 AND created_at >= ? AND created_at < ?
     ORDER BY id DESC LIMIT ?`,
  );
  const row = db.prepare<[number, number], LedgerRow>(
    `SELECT id, transaction_type, note, transfer_note, amount, amount_status, created_at
     FROM wallet_transactions WHERE id = ? AND user_id = ? AND in_passbook = 1`,
  );
  const deposit = db.prepare<[number], { receipt: string }>(
    'SELECT receipt FROM deposit_requests WHERE transaction_id = ?',
  );
  const withdrawal = db.prepare<[number], WithdrawRow>(
    'SELECT * FROM withdraw_requests WHERE transaction_id = ?',
  );
  const bid = db.prepare<[number], BidOfRow>(
    `SELECT m.name AS game_name, b.label, b.session, b.digits, b.closedigits, b.session_date
     FROM bids b JOIN markets m ON m.id = b.market_id WHERE b.transaction_id = ?`,
  );

  /** The row's own columns and what its code joins, or nothing for a code the server lists not. */
  function detailOf(ledger: LedgerRow): TransactionDetail[] {
    const { transaction_id: _id, ...own } = asTransaction(ledger);
    switch (ledger.amount_status) {
      case AMOUNT_STATUS.DEPOSIT:
        return [{ ...own, fund_payment_receipt: deposit.get(ledger.id)?.receipt ?? '' }];
      case AMOUNT_STATUS.WITHDRAWAL: {
        const request = withdrawal.get(ledger.id);
        if (!request) return [own];
        const {
          withdraw_request_id: _w,
          request_amount: _a,
          request_number: _n,
          request_status: _s,
          insert_date: _d,
          ...joined
        } = asWithdrawal(request);
        return [{ ...own, ...joined }];
      }
      case AMOUNT_STATUS.BID: {
        const placed = bid.get(ledger.id);
        if (!placed) return [own];
        const { label, session_date, ...rest } = placed;
        return [{ ...own, ...rest, pana: label, bid_date: session_date }];
      }
      default:
        return PLAIN_CODES.includes(ledger.amount_status) ? [own] : [];
    }
  }

  return {
    /** Passbook rows written between the two India dates (both included), newest first. */
    statement(user: Player, from: string, to: string): WalletTransaction[] {
      const start = indiaMidnight(from);
      const end = indiaMidnight(addDays(to, 1));
      return between.all(user.id, start, end, HISTORY_LIMIT).map(asTransaction);
    },
    /** One of the player's passbook rows in detail, or the real server's refusal. */
    detail(user: Player, transactionId: number): Outcome<{ rows: TransactionDetail[] }> {
      const ledger = row.get(transactionId, user.id);
      return ledger ? { ok: true, rows: detailOf(ledger) } : refuse(LEDGER_VIEW_MESSAGES.notFound);
    },
  };
}

export function ledgerViewsOf(world: World) {
  return world.service(createLedgerViews);
}
