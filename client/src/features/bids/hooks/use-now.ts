import { useEffect, useState } from 'react';

/** How often the bid screens look at the clock again (open times are compared to the minute). */
export const CLOCK_TICK_MS = 30_000;

/** The one place the bids feature reads the time, so tests control it with vi.setSystemTime. */
function nowMs(): number {
  return Date.now();
}

/** The current instant, re-read every 30 s so an open time passing while the screen is up counts. */
export function useNow(): number {
  const [now, setNow] = useState(nowMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowMs()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
