/**
 * The page's clock put where a simulator's stands. The players' app takes the provider's time from
 * its answers (client/src/lib/provider-clock.ts), so its time checks follow the simulator already;
 * what else a page reads from the browser's clock (a date shown before the first answer, a test's
 * own `Date`) follows it only when the page's clock is moved too.
 */
import type { Page } from '@playwright/test';
import type { ControlClient } from '../control-client';

/** The simulator's clock, as `GET /__sim/clock` answers it. */
export interface SimClock {
  now: string;
  frozen: boolean;
  speed: number;
}

/**
 * Sets the page's clock to the simulator's (`page.clock`, @playwright/test 1.45 or newer): a
 * frozen simulator holds the page's `Date` at its instant (`setFixedTime`; timers still run), a
 * running one starts it there and lets it run at the browser's pace (`setSystemTime`; a speed
 * other than 1 drifts, so call again after each move). Call it after every change to the
 * simulator's clock; answers the clock it read.
 */
export async function syncPageClock(
  page: Pick<Page, 'clock'>,
  control: ControlClient,
): Promise<SimClock> {
  const clock = await control.call('GET /clock');
  const now = new Date(clock.now);
  if (clock.frozen) await page.clock.setFixedTime(now);
  else await page.clock.setSystemTime(now);
  return { now: clock.now, frozen: clock.frozen, speed: clock.speed };
}
