import type { ControlAnswer } from '@panna/mock-provider/control-client';
import {
  addDays,
  indiaDateKey,
  indiaParts,
  instantAt,
  MINUTES_PER_DAY,
  parseClockTime,
} from '@panna/shared/time';

export type Market = ControlAnswer<'GET /markets'>['markets'][number];
export type MarketEdge = 'open' | 'close';

const KIND_ORDER = ['main', 'starline', 'gali'];

/** Markets as QA looks for them: main, then Starline, then Gali, each in list order. */
export const byKind = (markets: readonly Market[]): Market[] =>
  [...markets].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));

/** A market's open and close instants on a session date, or undefined on a day it does not play. */
export function playOn(market: Market, date: string): { open: number; close: number } | undefined {
  if (market.holidays.includes(date)) return undefined;
  const weekday = indiaParts(instantAt(date, 0)).weekday;
  const day = market.schedule.find((d) => d.weekday === weekday);
  if (!day) return undefined;
  const open = parseClockTime(day.open_time);
  const close = parseClockTime(day.close_time);
  if (open === undefined || close === undefined) return undefined;
  // A Gali result the next morning (Disawar) opens the next day; a main close after midnight too.
  const galiNextDay = market.kind === 'gali' && day.next_day;
  const openMinutes = open + (galiNextDay ? MINUTES_PER_DAY : 0);
  let closeMinutes = close + (galiNextDay ? MINUTES_PER_DAY : 0);
  if (market.kind === 'main' && day.next_day) closeMinutes += MINUTES_PER_DAY;
  return { open: instantAt(date, openMinutes), close: instantAt(date, closeMinutes) };
}

/** The first open (or close) of the market after `nowMs`, looking a week ahead; undefined if none. */
export function nextEdge(market: Market, edge: MarketEdge, nowMs: number): number | undefined {
  const today = indiaDateKey(nowMs);
  // From yesterday: a session that began yesterday may close (or open, next-day Gali) today.
  for (let offset = -1; offset <= 8; offset += 1) {
    const times = playOn(market, addDays(today, offset));
    const at = times?.[edge];
    if (at !== undefined && at > nowMs) return at;
  }
  return undefined;
}

/** Where an instant falls in its India day, 0 at midnight to 1 at the next midnight. */
export function dayFraction(ms: number): number {
  const { minutes, seconds } = indiaParts(ms);
  return (minutes * 60 + seconds) / (MINUTES_PER_DAY * 60);
}
