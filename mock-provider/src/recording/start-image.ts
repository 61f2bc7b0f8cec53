/**
 * The world as it stood when a recording began, read from its image (a copy of its database):
 * what the pins (pins.ts) put back. Opened once when the recording is written, then closed.
 */
import type { MarketKind } from '@panna/shared';
import { openDatabase, type Db } from '../db/connection';
import type { Profile } from '../domain/profile';
import { DEFAULT_SETTINGS, createSettings } from '../domain/settings';
import type { RequestKind } from './drafts';

export interface MarketRow {
  id: number;
  kind: MarketKind;
  name: string;
  active: number;
}
export interface DayRow {
  weekday: number;
  open_minutes: number;
  close_minutes: number;
}
export interface ResultRow {
  open_pana: string | null;
  close_pana: string | null;
  jodi: string | null;
  updated_at: number;
}
export interface BidRow {
  id: number;
  mobile: string;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
  points: number;
  created_at: number;
}
export interface UserRow {
  mobile: string;
  name: string;
  wallet: number;
  betting_status: string;
  blocked: number;
  paytm_number: string | null;
  google_pay_number: string | null;
  phone_pay_number: string | null;
}
export interface RequestRow {
  id: number;
  mobile: string;
  amount: number;
  payment_method: number | string;
  paytm_number?: string;
  google_pay_number?: string;
  phone_pay_number?: string;
  created_at: number;
}

function reader(db: Db, defaultProfile: Profile) {
  const market = db.prepare<[number], MarketRow>(
    'SELECT id, kind, name, active FROM markets WHERE id = ?',
  );
  const week = db.prepare<[number], DayRow>(
    'SELECT weekday, open_minutes, close_minutes FROM market_schedule WHERE market_id = ? ORDER BY weekday',
  );
  const holidays = db.prepare<[number], { date: string }>(
    'SELECT date FROM holidays WHERE market_id = ? ORDER BY date',
  );
  const result = db.prepare<[number, string], ResultRow>(
    'SELECT open_pana, close_pana, jodi, updated_at FROM results WHERE market_id = ? AND date = ?',
  );
  const bids = db.prepare<[number, string], BidRow>(
    `SELECT b.id, u.mobile, b.label, b.session, b.digits, b.closedigits, b.points, b.created_at
     FROM bids b JOIN users u ON u.id = b.user_id WHERE b.market_id = ? AND b.session_date = ? ORDER BY b.id`,
  );
  const user = db.prepare<[string], UserRow>(
    `SELECT u.mobile, u.name, u.wallet, u.betting_status, u.blocked, p.paytm_number, p.google_pay_number, p.phone_pay_number
     FROM users u LEFT JOIN payment_details p ON p.user_id = u.id WHERE u.mobile = ?`,
  );
  const pending: Record<RequestKind, ReturnType<typeof db.prepare<[number], RequestRow>>> = {
    withdrawals: db.prepare<[number], RequestRow>(
      `SELECT r.id, u.mobile, r.amount, r.payment_method, r.paytm_number, r.google_pay_number, r.phone_pay_number, r.created_at
       FROM withdraw_requests r JOIN users u ON u.id = r.user_id WHERE r.id = ? AND r.status = '0'`,
    ),
    deposits: db.prepare<[number], RequestRow>(
      `SELECT r.id, u.mobile, r.amount, r.payment_method, r.created_at
       FROM deposit_requests r JOIN users u ON u.id = r.user_id WHERE r.id = ? AND r.status = '0'`,
    ),
  };
  return {
    settings: () => createSettings(db, { ...DEFAULT_SETTINGS, profile: defaultProfile }).all(),
    /** A market that plays on some day (one without a week cannot be made again). */
    market: (id: number): MarketRow | undefined =>
      week.all(id).length > 0 ? market.get(id) : undefined,
    week: (id: number): DayRow[] => week.all(id),
    holidays: (id: number): string[] => holidays.all(id).map((h) => h.date),
    result: (id: number, date: string): ResultRow | undefined => result.get(id, date),
    bids: (id: number, date: string): BidRow[] => bids.all(id, date),
    user: (mobile: string): UserRow | undefined => user.get(mobile),
    /** A request that was pending then. */
    pendingRequest: (kind: RequestKind, id: number): RequestRow | undefined =>
      pending[kind].get(id),
  };
}

export type StartImage = ReturnType<typeof reader>;

/** Reads a world's image with `read`, then closes it. */
export function readImage<T>(
  image: Buffer,
  defaultProfile: Profile,
  read: (start: StartImage) => T,
): T {
  const db = openDatabase(image);
  try {
    return read(reader(db, defaultProfile));
  } finally {
    db.close();
  }
}
