/** api-starline-wining-history-data: Starline wins between two dates. */
import type { WinRecord } from '@panna/shared/protocol';
import { useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { useToken } from '../../../lib/use-session';
import { wireRange, type DateRange } from '../date-range';
import { rangedQuery } from './ranged-query';

export const starlineWinHistoryQuery = (token: string, range: DateRange) =>
  rangedQuery<WinRecord>('api-starline-wining-history-data', token, range, async (signal) => {
    const { from, to } = wireRange(range);
    const answer = await callProvider(
      'api-starline-wining-history-data',
      { unique_token: token, date_from: from, date_to: to },
      { signal, emptyList: 'win_data' },
    );
    return answer.win_data;
  });

export function useStarlineWinHistory(range: DateRange) {
  const token = useToken();
  return useQuery(starlineWinHistoryQuery(token, range));
}
