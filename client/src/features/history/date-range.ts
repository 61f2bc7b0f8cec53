/** The from/to filter of the bid and win histories: India dates, sent as M/D/YYYY. */
import { formatFilterDate, indiaDateKey } from '@panna/shared/time';
import { providerNow } from '../../lib/provider-clock';

export interface DateRange {
  /** YYYY-MM-DD (the date input's value). */
  from: string;
  to: string;
}

/** Today's range (the provider's today), the one every date-range screen loads on open. */
export function todayRange(nowMs = providerNow()): DateRange {
  const today = indiaDateKey(nowMs);
  return { from: today, to: today };
}

/** The range as the provider reads it. */
export const wireRange = (range: DateRange) => ({
  from: formatFilterDate(range.from),
  to: formatFilterDate(range.to),
});
