import { addDays, formatClockTime, indiaDateKey, indiaMidnight, indiaParts } from '@panna/shared';

/** A market's play on one weekday, in minutes from its session date's midnight (may pass 1440). */
export interface DaySchedule {
  weekday: number;
  openMinutes: number;
  closeMinutes: number;
}

/** One day's play of a market: when it opens (the open cut-off) and when it closes. */
export interface MarketSession {
  /** The date results and bids of this session belong to. */
  date: string;
  openAt: number;
  closeAt: number;
}

const MINUTE = 60_000;

/** The session of `date`, if the market plays that day. */
export function sessionOn(
  date: string,
  schedule: readonly DaySchedule[],
  holidays: ReadonlySet<string>,
): MarketSession | undefined {
  const midnight = indiaMidnight(date);
  const weekday = indiaParts(midnight).weekday;
  const day = schedule.find((d) => d.weekday === weekday);
  if (!day || holidays.has(date)) return undefined;
  return {
    date,
    openAt: midnight + day.openMinutes * MINUTE,
    closeAt: midnight + day.closeMinutes * MINUTE,
  };
}

/**
 * The session that takes bids at `now`: yesterday's if it has not closed yet (a market that closes
 * after midnight, or Disawar's early-morning result), else today's if it has not closed.
 */
export function currentSession(
  now: number,
  schedule: readonly DaySchedule[],
  holidays: ReadonlySet<string>,
): MarketSession | undefined {
  const today = indiaDateKey(now);
  for (const date of [addDays(today, -1), today]) {
    const session = sessionOn(date, schedule, holidays);
    if (session && now < session.closeAt) return session;
  }
  return undefined;
}

/**
 * A market's play today as the real server sees it: today's times on today's India date. Its
 * session (what bids and results belong to) is the one that opens today: for a Gali result after
 * midnight, the previous day's. `closeAt` is today's date at the close time, so a main market
 * closing after midnight is closed from that early-morning time on, as the real server has it.
 * Undefined when the market does not play today.
 */
export interface TodaysPlay {
  session: MarketSession;
  openAt: number;
  closeAt: number;
  /**
   * The open time as the day's clock reads it (minutes of the day, of `openAt`): what "has the
   * open time passed?" is asked of, the app's rule (`hasTimePassed`, shared), as the lists show it.
   */
  openTime: number;
}

export function todaysPlay(
  now: number,
  kind: 'main' | 'single',
  schedule: readonly DaySchedule[],
  holidays: ReadonlySet<string>,
): TodaysPlay | undefined {
  const today = indiaDateKey(now);
  if (kind === 'main') {
    const session = sessionOn(today, schedule, holidays);
    if (!session) return undefined;
    const closeMinutes = (session.closeAt - indiaMidnight(today)) / MINUTE;
    return {
      session,
      openAt: session.openAt,
      closeAt: atToday(today, closeMinutes),
      openTime: indiaParts(session.openAt).minutes,
    };
  }
  // Starline and Gali: the slot whose open falls today takes bids until then.
  for (const date of [today, addDays(today, -1)]) {
    const session = sessionOn(date, schedule, holidays);
    if (session && indiaDateKey(session.openAt) === today) {
      const openTime = indiaParts(session.openAt).minutes;
      return { session, openAt: session.openAt, closeAt: session.openAt, openTime };
    }
  }
  return undefined;
}

/**
 * The first session open and the first session close after `now`, looking a week ahead (from
 * yesterday's session, which may close, or open for a Gali result after midnight, today); where
 * the market has none in that week, undefined. What the console's "to a market's time" moves to.
 */
export function nextEdges(
  now: number,
  schedule: readonly DaySchedule[],
  holidays: ReadonlySet<string>,
): { openAt?: number; closeAt?: number } {
  const today = indiaDateKey(now);
  const next: { openAt?: number; closeAt?: number } = {};
  for (let offset = -1; offset <= 7; offset += 1) {
    const session = sessionOn(addDays(today, offset), schedule, holidays);
    if (!session) continue;
    if (next.openAt === undefined && session.openAt > now) next.openAt = session.openAt;
    if (next.closeAt === undefined && session.closeAt > now) next.closeAt = session.closeAt;
  }
  return next;
}

/** Today's date at a clock time given in minutes that may pass midnight (1445 is 00:05). */
export function atToday(today: string, minutes: number): number {
  return indiaMidnight(today) + (minutes % 1440) * MINUTE;
}

/** The schedule line shown for today: today's play, or the next day the market plays. */
export function displayedTimes(
  now: number,
  schedule: readonly DaySchedule[],
): { open: string; close: string; closeAt: number } {
  const today = indiaDateKey(now);
  // Stryker disable next-line EqualityOperator: a seventh day ahead is today's weekday, found first.
  for (let offset = 0; offset < 7; offset += 1) {
    const date = addDays(today, offset);
    const midnight = indiaMidnight(date);
    const day = schedule.find((d) => d.weekday === indiaParts(midnight).weekday);
    if (day) {
      return {
        open: formatClockTime(day.openMinutes % 1440),
        close: formatClockTime(day.closeMinutes % 1440),
        closeAt: midnight + day.closeMinutes * MINUTE,
      };
    }
  }
  return { open: '', close: '', closeAt: 0 };
}
