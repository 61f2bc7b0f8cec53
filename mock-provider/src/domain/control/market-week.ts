/** What QA writes to set a market's week, read into the stored schedule rows. */
import { MINUTES_PER_DAY, parseClockTime, type MarketKind } from '@panna/shared';
import { badRequest } from '../../contract/control-error';
import type { DaySchedule } from '../schedule';

/** One weekday's times as QA writes them; `close_time` is for main markets only. */
export interface DayTimes {
  weekday: number;
  open_time: string;
  close_time?: string | undefined;
}

export interface MarketChange {
  name?: string | undefined;
  sort?: number | undefined;
  active?: boolean | undefined;
  /** The same times on every day in `days` (default: the days it plays now, or every day). */
  open_time?: string | undefined;
  close_time?: string | undefined;
  days?: number[] | undefined;
  /** Per-weekday times; replaces the whole week. */
  schedule?: DayTimes[] | undefined;
  /** Gali only: the result comes the next morning and belongs to the session date (Disawar). */
  next_day?: boolean | undefined;
}

export interface NewMarket extends MarketChange {
  kind: MarketKind;
  name: string;
}

export const MARKET_MESSAGES = {
  unknown: (id: number) => `Unknown market ${id}`,
  badTime: (field: string, text: string) =>
    `${field} must be a 12-hour time like "03:45 PM", not "${text}"`,
  closeNeeded: 'A main market needs close_time',
  sameTimes: 'close_time must differ from open_time',
  nextDayGaliOnly:
    'next_day is for Gali markets (a main market closing after midnight just gives the earlier close_time)',
  noDays: 'A market must play on at least one weekday (0 Sunday .. 6 Saturday)',
  repeatedDay: (weekday: number) => `Weekday ${weekday} is given twice`,
  blankName: 'name must not be blank',
  badDate: (date: string) => `Invalid date ${date}: use YYYY-MM-DD`,
  noTimes: 'Give open_time (and close_time for a main market) or schedule',
} as const;

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

function minutesOf(field: string, text: string): number {
  const minutes = parseClockTime(text);
  if (minutes === undefined) throw badRequest(MARKET_MESSAGES.badTime(field, text));
  return minutes;
}

/**
 * One weekday's row in stored minutes. A main close before its open is the next morning's;
 * Starline and Gali take bids until the open, so their close is their open.
 */
function dayRow(
  kind: MarketKind,
  weekday: number,
  open: number,
  close: number | undefined,
  nextDay: boolean,
): DaySchedule {
  if (nextDay && kind !== 'gali') throw badRequest(MARKET_MESSAGES.nextDayGaliOnly);
  if (kind !== 'main') {
    const openMinutes = open + (nextDay ? MINUTES_PER_DAY : 0);
    return { weekday, openMinutes, closeMinutes: openMinutes };
  }
  if (close === undefined) throw badRequest(MARKET_MESSAGES.closeNeeded);
  if (close === open) throw badRequest(MARKET_MESSAGES.sameTimes);
  return {
    weekday,
    openMinutes: open,
    // Stryker disable next-line EqualityOperator: a close equal to the open is refused above.
    closeMinutes: close < open ? close + MINUTES_PER_DAY : close,
  };
}

/**
 * The week a change asks for, or undefined when it leaves times alone. Fields not given keep the
 * market's current values (per weekday where it has them).
 */
export function weekOf(
  kind: MarketKind,
  change: MarketChange,
  current: DaySchedule[],
): DaySchedule[] | undefined {
  const { schedule, open_time, close_time, days, next_day } = change;
  let week: DaySchedule[];
  if (schedule) {
    week = schedule.map((d) =>
      dayRow(
        kind,
        d.weekday,
        minutesOf('open_time', d.open_time),
        d.close_time === undefined ? undefined : minutesOf('close_time', d.close_time),
        next_day ?? false,
      ),
    );
  } else if (
    open_time !== undefined ||
    close_time !== undefined ||
    days !== undefined ||
    next_day !== undefined
  ) {
    const fallback = current[0];
    if (!fallback && open_time === undefined) throw badRequest(MARKET_MESSAGES.noTimes);
    const open = open_time === undefined ? undefined : minutesOf('open_time', open_time);
    const close = close_time === undefined ? undefined : minutesOf('close_time', close_time);
    week = (days ?? (current.length ? current.map((d) => d.weekday) : ALL_DAYS)).map((weekday) => {
      const base = current.find((d) => d.weekday === weekday) ?? fallback;
      const baseNextDay =
        kind === 'gali' && base !== undefined && base.openMinutes >= MINUTES_PER_DAY;
      return dayRow(
        kind,
        weekday,
        open ?? base!.openMinutes % MINUTES_PER_DAY,
        // Stryker disable next-line ConditionalExpression: dayRow reads no close but a main market's.
        close ?? (kind === 'main' && base ? base.closeMinutes % MINUTES_PER_DAY : undefined),
        next_day ?? baseNextDay,
      );
    });
  } else {
    return undefined;
  }
  if (week.length === 0) throw badRequest(MARKET_MESSAGES.noDays);
  const seen = new Set<number>();
  for (const day of week) {
    if (seen.has(day.weekday)) throw badRequest(MARKET_MESSAGES.repeatedDay(day.weekday));
    seen.add(day.weekday);
  }
  return week;
}
