/**
 * api-user-wallet-balance: the balance with the withdraw and transfer limits. Funds screens read
 * their limits from it. The balance itself is shown from one place, the dashboard's answer
 * (`useWalletAmount`, dashboard.ts), which every answer of this one updates: two cached copies,
 * saved at different times, would show two balances (issue 42).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from './dashboard';
import { callProvider } from '../provider-client';
import { queryKeys } from '../query-keys';
import { sessionToken } from '../storage';
import { useToken } from '../use-session';

export const walletBalanceQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.walletBalance(token),
    queryFn: async ({ signal, client }) => {
      const answer = await callProvider(
        'api-user-wallet-balance',
        { unique_token: token },
        { signal },
      );
      if (answer.wallet_amt !== undefined) updateBalance(client, token, answer.wallet_amt);
      return answer;
    },
    enabled: token !== '',
  });

/**
 * Puts a newer balance into the dashboard's cached answer, leaving its age as it was (the rest of
 * it is no newer).
 */
function updateBalance(client: QueryClient, token: string, walletAmt: string): void {
  const { queryKey } = dashboardQuery(token);
  client.setQueryData(
    queryKey,
    (dashboard) => dashboard && { ...dashboard, wallet_amt: walletAmt },
    {
      updatedAt: client.getQueryState(queryKey)?.dataUpdatedAt,
    },
  );
}

/** The withdraw limits and window; the balance is `useWalletAmount`'s. */
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
