/**
 * The growth world: the demo world grown to many players and a million bids over 30 days, generated
 * once a day per size into bench/tmp/ and copied for each run.
 */
import { addDays, indiaDateKey, instantAt } from '@panna/shared';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { hashPasswordSync, seededRandom } from '@panna/mock-provider/seed';
import type { Db } from '@panna/mock-provider/worlds';
import { mainMarketIds, writer, bidRow } from './bid-rows';
import {
  TMP,
  tempDbPath,
  removeDb,
  seeded,
  addDemoMonth,
  ready,
  type BenchDb,
  MONTH_DAYS,
} from './databases';

/** Bump when the generated data changes shape: cached growth files of other versions are ignored. */
const GROWTH_VERSION = 1;

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
  const hash = hashPasswordSync('bench123');
  const insertUser = db.prepare(
    'INSERT INTO users (name, mobile, password_hash, created_at) VALUES (?, ?, ?, ?)',
  );
  const setWallet = db.prepare('UPDATE users SET wallet = ? WHERE id = ?');
  const write = writer(db);
  const markets = mainMarketIds(db);
  const next = seededRandom(42);
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
