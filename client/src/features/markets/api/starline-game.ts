/** api-starline-game: today's Starline slots, polled every 5 s while visible. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { pollingOptions } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/use-session';

export const starlineGameQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.starlineGames(token),
    queryFn: ({ signal }) => callProvider('api-starline-game', { unique_token: token }, { signal }),
    enabled: token !== '',
    ...pollingOptions,
  });

export function useStarlineGames() {
  const token = useSession()?.token ?? '';
  return useQuery(starlineGameQuery(token));
}
