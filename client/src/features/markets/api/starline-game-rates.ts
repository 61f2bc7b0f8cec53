/** api-starline-game-rates: the rate pills (fetched once). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { onceOptions } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const starlineRatesQuery = () =>
  queryOptions({
    queryKey: queryKeys.starlineRates(),
    queryFn: ({ signal }) => callProvider('api-starline-game-rates', {}, { signal }),
    select: (answer) => answer.game_rates[0],
    ...onceOptions,
  });

export const useStarlineRates = (enabled: boolean) =>
  useQuery({ ...starlineRatesQuery(), enabled });
