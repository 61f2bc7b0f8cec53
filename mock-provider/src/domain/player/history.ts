import {
  addDays,
  indiaDateKey,
  indiaMidnight,
  parseDateLeniently,
  parseFilterDate,
  type BidRecord,
  type MarketKind,
  type WalletTransaction,
  type WinRecord,
  type WithdrawRequest,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import {
  asBid,
  asTransaction,
  asWin,
  asWithdrawal,
  type BidRow,
  type LedgerRow,
  type WinRow,
  type WithdrawRow,
} from './history-records';
import { marketsOf } from '../markets';
import { WIN_STATUS } from '../ledger';
import type { Player } from '../users';

/** Bid history answers kept (per player, kind and range); the oldest go first. */
const CACHED_ANSWERS = 1000;

/** Lists answer at most this many rows, newest first, so one call stays cheap on a big ledger. */
export const HISTORY_LIMIT = 1000;

export const HISTORY_MESSAGES = {
  invalidDate: (text: string) => `Invalid date ${text}: use M/D/YYYY`,
} as const;

const NO_DATE = '1970-01-01';

/**
 * The filter's dates as date keys. Two empty dates mean today. strict reads M/D/YYYY only and
 * names a bad date; real reads dates as strtotime would, an unreadable one as 1 January 1970.
 */
export function parseRange(
  from: string,
  to: string,
  now: number,
  strict: boolean,
): { from: string; to: string } | { msg: string } {
  if (from.trim() === '' && to.trim() === '') {
    const today = indiaDateKey(now);
    return { from: today, to: today };
  }
  if (!strict) {
    return { from: parseDateLeniently(from) ?? NO_DATE, to: parseDateLeniently(to) ?? NO_DATE };
  }
  const start = parseFilterDate(from);
  if (!start) return { msg: HISTORY_MESSAGES.invalidDate(from) };
  const end = parseFilterDate(to);
  if (!end) return { msg: HISTORY_MESSAGES.invalidDate(to) };
  return { from: start, to: end };
}

/** Bid, win, wallet and withdraw histories of one player; every query walks a (user_id, ...) index. */
export function createHistory(world: World) {
  const db = world.db;
  // CROSS JOIN keeps bids as the outer loop, so SQLite walks bids_by_user (user_id, session_date, id)
  // instead of scanning a market's bids.
  const bids = db.prepare<[number, string, string, MarketKind, number], BidRow>(
    `SELECT m.name AS game_name, b.label, b.session, b.digits, b.closedigits, b.points,
            b.transaction_id, b.created_at
     FROM bids b CROSS JOIN markets m ON m.id = b.market_id
     WHERE b.user_id = ? AND b.session_date BETWEEN ? AND ? AND m.kind = ?
     ORDER BY b.session_date DESC, b.id DESC LIMIT ?`,
  );
  // A win is its wallet row (dated when it was paid) with the bid it paid for.
  const wins = db.prepare<[number, string, number, number, number], WinRow>(
    `SELECT m.name AS game_name, b.label, b.session, b.digits, b.closedigits,
            t.id AS transaction_id, t.amount, t.transaction_type, t.note, t.amount_status, t.created_at
     FROM wallet_transactions t CROSS JOIN bids b ON b.win_transaction_id = t.id
       CROSS JOIN markets m ON m.id = b.market_id
     WHERE t.user_id = ? AND t.amount_status = ? AND t.transaction_type = '1'
       AND t.created_at >= ? AND t.created_at < ?
     ORDER BY t.id DESC LIMIT ?`,
  );
  const ledger = db.prepare<[number, number], LedgerRow>(
    `SELECT id, transaction_type, note, transfer_note, amount, amount_status, created_at
     FROM wallet_transactions WHERE user_id = ? AND in_passbook = 1 ORDER BY id DESC LIMIT ?`,
  );
  const withdrawals = db.prepare<[number, number], WithdrawRow>(
    'SELECT * FROM withdraw_requests WHERE user_id = ? ORDER BY id DESC LIMIT ?',
  );

  // A player reopens their history often and past days never change: an answer is kept until the
  // player's bids (bids_version, moved by triggers) or the market names change.
  const answers = new Map<string, { version: string; records: BidRecord[] }>();

  return {
    bids(user: Player, kind: MarketKind, from: string, to: string): BidRecord[] {
      const key = `${user.id}|${kind}|${from}|${to}`;
      const version = `${user.bids_version}|${marketsOf(world).generation()}`;
      const kept = answers.get(key);
      if (kept?.version === version) return kept.records;
      const records = bids.all(user.id, from, to, kind, HISTORY_LIMIT).map(asBid);
      answers.delete(key);
      // Stryker disable ConditionalExpression,EqualityOperator,ObjectLiteral: the cache's bound and entry; with either broken, answers are read again, the same.
      if (answers.size >= CACHED_ANSWERS) answers.delete(answers.keys().next().value!);
      answers.set(key, { version, records });
      // Stryker restore ConditionalExpression,EqualityOperator,ObjectLiteral
      return records;
    },
    /** Wins paid between the two dates (India days, both included). */
    wins(user: Player, kind: MarketKind, from: string, to: string): WinRecord[] {
      const start = indiaMidnight(from);
      const end = indiaMidnight(addDays(to, 1));
      return wins.all(user.id, WIN_STATUS[kind], start, end, HISTORY_LIMIT).map(asWin(kind));
    },
    /** The passbook: every row the player may see (a withdraw hold only once approved). */
    transactions: (user: Player): WalletTransaction[] =>
      ledger.all(user.id, HISTORY_LIMIT).map(asTransaction),
    withdrawals: (user: Player): WithdrawRequest[] =>
      withdrawals.all(user.id, HISTORY_LIMIT).map(asWithdrawal),
  };
}

export function historyOf(world: World) {
  return world.service(createHistory);
}
