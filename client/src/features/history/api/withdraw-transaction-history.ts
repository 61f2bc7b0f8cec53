/** api-user-withdraw-transaction-history: the player's withdraw requests. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { useSession } from '../../../lib/use-session';
import { historyKeys } from './keys';

export const withdrawHistoryQuery = (token: string, mobile: string) =>
  queryOptions({
    queryKey: historyKeys.withdrawals(token, mobile),
    queryFn: ({ signal }) =>
      callProvider(
        'api-user-withdraw-transaction-history',
        { unique_token: token, mobile_no: mobile },
        { signal, emptyList: 'withdrawdata' },
      ),
    enabled: token !== '',
    retry: false,
    select: (answer) => answer.withdrawdata,
  });

export function useWithdrawHistory() {
  const session = useSession();
  return useQuery(withdrawHistoryQuery(session?.token ?? '', session?.mobile ?? ''));
}
