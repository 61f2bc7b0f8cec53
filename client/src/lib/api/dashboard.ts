/** api-get-dashboard-data: wallet, betting switch and the main markets. Used across the shell. */
import { BETTING_STATUS } from '@panna/shared/protocol';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callProvider } from '../provider-client';
import { queryKeys } from '../query-keys';
import { pollingOptions } from '../query-client';
import { useToken } from '../use-session';

export const dashboardQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.dashboard(token),
    queryFn: ({ signal }) =>
      callProvider('api-get-dashboard-data', { unique_token: token }, { signal }),
    enabled: token !== '',
  });

/**
 * Starts the dashboard query ahead of the first render that needs it (start-up, route-table.ts).
 * Not awaited, and a failure is left to the screens, whose queries find it in the cache.
 */
export const prefetchDashboard = (client: QueryClient, token: string) =>
  void client.query(dashboardQuery(token)).catch(() => undefined);

/** The dashboard; `poll` keeps it fresh every 5 s while the page is visible (home screen). */
export function useDashboard({ poll = false }: { poll?: boolean } = {}) {
  const token = useToken();
  return useQuery({ ...dashboardQuery(token), ...(poll ? pollingOptions : {}) });
}

/** Betting is on only for betting_status "1"; unknown (loading, failed) counts as off. */
export function useBettingEnabled(): boolean {
  return useDashboard().data?.betting_status === BETTING_STATUS.ENABLED;
}

/** The wallet as displayed: the server's text, '0.0' until known. */
export function useWalletAmount(): string {
  return useDashboard().data?.wallet_amt ?? '0.0';
}
