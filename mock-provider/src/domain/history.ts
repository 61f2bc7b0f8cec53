import {
  formatBidDate,
  formatClockTime,
  indiaDateKey,
  indiaParts,
  parseFilterDate,
  type BidRecord,
  type MarketKind,
  type WalletTransaction,
  type WinRecord,
  type WithdrawRequest,
} from '@panna/shared';
import type { World } from '../world';
import { marketsOf } from './markets';
import type { Player } from './users';

/**
 * Dates in answers: `bid_date` and `wining_date` as D-MonthName-YYYY ("1-July-2024"), the format
 * the client sends bid dates in; `insert_date` adds the 12-hour India time ("1-July-2024 10:05 AM").
 */
export const formatInsertDate = (ms: number): string =>
  `${formatBidDate(indiaDateKey(ms))} ${formatClockTime(indiaParts(ms).minutes)}`;

/** Bid history answers kept (per player, kind and range); the oldest go first. */
const CACHED_ANSWERS = 1000;

/** Lists answer at most this many rows, newest first, so one call stays cheap on a big ledger. */
export const HISTORY_LIMIT = 1000;

export const HISTORY_MESSAGES = {
  ok: 'Success',
  invalidDate: (text: string) => `Invalid date ${text}: use M/D/YYYY`,
} as const;

interface BidRow {
  game_name: string;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
  points: number;
  session_date: string;
  win_amount: number;
  settled_at: number | null;
}

const asBid = (row: BidRow): BidRecord => ({
  game_name: row.game_name,
  pana: row.label,
  session: row.session,
  digits: row.digits,
  closedigits: row.closedigits,
  points: String(row.points),
  bid_date: formatBidDate(row.session_date),
});

const asWin = (row: BidRow): WinRecord => ({
  ...asBid(row),
  amount: String(row.win_amount),
  wining_date:
    row.settled_at === null
      ? formatBidDate(row.session_date)
      : formatBidDate(indiaDateKey(row.settled_at)),
});

/** Both filter dates as date keys, or the message naming the bad one. */
export function parseRange(
  from: string,
  to: string,
): { from: string; to: string } | { msg: string } {
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
  // Two whole statements rather than one built from a flag: SQL text is never assembled.
  const bids = db.prepare<[number, string, string, MarketKind, number], BidRow>(
    `SELECT m.name AS game_name, b.label, b.session, b.digits, b.closedigits, b.points, b.session_date,
            b.win_amount, b.settled_at
     FROM bids b CROSS JOIN markets m ON m.id = b.market_id
     WHERE b.user_id = ? AND b.session_date BETWEEN ? AND ? AND m.kind = ?
     ORDER BY b.session_date DESC, b.id DESC LIMIT ?`,
  );
  const wins = db.prepare<[number, string, string, MarketKind, number], BidRow>(
    `SELECT m.name AS game_name, b.label, b.session, b.digits, b.closedigits, b.points, b.session_date,
            b.win_amount, b.settled_at
     FROM bids b CROSS JOIN markets m ON m.id = b.market_id
     WHERE b.user_id = ? AND b.session_date BETWEEN ? AND ? AND m.kind = ? AND b.status = 'won'
     ORDER BY b.session_date DESC, b.id DESC LIMIT ?`,
  );
  const ledger = db.prepare<
    [number, number],
    {
      id: number;
      transaction_type: string;
      note: string;
      amount: number;
      amount_status: string;
      created_at: number;
    }
  >('SELECT * FROM wallet_transactions WHERE user_id = ? ORDER BY id DESC LIMIT ?');
  const withdrawals = db.prepare<
    [number, number],
    {
      request_number: string;
      amount: number;
      status: string;
      created_at: number;
      receipt: string;
      paytm_number: string;
      google_pay_number: string;
      phone_pay_number: string;
    }
  >('SELECT * FROM withdraw_requests WHERE user_id = ? ORDER BY id DESC LIMIT ?');

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
      if (answers.size >= CACHED_ANSWERS) answers.delete(answers.keys().next().value!);
      answers.set(key, { version, records });
      return records;
    },
    wins: (user: Player, kind: MarketKind, from: string, to: string): WinRecord[] =>
      wins.all(user.id, from, to, kind, HISTORY_LIMIT).map(asWin),
    transactions: (user: Player): WalletTransaction[] =>
      ledger.all(user.id, HISTORY_LIMIT).map((row) => ({
        transaction_id: String(row.id),
        transaction_type: row.transaction_type,
        transaction_note: row.note,
        amount: String(row.amount),
        amount_status: row.amount_status,
        insert_date: formatInsertDate(row.created_at),
      })),
    withdrawals: (user: Player): WithdrawRequest[] =>
      withdrawals.all(user.id, HISTORY_LIMIT).map((row) => ({
        request_number: row.request_number,
        request_amount: String(row.amount),
        request_status: row.status,
        insert_date: formatInsertDate(row.created_at),
        payment_receipt: row.receipt,
        paytm_number: row.paytm_number,
        google_pay_number: row.google_pay_number,
        phone_pay_number: row.phone_pay_number,
      })),
  };
}

export const historyOf = (world: World) => world.service(createHistory);
