/** api-galidisawar-game-rates: Left, Right and Jodi rate pairs (fetched once). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { onceOptions } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const galiRatesQuery = () =>
  queryOptions({
    queryKey: queryKeys.galiRates(),
    queryFn: ({ signal }) => callProvider('api-galidisawar-game-rates', {}, { signal }),
    select: (answer) => answer.game_rates[0],
    ...onceOptions,
  });

export const useGaliRates = (enabled: boolean) => useQuery({ ...galiRatesQuery(), enabled });
