/** Helpers for the mock's tests: an app built exactly as the server builds it, and its data. */
import { AMOUNT_STATUS, instantAt, parseClockTime, type MarketKind } from '@panna/shared';
import { buildApp, type AppOptions } from '../app';
import { DEV_APP_KEY } from '../config';
import { hashPasswordSync, newToken } from '../domain/passwords';
import type { World } from '../worlds/world';
import { ledgerOf } from '../domain/ledger';
import { marketRowsOf, sameTimes } from '../domain/market-rows';

export const ENVELOPE = { env_type: 'Prod', app_key: DEV_APP_KEY } as const;

/** Monday 2024-07-01, 10:00 India time: a fixed, ordinary weekday morning. */
/** The day the route tests run on (a Monday): MONDAY_10AM's date. */
export const TEST_DAY = '2024-07-01';
export const MONDAY_10AM = instantAt(TEST_DAY, 10 * 60);

/** An instant on TEST_DAY (or `date`), India time: `onTestDay(15, 45)` is 15:45. */
export const onTestDay = (hours: number, minutes = 0, date = TEST_DAY) =>
  instantAt(date, hours * 60 + minutes);

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** The app on an in-memory database, unseeded unless asked, with its clock at `startAt`. */
export function testApp(options: AppOptions = {}): Promise<TestApp> {
  return buildApp({ dbPath: ':memory:', seed: false, startAt: MONDAY_10AM, ...options });
}

/** POSTs a provider call with the envelope and answers the parsed body. */
export async function call<T = Record<string, unknown>>(
  app: TestApp,
  path: string,
  body: Record<string, unknown> = {},
  prefix = '',
): Promise<T & { status: boolean | string; msg: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `${prefix}/${path}`,
    payload: { ...ENVELOPE, ...body },
  });
  return response.json();
}

export interface TestPlayer {
  id: number;
  token: string;
  mobile: string;
}

let playerCount = 0;
const TEST_PASSWORD_HASH = hashPasswordSync('secret1');

/** A player with a session token and, if asked, a deposited balance (through the ledger). */
export function addPlayer(
  world: World,
  {
    mobile,
    wallet = 0,
    betting = '1',
    name = 'Tester',
  }: { mobile?: string; wallet?: number; betting?: string; name?: string } = {},
): TestPlayer {
  playerCount += 1;
  const player = {
    mobile: mobile ?? `9${String(100_000_000 + playerCount).slice(-9)}`,
    token: newToken(),
  };
  const now = world.clock.now();
  const id = Number(
    world.db
      .prepare(
        'INSERT INTO users (name, mobile, password_hash, token, betting_status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(name, player.mobile, TEST_PASSWORD_HASH, player.token, betting, now).lastInsertRowid,
  );
  if (wallet > 0) {
    ledgerOf(world).post({
      userId: id,
      direction: 'credit',
      amountStatus: AMOUNT_STATUS.DEPOSIT,
      amount: wallet,
      note: 'Test deposit',
      at: now,
    });
  }
  return { id, ...player };
}

/** A market playing every day (or the given weekdays) at the given 12-hour times. */
export function addMarket(
  world: World,
  {
    kind = 'main',
    name = 'TEST MARKET',
    open = '03:45 PM',
    close,
    days = [0, 1, 2, 3, 4, 5, 6],
  }: { kind?: MarketKind; name?: string; open?: string; close?: string; days?: number[] } = {},
): number {
  const openMinutes = parseClockTime(open)!;
  let closeMinutes = kind === 'main' ? parseClockTime(close ?? '05:45 PM')! : openMinutes;
  if (closeMinutes < openMinutes) closeMinutes += 1440;
  return marketRowsOf(world).add(
    { kind, name, sort: 0, active: true },
    sameTimes(days, openMinutes, closeMinutes),
  );
}

/** Every balance equals the sum of its ledger rows (credits minus debits). */
export function ledgerMismatches(world: World): { id: number; wallet: number; ledger: number }[] {
  return world.db
    .prepare(
      `SELECT u.id, u.wallet, COALESCE(SUM(CASE t.transaction_type WHEN '1' THEN t.amount ELSE -t.amount END), 0) AS ledger
       FROM users u LEFT JOIN wallet_transactions t ON t.user_id = u.id GROUP BY u.id HAVING u.wallet != ledger`,
    )
    .all() as { id: number; wallet: number; ledger: number }[];
}

/** Stores a result row as a declaration would, without settling anything. */
export function addResult(
  world: World,
  marketId: number,
  date: string,
  fields: { open_pana?: string; close_pana?: string; jodi?: string },
): void {
  world.db
    .prepare(
      'INSERT INTO results (market_id, date, open_pana, close_pana, jodi, updated_at) VALUES (?, ?, ?, ?, ?, 0)',
    )
    .run(marketId, date, fields.open_pana ?? null, fields.close_pana ?? null, fields.jodi ?? null);
}

/** The OTPs texted to a number, oldest first. */
export const sentOtps = (world: World, mobile: string) =>
  world.db
    .prepare('SELECT otp, purpose, sent_at FROM otp_outbox WHERE mobile = ? ORDER BY id')
    .all(mobile) as { otp: string; purpose: string; sent_at: number }[];

/** The `n` a `SELECT COUNT(*) AS n ...` answers. */
export const countRows = (world: World, sql: string): number =>
  (world.db.prepare(sql).get() as { n: number }).n;
