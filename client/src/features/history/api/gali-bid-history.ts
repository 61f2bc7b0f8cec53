/** api-galidisawar-bid-history-data: Gali Disawar bids between two dates. */
import type { BidRecord } from '@panna/shared/protocol';
import { useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { useToken } from '../../../lib/use-session';
import { wireRange, type DateRange } from '../date-range';
import { rangedQuery } from './ranged-query';

export const galiBidHistoryQuery = (token: string, range: DateRange) =>
  rangedQuery<BidRecord>('api-galidisawar-bid-history-data', token, range, async (signal) => {
    const { from, to } = wireRange(range);
    const answer = await callProvider(
      'api-galidisawar-bid-history-data',
      { unique_token: token, bid_from: from, bid_to: to },
      { signal, emptyList: 'bid_data' },
    );
    return answer.bid_data;
  });

export function useGaliBidHistory(range: DateRange) {
  const token = useToken();
  return useQuery(galiBidHistoryQuery(token, range));
}
