import { indiaParts } from '@panna/shared';
import { marketRowsOf, sameTimes } from '../domain/market-rows';
import { marketsOf } from '../domain/markets';
import type { World } from '../worlds/world';
import {
  GALI_MARKETS,
  MAIN_MARKETS,
  STARLINE_SLOTS,
  demoMarkets,
  type MarketSeed,
} from './markets';
import type { SeededMarket } from './bid-history';
import { seedPlayers } from './players';
import { resultsFor } from './results';

// What a script filling a world needs besides (@panna/mock-provider/seed).
export { DEMO_PASSWORD, DEMO_PLAYERS } from './players';
export { demoMarkets } from './markets';
export { hashPasswordSync, newToken } from '../domain/passwords';
export { seededRandom } from '../domain/seeded-random';

/**
 * Fills an empty world with the documented demo data: the demo players, the traditional markets,
 * hourly Starline slots, the Gali Disawar markets, a rolling demo market of each kind, 30 days of
 * results and some past bids and wins. Deterministic for a given clock; one transaction.
 */
export function seedWorld(world: World): void {
  const db = world.db;
  const now = world.clock.now();
  const insertResult = db.prepare<
    [number, string, string | null, string | null, string | null, number]
  >(
    'INSERT INTO results (market_id, date, open_pana, close_pana, jodi, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  const [demoMain, demoStarline, demoGali] = demoMarkets(indiaParts(now).minutes);
  // Each kind lists its demo market first (the lists sort by open time, as the real server does).
  const all: MarketSeed[] = [
    demoMain!,
    ...MAIN_MARKETS,
    demoStarline!,
    ...STARLINE_SLOTS,
    demoGali!,
    ...GALI_MARKETS,
  ];

  db.transaction(() => {
    const seeded: SeededMarket[] = all.map((market, sort) => {
      const { kind, name, weekdays, open, close } = market;
      const week = sameTimes(weekdays, open, close);
      const id = marketRowsOf(world).add({ kind, name, sort, active: true }, week);
      const results = resultsFor(market, now);
      for (const r of results)
        insertResult.run(id, r.date, r.openPana, r.closePana, r.jodi, r.declaredAt);
      return { id, kind: market.kind, name: market.name, open: market.open, results };
    });
    seedPlayers(world, seeded);
  })();
  marketsOf(world).invalidate();
}
