/** api-bid-history-data: Main-market bids between two dates. */
import type { BidRecord } from '@panna/shared/protocol';
import { useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { useToken } from '../../../lib/use-session';
import { wireRange, type DateRange } from '../date-range';
import { rangedQuery } from './ranged-query';

export const bidHistoryQuery = (token: string, range: DateRange) =>
  rangedQuery<BidRecord>('api-bid-history-data', token, range, async (signal) => {
    const { from, to } = wireRange(range);
    const answer = await callProvider(
      'api-bid-history-data',
      { unique_token: token, bid_from: from, bid_to: to },
      { signal, emptyList: 'bid_data' },
    );
    return answer.bid_data;
  });

export function useBidHistory(range: DateRange) {
  const token = useToken();
  return useQuery(bidHistoryQuery(token, range));
}
