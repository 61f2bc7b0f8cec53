import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * A whole-second countdown to a deadline (the OTP resend timer); `restart` starts it again from
 * the top. Measured against the clock, so a throttled background tab still ends on time. The
 * phone's clock: a length of time, which it keeps whatever hour it shows (the provider's hour is
 * for the time of day, lib/provider-clock.ts).
 */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const done = now >= deadline;

  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [done, deadline]);

  const restart = useCallback(() => {
    const start = Date.now();
    setDeadline(start + seconds * 1000);
    setNow(start);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
}
