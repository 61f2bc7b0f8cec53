/** After money moves, the balance shown everywhere is stale. */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { sessionToken } from '../../../lib/storage';

export function invalidateWallet(client: QueryClient): Promise<void> {
  const token = sessionToken();
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.walletBalance(token) }),
    client.invalidateQueries({ queryKey: queryKeys.dashboard(token) }),
  ]).then(() => undefined);
}
