/** api-game-rates: main-market rates (game_rates[0]). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { onceOptions } from '../../../lib/query-client';
import { contentKeys } from './keys';

export const mainRatesQuery = () =>
  queryOptions({
    queryKey: contentKeys.mainRates(),
    queryFn: ({ signal }) => callProvider('api-game-rates', {}, { signal }),
    ...onceOptions,
  });

export const useMainRates = () => useQuery(mainRatesQuery());
