/** api-galidisawar-wining-history-data: Gali Disawar wins between two dates. */
import type { GaliWinHistorySuccess, WinRecord } from '@panna/shared/protocol';
import { useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { useToken } from '../../../lib/use-session';
import { wireRange, type DateRange } from '../date-range';
import { rangedQuery } from './ranged-query';

/** The rows, under `win_data` (the sibling deployment's key) or `bid_data` (public clients' key). */
export const galiWinRows = (answer: GaliWinHistorySuccess): WinRecord[] =>
  answer.win_data ?? answer.bid_data ?? [];

export const galiWinHistoryQuery = (token: string, range: DateRange) =>
  rangedQuery<WinRecord>('api-galidisawar-wining-history-data', token, range, async (signal) => {
    const { from, to } = wireRange(range);
    const answer = await callProvider(
      'api-galidisawar-wining-history-data',
      { unique_token: token, date_from: from, date_to: to },
      { signal, emptyList: 'win_data' },
    );
    return galiWinRows(answer);
  });

export function useGaliWinHistory(range: DateRange) {
  const token = useToken();
  return useQuery(galiWinHistoryQuery(token, range));
}
