/**
 * India time. Asia/Kolkata is a fixed UTC+05:30 with no DST, so plain offset arithmetic on epoch ms
 * is exact and never depends on the machine's zone (only UTC getters are used).
 */
import { type DateParts, requireDate, toDateKey, utcMidnight } from './calendar';
import { MINUTES_PER_DAY, parseClockTime } from './clock-time';
import { IST_OFFSET_MS } from './result-day';

export { IST_OFFSET_MS };

/** The India wall clock at an instant. */
export interface IndiaParts extends DateParts {
  /** 0 = Sunday. */
  readonly weekday: number;
  /** Whole minutes since India midnight, 0..1439. */
  readonly minutes: number;
  /** Seconds within the minute, 0..59. */
  readonly seconds: number;
}

/**
 * The last instant read and its parts and date: one call's checks read the same instant many
 * times (a bid's cut-off, its date, its session), and each read made a Date.
 */
let last: { instantMs: number; parts: IndiaParts; dateKey: string | undefined } | undefined;

export function indiaParts(instantMs: number): IndiaParts {
  if (last?.instantMs === instantMs) return last.parts;
  const shifted = new Date(instantMs + IST_OFFSET_MS);
  const parts: IndiaParts = Object.freeze({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  });
  last = { instantMs, parts, dateKey: undefined };
  return parts;
}

/** "YYYY-MM-DD" of the India date at an instant. */
export function indiaDateKey(instantMs: number): string {
  const parts = indiaParts(instantMs);
  return (last!.dateKey ??= toDateKey(parts));
}

/** Epoch ms of 00:00 India time on a date; throws RangeError on an impossible date. */
export function indiaMidnight(date: string | DateParts): number {
  return utcMidnight(requireDate(date)) - IST_OFFSET_MS;
}

/** Epoch ms of `minutes` past India midnight on a date (minutes may exceed a day). */
export function instantAt(date: string | DateParts, minutes: number): number {
  return indiaMidnight(date) + minutes * 60_000;
}

/** A clock time as text ("03:45 PM") or as minutes since midnight. */
export type ClockTime = string | number;

function minutesOf(time: ClockTime): number | undefined {
  if (typeof time === 'string') return parseClockTime(time);
  return Number.isInteger(time) && time >= 0 && time < MINUTES_PER_DAY ? time : undefined;
}

/**
 * Has the (open) time passed? True at or after the clock time on the India day of the instant,
 * compared to the minute (seconds ignored), as the provider refuses bids "at or after" the open
 * time. The one rule of both sides (issue 43): the app's bid screens ask it of the open time their
 * list shows, the simulator's cut-offs and game statuses of today's play (`TodaysPlay.openTime`).
 * An unreadable time counts as passed, so callers fail closed (no bidding) rather than open.
 */
export function hasTimePassed(time: ClockTime, instantMs: number): boolean {
  const limit = minutesOf(time);
  return limit === undefined || indiaParts(instantMs).minutes >= limit;
}

/**
 * True when the India clock, to the minute, lies in [open, close], both ends included. When close
 * is before open the window runs across midnight (10:00 PM to 02:00 AM). An unreadable end gives
 * false, so the windowed action is refused.
 */
export function isWithinWindow(open: ClockTime, close: ClockTime, instantMs: number): boolean {
  const from = minutesOf(open);
  const to = minutesOf(close);
  if (from === undefined || to === undefined) return false;
  const now = indiaParts(instantMs).minutes;
  return from <= to ? now >= from && now <= to : now >= from || now <= to;
}
