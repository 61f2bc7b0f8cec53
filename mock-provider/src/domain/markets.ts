import {
  MARKET_STATUS,
  MSG,
  addDays,
  indiaDateKey,
  isBlockedAfterOpen,
  mainRowShowsToday,
  type BidType,
  type MarketKind,
} from '@panna/shared';
import { createUnchangedCache } from '../db/unchanged-cache';
import type { World } from '../worlds/world';
import {
  currentSession,
  sessionOn,
  todaysPlay,
  type DaySchedule,
  type MarketSession,
  type TodaysPlay,
} from './schedule';

export interface MarketRow {
  id: number;
  kind: MarketKind;
  name: string;
  sort: number;
  active: number;
}

export interface ResultRow {
  market_id: number;
  date: string;
  open_pana: string | null;
  close_pana: string | null;
  jodi: string | null;
  updated_at: number;
}

/** Whether a session's result row holds any declared result (a pana or a jodi). */
export const isDeclared = (result: ResultRow | undefined): boolean =>
  Boolean(result && (result.open_pana || result.close_pana || result.jodi));

/** A market with its weekly schedule and holidays, loaded once and kept until markets change. */
export interface Market extends MarketRow {
  schedule: DaySchedule[];
  holidays: Set<string>;
}

/**
 * Markets, their schedules and results. Status comes from the world's clock, as the real server
 * computes it from today's times: a main market runs until today's date at its close time on a day
 * it plays (so one closing after midnight reads closed after that early-morning time); a Starline
 * slot or Gali market until its open time today.
 */
export function createMarkets(world: World) {
  const db = world.db;
  const allRows = db.prepare<[], MarketRow>(
    'SELECT * FROM markets WHERE active = 1 ORDER BY sort, id',
  );
  const scheduleRows = db.prepare<[], DaySchedule & { market_id: number }>(
    'SELECT market_id, weekday, open_minutes AS openMinutes, close_minutes AS closeMinutes FROM market_schedule',
  );
  const holidayRows = db.prepare<[], { market_id: number; date: string }>(
    'SELECT market_id, date FROM holidays',
  );
  const resultRow = db.prepare<[number, string], ResultRow>(
    'SELECT * FROM results WHERE market_id = ? AND date = ?',
  );
  const resultsVersion = db.prepare<[], { version: number }>(
    "SELECT version FROM data_versions WHERE name = 'results'",
  );
  const keptVersion = createUnchangedCache<'results', number>(db, 1);
  const readResultsVersion = () => resultsVersion.get()?.version ?? 0;

  let cache: Market[] | undefined;
  /** Moves on every invalidate, so derived caches can tell the markets changed. */
  let generation = 0;
  const load = (): Market[] => {
    if (!cache) {
      const schedules = scheduleRows.all();
      const holidays = holidayRows.all();
      cache = allRows.all().map((row) => ({
        ...row,
        schedule: schedules
          .filter((s) => s.market_id === row.id)
          .map(({ weekday, openMinutes, closeMinutes }) => ({
            weekday,
            openMinutes,
            closeMinutes,
          })),
        holidays: new Set(holidays.filter((h) => h.market_id === row.id).map((h) => h.date)),
      }));
    }
    return cache;
  };

  const api = {
    list: (kind?: MarketKind): Market[] => load().filter((m) => !kind || m.kind === kind),
    byId: (id: number): Market | undefined => load().find((m) => m.id === id),
    /** Call after any change to markets, schedules or holidays. */
    invalidate(): void {
      cache = undefined;
      generation += 1;
    },
    /** Moves with every `invalidate`: caches holding market names or times compare it. */
    generation: (): number => generation,
    /** The session taking bids now, if any. */
    session: (market: Market, now = world.clock.now()): MarketSession | undefined =>
      currentSession(now, market.schedule, market.holidays),
    sessionOn: (market: Market, date: string): MarketSession | undefined =>
      sessionOn(date, market.schedule, market.holidays),
    /** Today's play: the session bids go to and today's open and close instants. */
    play: (market: Market, now = world.clock.now()): TodaysPlay | undefined =>
      todaysPlay(now, market.kind === 'main' ? 'main' : 'single', market.schedule, market.holidays),
    /** msg_status: 1 running, 2 closed. */
    status(market: Market, now = world.clock.now()): 1 | 2 {
      const play = api.play(market, now);
      return play && now < play.closeAt ? MARKET_STATUS.RUNNING : MARKET_STATUS.CLOSED;
    },
    /**
     * The date whose results a list shows: today's, except that before 08:00 a main market shows
     * the previous day's (a result declared after midnight belongs to the day before) until today's
     * session has a declared result (`todays`), shown from the moment it is declared: shared's
     * `mainRowShowsToday`, which the app reads too.
     */
    resultDate(market: Market, now: number, todays: ResultRow | undefined): string {
      const today = indiaDateKey(now);
      return market.kind !== 'main' || mainRowShowsToday(now, isDeclared(todays))
        ? today
        : addDays(today, -1);
    },
    result: (marketId: number, date: string): ResultRow | undefined =>
      resultRow.get(marketId, date),
    /**
     * What the market lists are derived from, as one key: the time in steps (every cut-off falls
     * on a minute, so statuses cannot change within one; the main list's durations count seconds),
     * the markets and the results.
     */
    listingKey: (now = world.clock.now(), stepMs = 60_000): string =>
      `${Math.floor(now / stepMs)}|${generation}|${keptVersion('results', readResultsVersion)}`,
  };
  return api;
}

export type Markets = ReturnType<typeof createMarkets>;
export function marketsOf(world: World) {
  return world.service(createMarkets);
}

/**
 * Why a bid row cannot be taken because the result that would decide it is already declared (QA
 * may declare before the cut-off with "early"): whatever the clock says, nobody bids on a public
 * result. Main markets: the open pana closes the open session and the types it decides (Jodi,
 * Sangams); the close pana closes the day. A Starline slot or Gali market: its one result.
 * `result` is the market's row for the session's date, if any. The real server has no such rule,
 * so the refusal is the real server's message for the cut-off the row meets: an Open row's (sent
 * in an Open submission, or of a type the open result does not decide), the close session's once
 * the close is out, else "Sorry Betting Is Closed" (the types the open result decides: Jodi,
 * Sangams; and Starline and Gali).
 */
export function declaredResultRefusal(
  market: Market,
  result: ResultRow | undefined,
  type: BidType | undefined,
  rowSession: 'Open' | 'Close',
  submissionSession: string,
): string | undefined {
  if (!result) return undefined;
  if (market.kind !== 'main')
    return result.open_pana || result.jodi ? MSG.BETTING_CLOSED : undefined;
  // A label of no type (taken in real) goes by its row's session alone.
  const blocked = type !== undefined && isBlockedAfterOpen(type, true);
  if (!result.close_pana && !(result.open_pana && (rowSession === 'Open' || blocked)))
    return undefined;
  if (rowSession === 'Open' && (submissionSession === 'Open' || !blocked))
    return MSG.OPEN_SESSION_CLOSED;
  // Past the close time the server names the close session before the types the open decides.
  if (result.close_pana) return MSG.CLOSE_SESSION_CLOSED;
  return MSG.BETTING_CLOSED;
}
