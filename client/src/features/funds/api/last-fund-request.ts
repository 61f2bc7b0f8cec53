/**
 * api-last-fund-request-detail: the minimum deposit (min_amt). With no deposit request pending the
 * provider answers `status: false`, no msg, and the limits beside an empty `last_req_detail`: an
 * answer, not a refusal.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { useToken } from '../../../lib/use-session';
import { fundsKeys } from './keys';

export const lastFundRequestQuery = (token: string) =>
  queryOptions({
    queryKey: fundsKeys.lastFundRequest(token),
    queryFn: ({ signal }) =>
      callProvider(
        'api-last-fund-request-detail',
        { unique_token: token },
        { signal, emptyList: 'last_req_detail' },
      ),
    enabled: token !== '',
    retry: false,
  });

export function useLastFundRequest() {
  const token = useToken();
  return useQuery(lastFundRequestQuery(token));
}
