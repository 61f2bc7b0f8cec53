/**
 * The databases the provider benchmarks run on, written before the provider starts: the seeded demo
 * world plus a month of the demo player's bids; the growth world (many players, a million bids,
 * cached under bench/tmp/); the settlement world (one market with many pending bids). Every one
 * keeps the ledger rule: a balance equals the sum of its ledger rows, every bid names its debit.
 */
import { addDays, indiaDateKey, indiaParts, instantAt } from '@panna/shared';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_PLAYERS,
  demoMarkets,
  hashPasswordSync,
  newToken,
  seededRandom,
  seedWorld,
} from '@panna/mock-provider/seed';
import { World, type Db } from '@panna/mock-provider/worlds';
import { idOf, mainMarketIds, writer, bidRow } from './bid-rows';
import { ROOT } from './processes';

export const TMP = join(ROOT, 'bench', 'tmp');
export const DEMO_MOBILE = DEMO_PLAYERS.player.mobile;
/** The history benchmark asks for the 30 days ending yesterday (today's bids keep arriving). */
export const MONTH_DAYS = 30;

let fileCount = 0;
/** A new database file path under bench/tmp/, removed with its WAL files by `removeDb`. */
export function tempDbPath(name: string): string {
  mkdirSync(TMP, { recursive: true });
  fileCount += 1;
  return join(TMP, `${name}-${process.pid}-${fileCount}.db`);
}

export function removeDb(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

/** Opens (and migrates) a database file as the provider would, seeding it when empty. */
export function seeded(path: string): World {
  const world = new World('default', path);
  seedWorld(world);
  return world;
}

/**
 * The demo player's month: `perDay` bids a day on the main markets for the 30 days before today,
 * in two submissions a day, paid from a deposit made before them.
 */
export function addDemoMonth(db: Db, perDay = 10): void {
  const userId = idOf(db, 'SELECT id FROM users WHERE mobile = ?', DEMO_MOBILE);
  const markets = mainMarketIds(db);
  const today = indiaDateKey(Date.now());
  const next = seededRandom(7);
  const write = writer(db);
  const days = Array.from({ length: MONTH_DAYS }, (_, i) => addDays(today, i - MONTH_DAYS));
  const plans = days.map((date) => ({
    date,
    rows: Array.from({ length: perDay }, () => bidRow(next)),
  }));
  const total = plans.reduce((sum, p) => sum + p.rows.reduce((s, r) => s + r.points, 0), 0);
  db.transaction(() => {
    let balance =
      (db.prepare('SELECT wallet FROM users WHERE id = ?').get(userId) as { wallet: number })
        .wallet + total;
    write.post(userId, 'credit', total, balance, 'Bench deposit', instantAt(days[0]!, 0));
    for (const { date, rows } of plans) {
      for (const half of [rows.slice(0, perDay / 2), rows.slice(perDay / 2)]) {
        const at = instantAt(date, 9 * 60 + Math.floor(next() * 600));
        const amount = half.reduce((s, r) => s + r.points, 0);
        balance -= amount;
        const marketId = markets[Math.floor(next() * markets.length)]!;
        const txId = write.post(userId, 'debit', amount, balance, 'Bid placed', at);
        for (const row of half) write.bid(userId, marketId, txId, date, row, at, today);
      }
    }
    db.prepare('UPDATE users SET wallet = ? WHERE id = ?').run(balance, userId);
  })();
}

/** Moves DEMO MAIN's hours ahead of now, as seeding does, so its Open session takes bids. */
function openDemoMain(db: Db): void {
  const demo = demoMarkets(indiaParts(Date.now()).minutes)[0]!;
  db.prepare(
    "UPDATE market_schedule SET open_minutes = ?, close_minutes = ? WHERE market_id = (SELECT id FROM markets WHERE name = 'DEMO MAIN')",
  ).run(demo.open, demo.close);
}

/** Gives the demo player a fresh session token (as a login would) and answers it. */
function signIn(db: Db): string {
  const token = newToken();
  db.prepare('UPDATE users SET token = ? WHERE mobile = ?').run(token, DEMO_MOBILE);
  return token;
}

export interface BenchDb {
  path: string;
  token: string;
  demoMainId: number;
}

/** Makes a file ready for a provider: DEMO MAIN open ahead, the demo player signed in. */
export function ready(path: string): BenchDb {
  const world = new World('default', path);
  try {
    openDemoMain(world.db);
    const token = signIn(world.db);
    const demoMainId = idOf(world.db, "SELECT id FROM markets WHERE name = 'DEMO MAIN'");
    return { path, token, demoMainId };
  } finally {
    world.close();
  }
}

/** The seeded demo world with the demo player's month of bids. */
export function smallDb(): BenchDb {
  const path = tempDbPath('small');
  const world = seeded(path);
  addDemoMonth(world.db);
  world.close();
  return ready(path);
}

/** A main market of its own with `count` pending Open bids for today, from 1,000 players. */
export function settlementDb(count: number): BenchDb & { marketId: number; date: string } {
  const path = tempDbPath('settle');
  const world = seeded(path);
  const db = world.db;
  const today = indiaDateKey(Date.now());
  const marketId = Number(
    db.prepare("INSERT INTO markets (kind, name, sort) VALUES ('main', 'BENCH SETTLE', 999)").run()
      .lastInsertRowid,
  );
  const day = db.prepare(
    'INSERT INTO market_schedule (market_id, weekday, open_minutes, close_minutes) VALUES (?, ?, 1380, 1430)',
  );
  for (let weekday = 0; weekday < 7; weekday++) day.run(marketId, weekday);
  const hash = hashPasswordSync('bench123');
  const insertUser = db.prepare(
    'INSERT INTO users (name, mobile, password_hash, wallet, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const write = writer(db);
  const next = seededRandom(9);
  const players = 1000;
  const at = instantAt(today, 60);
  db.transaction(() => {
    for (let p = 0; p < players; p++) {
      const rows = Array.from({ length: Math.ceil(count / players) }, () => {
        const row = bidRow(next);
        return row.label === 'Jodi Digit'
          ? { ...row, label: 'Single Digit', session: 'Open' as const, digits: row.digits[0]! }
          : { ...row, session: 'Open' as const };
      }).slice(0, count - p * Math.ceil(count / players));
      if (rows.length === 0) break;
      const amount = rows.reduce((sum, r) => sum + r.points, 0);
      const id = Number(
        insertUser.run(`Settle ${p + 1}`, String(8_000_000_000 + p), hash, 0, at).lastInsertRowid,
      );
      write.post(id, 'credit', amount, amount, 'Bench deposit', at);
      const txId = write.post(id, 'debit', amount, 0, 'Bid placed', at);
      for (const row of rows) write.bid(id, marketId, txId, today, row, at, today);
    }
  })();
  world.close();
  return { ...ready(path), marketId, date: today };
}
