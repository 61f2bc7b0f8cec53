import { addDays } from './calendar';
import { indiaDateKey } from './india';

/** India date keys, both included: the session dates a bid-history reading covers. */
export interface SessionDates {
  from: string;
  to: string;
}

/**
 * The session dates a bid placed at `instantMs` can be filed under. The provider files a bid
 * under the session it plays in: today's, or yesterday's for a market whose close (Main Bazar,
 * 12:05 AM) or result (Disawar, 05:00 AM) comes after midnight. `marginMs` widens the window
 * for a clock that may be that far from the provider's (a phone's).
 */
export function filingDates(instantMs: number, marginMs = 0): SessionDates {
  return {
    from: addDays(indiaDateKey(instantMs - marginMs), -1),
    to: indiaDateKey(instantMs + marginMs),
  };
}
