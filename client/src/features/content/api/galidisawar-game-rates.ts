/** api-galidisawar-game-rates: Gali Disawar rates (Left, Right, Jodi). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { onceOptions } from '../../../lib/query-client';
import { contentKeys } from './keys';

export const galiRatesQuery = () =>
  queryOptions({
    queryKey: contentKeys.galiRates(),
    queryFn: ({ signal }) => callProvider('api-galidisawar-game-rates', {}, { signal }),
    ...onceOptions,
  });

export const useGaliRates = () => useQuery(galiRatesQuery());
