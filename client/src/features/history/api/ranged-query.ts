/** The date-filtered history calls share one shape: token, two dates, a list of rows. */
import { queryOptions } from '@tanstack/react-query';
import type { DateRange } from '../date-range';
import { historyKeys } from './keys';

export function rangedQuery<T>(
  path: string,
  token: string,
  range: DateRange,
  fetchRows: (signal: AbortSignal) => Promise<T[]>,
) {
  return queryOptions({
    queryKey: historyKeys.ranged(path, token, range),
    queryFn: ({ signal }) => fetchRows(signal),
    enabled: token !== '',
    // History failures show the empty state at once (spec 1 section 8).
    retry: false,
  });
}
