/**
 * India time's offset and the day the main list's results belong to: a module with no imports,
 * so that the signed-in shell, which reads the rule (client/src/lib/market-now.ts), carries no
 * more of the time library than this.
 */

/** Asia/Kolkata is a fixed UTC+05:30 with no DST: offset arithmetic on epoch ms is exact. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The main market list (the dashboard) shows the previous day's results until 08:00 India time:
 * a result declared after midnight belongs to the day before (the real server's rule).
 */
export const RESULT_DAY_STARTS_AT = 8 * 60;

/** Whether the main list read at this instant shows today's results by the clock alone. */
export const mainListShowsToday = (instantMs: number): boolean =>
  Math.floor((instantMs + IST_OFFSET_MS) / 60_000) % (24 * 60) >= RESULT_DAY_STARTS_AT;

/**
 * Whether a main market's row shows today's session's results: from 08:00 India time, and before
 * it once today's session has a declared result (the simulator's rolling DEMO MAIN opens at any
 * hour, and QA declares early); else the previous day's. On the real provider no main market
 * declares before 08:00, so this is its rule there: the simulator answers every real case alike.
 */
export const mainRowShowsToday = (instantMs: number, todayDeclared: boolean): boolean =>
  todayDeclared || mainListShowsToday(instantMs);
