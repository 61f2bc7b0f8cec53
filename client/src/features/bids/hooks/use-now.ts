import { useEffect, useReducer } from 'react';
import { providerNow } from '../../../lib/provider-clock';

/** How often the bid screens look at the clock again (open times are compared to the minute). */
export const CLOCK_TICK_MS = 30_000;

/**
 * The provider's current instant (lib/provider-clock.ts), read as the screen renders: again every
 * 30 s, so an open time passing while the screen is up counts, and with every poll that renders
 * it, so a provider's clock an answer showed moved counts at once.
 */
export function useNow(): number {
  // Stryker disable next-line ArithmeticOperator: any new count renders the screen again.
  const [, tick] = useReducer((ticks: number) => ticks + 1, 0);
  // Stryker disable ArrayDeclaration: any unchanging list of dependencies starts one timer.
  useEffect(() => {
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // Stryker restore ArrayDeclaration
  return providerNow();
}
