/** The instants a clock may show: the years 2000 to 2100 (UTC), inclusive. */
export const CLOCK_RANGE = {
  min: Date.UTC(2000, 0, 1),
  max: Date.UTC(2101, 0, 1) - 1,
} as const;

export const inClockRange = (instant: number): boolean =>
  Number.isSafeInteger(instant) && instant >= CLOCK_RANGE.min && instant <= CLOCK_RANGE.max;

/** The fastest a clock runs (POST /__sim/clock's `speed`). */
export const MAX_SPEED = 100_000;
