import type { MarketKind } from '@panna/shared';
import type { World } from '../worlds/world';
import type { DaySchedule } from './schedule';

/** A market row as it is first written (sort: its place in the lists; active: 1 or 0). */
export interface MarketRowInput {
  kind: MarketKind;
  name: string;
  sort: number;
  active: boolean;
}

/**
 * The one writer of a market and its week (the seed, the control plane's market admin and the
 * tests' markets all go through it). The caller empties the markets' caches (`marketsOf(world)
 * .invalidate()`) once it has written what it writes, as one change may write many markets.
 */
export function createMarketRows(world: World) {
  const { db } = world;
  const insertMarket = db.prepare<[MarketKind, string, number, number]>(
    'INSERT INTO markets (kind, name, sort, active) VALUES (?, ?, ?, ?)',
  );
  const clearWeek = db.prepare<[number]>('DELETE FROM market_schedule WHERE market_id = ?');
  const insertDay = db.prepare<[number, number, number, number]>(
    'INSERT INTO market_schedule (market_id, weekday, open_minutes, close_minutes) VALUES (?, ?, ?, ?)',
  );
  const writeWeek = (id: number, week: readonly DaySchedule[]) => {
    for (const day of week) insertDay.run(id, day.weekday, day.openMinutes, day.closeMinutes);
  };
  return {
    /** Inserts a market playing `week`; answers its id. */
    add(market: MarketRowInput, week: readonly DaySchedule[]): number {
      const { kind, name, sort, active } = market;
      const id = Number(insertMarket.run(kind, name, sort, active ? 1 : 0).lastInsertRowid);
      writeWeek(id, week);
      return id;
    },
    /** Replaces a market's week. */
    setWeek(id: number, week: readonly DaySchedule[]): void {
      clearWeek.run(id);
      writeWeek(id, week);
    },
  };
}

export function marketRowsOf(world: World) {
  return world.service(createMarketRows);
}

/** A week of the same times on each of `weekdays`. */
export const sameTimes = (
  weekdays: readonly number[],
  openMinutes: number,
  closeMinutes: number,
): DaySchedule[] => weekdays.map((weekday) => ({ weekday, openMinutes, closeMinutes }));
