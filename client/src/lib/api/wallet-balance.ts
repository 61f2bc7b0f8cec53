/**
 * api-user-wallet-balance: the balance with the withdraw and transfer limits. Bid screens fetch it on
 * load and after every submission; funds screens read their limits from it.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callProvider } from '../provider-client';
import { queryKeys } from '../query-keys';
import { sessionToken } from '../storage';
import { useToken } from '../use-session';

export const walletBalanceQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.walletBalance(token),
    queryFn: ({ signal }) =>
      callProvider('api-user-wallet-balance', { unique_token: token }, { signal }),
    enabled: token !== '',
  });

export function useWalletBalance() {
  const token = useToken();
  return useQuery(walletBalanceQuery(token));
}

/** The balance as a number of points (0 until known or when the text is not a number). */
export function walletPoints(walletAmt: string | undefined): number {
  const value = Number(walletAmt);
  return Number.isFinite(value) ? value : 0;
}

/** After money moves, the balance shown everywhere (the wallet, the dashboard) is stale. */
export async function invalidateWallet(client: QueryClient): Promise<void> {
  const token = sessionToken();
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.walletBalance(token) }),
    client.invalidateQueries({ queryKey: queryKeys.dashboard(token) }),
  ]);
}
