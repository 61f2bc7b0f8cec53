/** api-starline-game-rates: King Starline rates (game_rates[0]). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { onceOptions } from '../../../lib/query-client';
import { contentKeys } from './keys';

export const starlineRatesQuery = () =>
  queryOptions({
    queryKey: contentKeys.starlineRates(),
    queryFn: ({ signal }) => callProvider('api-starline-game-rates', {}, { signal }),
    ...onceOptions,
  });

export const useStarlineRates = () => useQuery(starlineRatesQuery());
