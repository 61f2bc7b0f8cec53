/**
 * The databases the provider benchmarks run on, written before the provider starts: the seeded demo
 * world plus a month of the demo player's bids; the growth world (many players, a million bids,
 * cached under bench/tmp/); the settlement world (one market with many pending bids). Every one
 * keeps the ledger rule: a balance equals the sum of its ledger rows, every bid names its debit.
 */
import {
  AMOUNT_STATUS,
  SINGLE_PANA,
  TRANSACTION_TYPE,
  addDays,
  indiaDateKey,
  indiaParts,
  instantAt,
} from '@panna/shared';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_PLAYERS,
  demoMarkets,
  hashPassword,
  newToken,
  seedWorld,
} from '@panna/mock-provider/seed';
import { World, type Db } from '@panna/mock-provider/worlds';
import { ROOT } from './processes';

export const TMP = join(ROOT, 'bench', 'tmp');
export const DEMO_MOBILE = DEMO_PLAYERS.player.mobile;
/** Bump when the generated data changes shape: cached growth files of other versions are ignored. */
const GROWTH_VERSION = 1;
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

/** A deterministic pseudo-random source (mulberry32), so generated worlds are the same each time. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Opens (and migrates) a database file as the provider would, seeding it when empty. */
function seeded(path: string): World {
  const world = new World('default', path);
  seedWorld(world);
  return world;
}

const idOf = (db: Db, sql: string, ...params: unknown[]): number =>
  (db.prepare(sql).get(...params) as { id: number }).id;

const mainMarketIds = (db: Db): number[] =>
  (
    db.prepare("SELECT id FROM markets WHERE kind = 'main' ORDER BY sort").all() as { id: number }[]
  ).map((r) => r.id);

/** Statements that write a player's submissions straight into the tables, ledger included. */
function writer(db: Db) {
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

interface BidRow {
  label: string;
  session: 'Open' | 'Close';
  digits: string;
  points: number;
}

/** A realistic row: Single Digit, Jodi or Single Pana, 10 to 100 points. */
function bidRow(next: () => number): BidRow {
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

/**
 * The demo player's month: `perDay` bids a day on the main markets for the 30 days before today,
 * in two submissions a day, paid from a deposit made before them.
 */
function addDemoMonth(db: Db, perDay = 10): void {
  const userId = idOf(db, 'SELECT id FROM users WHERE mobile = ?', DEMO_MOBILE);
  const markets = mainMarketIds(db);
  const today = indiaDateKey(Date.now());
  const next = random(7);
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
function ready(path: string): BenchDb {
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

/**
 * The demo world grown to `players` extra players and `bids` bids over the last 30 days (four rows
 * per submission, one debit each). Generated once per day and size, then copied for each run.
 */
export function growthDb(players: number, bids: number): BenchDb {
  const today = indiaDateKey(Date.now());
  const name = `growth-v${GROWTH_VERSION}-${players}-${bids}-${today}.db`;
  const cached = join(TMP, name);
  if (!existsSync(cached)) {
    mkdirSync(TMP, { recursive: true });
    // Files of other days or versions are stale; other sizes of today's stay (quick and full runs).
    const stale = (f: string) =>
      f.startsWith('growth-v') &&
      !(f.startsWith(`growth-v${GROWTH_VERSION}-`) && f.endsWith(`-${today}.db`));
    for (const old of readdirSync(TMP).filter(stale)) rmSync(join(TMP, old));
    const partial = `${cached}.partial`;
    removeDb(partial);
    const world = seeded(partial);
    addDemoMonth(world.db);
    generateGrowth(world.db, players, bids, today);
    world.close();
    renameSync(partial, cached);
  }
  const path = tempDbPath('growth');
  copyFileSync(cached, path);
  return ready(path);
}

const ROWS_PER_SUBMISSION = 4;

function generateGrowth(db: Db, players: number, bids: number, today: string): void {
  const hash = hashPassword('bench123');
  const insertUser = db.prepare(
    'INSERT INTO users (name, mobile, password_hash, created_at) VALUES (?, ?, ?, ?)',
  );
  const setWallet = db.prepare('UPDATE users SET wallet = ? WHERE id = ?');
  const write = writer(db);
  const markets = mainMarketIds(db);
  const next = random(42);
  const firstDay = addDays(today, 1 - MONTH_DAYS);
  const deposit = 1_000_000;
  db.transaction(() => {
    const ids: number[] = [];
    const balance: number[] = [];
    const start = instantAt(firstDay, 0);
    for (let i = 0; i < players; i++) {
      const id = Number(
        insertUser.run(`Player ${i + 1}`, String(7_000_000_000 + i), hash, start).lastInsertRowid,
      );
      ids.push(id);
      balance.push(deposit);
      write.post(id, 'credit', deposit, deposit, 'Bench deposit', start);
    }
    const submissions = Math.ceil(bids / ROWS_PER_SUBMISSION);
    const perDay = Math.ceil(submissions / MONTH_DAYS);
    let written = 0;
    for (let s = 0; s < submissions; s++) {
      const date = addDays(firstDay, Math.floor(s / perDay));
      const at = instantAt(date, Math.floor(((s % perDay) / perDay) * 1440));
      const p = Math.floor(next() * players);
      const rows = Array.from({ length: Math.min(ROWS_PER_SUBMISSION, bids - written) }, () =>
        bidRow(next),
      );
      const amount = rows.reduce((sum, r) => sum + r.points, 0);
      balance[p]! -= amount;
      const txId = write.post(ids[p]!, 'debit', amount, balance[p]!, 'Bid placed', at);
      const marketId = markets[Math.floor(next() * markets.length)]!;
      for (const row of rows) write.bid(ids[p]!, marketId, txId, date, row, at, today);
      written += rows.length;
    }
    ids.forEach((id, i) => setWallet.run(balance[i], id));
  })();
  db.pragma('optimize');
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
  const hash = hashPassword('bench123');
  const insertUser = db.prepare(
    'INSERT INTO users (name, mobile, password_hash, wallet, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const write = writer(db);
  const next = random(9);
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
