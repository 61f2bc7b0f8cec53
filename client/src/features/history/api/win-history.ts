/** api-wining-history-data: Main-market wins between two dates. */
import type { WinRecord } from '@panna/shared/protocol';
import { useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { useToken } from '../../../lib/use-session';
import { wireRange, type DateRange } from '../date-range';
import { rangedQuery } from './ranged-query';

export const winHistoryQuery = (token: string, range: DateRange) =>
  rangedQuery<WinRecord>('api-wining-history-data', token, range, async (signal) => {
    const { from, to } = wireRange(range);
    const answer = await callProvider(
      'api-wining-history-data',
      { unique_token: token, date_from: from, date_to: to },
      { signal, emptyList: 'win_data' },
    );
    return answer.win_data;
  });

export function useWinHistory(range: DateRange) {
  const token = useToken();
  return useQuery(winHistoryQuery(token, range));
}
