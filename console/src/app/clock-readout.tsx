import { useEffect, useState } from 'react';
import { useControlQuery } from '../lib/control';
import { indiaClockText, indiaDateText, simulatedNow } from '../lib/india-time';

/** Re-renders every `ms` while mounted. */
function useTick(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** The simulator's clock, ticking between readings (read every second while the tab is visible). */
export function useSimulatedNow(): { now: number; frozen: boolean; speed: number } | undefined {
  const clock = useControlQuery('GET /clock', undefined, { live: true });
  const tick = useTick(250);
  if (!clock.data) return undefined;
  return {
    now: simulatedNow(clock.data, clock.dataUpdatedAt, Math.max(tick, clock.dataUpdatedAt)),
    frozen: clock.data.frozen,
    speed: clock.data.speed,
  };
}

/** The header's clock: India time with seconds, frozen or running and the speed. */
export function ClockReadout() {
  const clock = useSimulatedNow();
  if (!clock) return <p className="readout">Clock: …</p>;
  const state = clock.frozen ? 'Frozen' : `Running ×${clock.speed}`;
  return (
    <p className="readout" aria-label="Simulator clock">
      <span className="readout__time" data-testid="sim-time">
        {indiaClockText(clock.now)}
      </span>{' '}
      <span className="readout__date">{indiaDateText(clock.now)} IST</span>{' '}
      <span className={`badge ${clock.frozen ? 'badge--frozen' : 'badge--running'}`}>{state}</span>
    </p>
  );
}
