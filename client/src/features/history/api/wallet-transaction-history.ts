/** api-wallet-transaction-history: the passbook (also the source of the add-fund history). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { useToken } from '../../../lib/use-session';
import { historyKeys } from './keys';

export const walletTransactionsQuery = (token: string) =>
  queryOptions({
    queryKey: historyKeys.walletTransactions(token),
    queryFn: ({ signal }) =>
      callProvider(
        'api-wallet-transaction-history',
        { unique_token: token },
        { signal, emptyList: 'transaction_history' },
      ),
    enabled: token !== '',
    retry: false,
    select: (answer) => answer.transaction_history,
  });

export function useWalletTransactions() {
  const token = useToken();
  return useQuery(walletTransactionsQuery(token));
}
