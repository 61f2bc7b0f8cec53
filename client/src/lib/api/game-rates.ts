/**
 * api-game-rates, api-starline-game-rates, api-galidisawar-game-rates: each market kind's win
 * ratios (game_rates[0]), fetched once per session. The rate screen shows all three; the Starline
 * and Gali lists show their own as pills.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider, type ProviderBody } from '../provider-client';
import { onceOptions } from '../query-client';
import { queryKeys } from '../query-keys';

export type RatesPath = 'api-game-rates' | 'api-starline-game-rates' | 'api-galidisawar-game-rates';

export const ratesQuery = <P extends RatesPath>(path: P) =>
  queryOptions({
    queryKey: queryKeys.rates(path),
    // Each of the three takes an empty body.
    queryFn: ({ signal }) => callProvider(path, {} as ProviderBody<P>, { signal }),
    select: (answer) => answer.game_rates[0],
    ...onceOptions,
  });

/** One kind's rates; `enabled: false` leaves them unasked (betting off). */
export const useRates = (path: RatesPath, enabled = true) =>
  useQuery({ ...ratesQuery(path), enabled });
