/** api-galidisawar-game: the Gali Disawar markets, polled every 5 s while visible. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { pollingOptions } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/use-session';

export const galiGameQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.galiGames(token),
    queryFn: ({ signal }) =>
      callProvider('api-galidisawar-game', { unique_token: token }, { signal }),
    enabled: token !== '',
    ...pollingOptions,
  });

export function useGaliGames() {
  const token = useSession()?.token ?? '';
  return useQuery(galiGameQuery(token));
}
