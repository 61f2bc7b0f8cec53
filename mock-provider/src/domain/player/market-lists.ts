import {
  MARKET_MSG,
  MARKET_STATUS,
  addDays,
  indiaDateKey,
  mainListShowsToday,
  parseClockTime,
  type MarketKind,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import { marketsOf, type Market, type ResultRow } from '../markets';
import { displayedTimes } from '../schedule';

/** One market as the lists show it now. */
export interface ListedMarket {
  market: Market;
  open: string;
  close: string;
  /** Minutes of the day of the open and close times shown. */
  openMinutes: number;
  closeMinutes: number;
  status: 1 | 2;
  /** "Market Running", "Market Closed", or "Market closed" on a day it does not play. */
  msg: string;
  result: ResultRow | undefined;
  /**
   * The date of `result` when it is today's session's before 08:00 (declared early, or a market
   * opening before then), which the real server's rule would not show yet; else undefined.
   */
  earlyResultDate: string | undefined;
}

/** Distinct hosts whose lists are kept; past this the cache starts over (Host is client input). */
const MAX_CACHED_LISTS = 64;

/**
 * The market lists (the dashboard's main list, Starline, Gali). They are polled every 5 s by
 * every player: each kind's answer list, as mapped for one base URL, is kept until its key (time
 * step, markets, results) moves. The main list counts seconds (its durations do); the others
 * minutes.
 */
export function createMarketLists(world: World) {
  // One query for a kind's recent results: no query per market.
  const recentRows = world.db.prepare<[MarketKind, string], ResultRow>(
    'SELECT r.* FROM results r JOIN markets m ON m.id = r.market_id WHERE m.kind = ? AND r.date >= ?',
  );
  const recentResults = (kind: MarketKind, now: number): Map<string, ResultRow> =>
    new Map(
      recentRows
        .all(kind, addDays(indiaDateKey(now), -1))
        .map((r) => [`${r.market_id}|${r.date}`, r]),
    );
  const kept = new Map<string, { key: string; list: unknown[] }>();

  /**
   * Each active market of a kind with today's times, status and the result of the day the list
   * shows, sorted by open time as the real server sorts them.
   */
  const listing = (kind: MarketKind, now: number): ListedMarket[] => {
    const markets = marketsOf(world);
    const results = recentResults(kind, now);
    const today = indiaDateKey(now);
    return markets
      .list(kind)
      .map((market) => {
        // Today's times, or those of the next day it plays.
        const times = displayedTimes(now, market.schedule);
        const resultDate = markets.resultDate(market, now, results.get(`${market.id}|${today}`));
        const status = markets.status(market, now);
        const msg = !markets.play(market, now)
          ? MARKET_MSG.OFF_TODAY
          : status === MARKET_STATUS.RUNNING
            ? MARKET_MSG.RUNNING
            : MARKET_MSG.CLOSED;
        return {
          market,
          open: times.open,
          close: times.close,
          openMinutes: parseClockTime(times.open) ?? 0,
          closeMinutes: parseClockTime(times.close) ?? 0,
          status,
          msg,
          result: results.get(`${market.id}|${resultDate}`),
          // Stryker disable next-line ConditionalExpression: only the main list's answer reads it.
          earlyResultDate:
            kind === 'main' && resultDate === today && !mainListShowsToday(now) ? today : undefined,
        };
      })
      .sort((a, b) => a.openMinutes - b.openMinutes);
  };

  return {
    /**
     * A kind's list mapped by `toAnswer`, the same list object until the markets, the results or
     * the time step move. `base` is the base URL the items embed ('' when they hold none).
     */
    answer<T>(kind: MarketKind, base: string, toAnswer: (m: ListedMarket, now: number) => T): T[] {
      const now = world.clock.now();
      // Stryker disable next-line ConditionalExpression: a finer step only builds a list again, the same.
      const key = marketsOf(world).listingKey(now, kind === 'main' ? 1000 : 60_000);
      const slot = `${kind}|${base}`;
      const cached = kept.get(slot);
      if (cached?.key === key) return cached.list as T[];
      const list = listing(kind, now).map((m) => toAnswer(m, now));
      // Stryker disable ConditionalExpression,EqualityOperator,ObjectLiteral: the cache's bound and entry; with either broken, lists are built again, the same.
      if (kept.size >= MAX_CACHED_LISTS) kept.clear();
      kept.set(slot, { key, list });
      // Stryker restore ConditionalExpression,EqualityOperator,ObjectLiteral
      return list;
    },
  };
}

export function marketListsOf(world: World) {
  return world.service(createMarketLists);
}
