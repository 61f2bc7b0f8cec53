/**
 * api-starline-game, api-galidisawar-game: today's Starline slots and Gali Disawar markets (the
 * main markets come with the dashboard). Their screens poll them every 5 s while visible and read
 * them in one shape; a bid screen reads its market from the same cache.
 */
import type {
  GaliGameSuccess,
  GaliMarket,
  StarlineGameSuccess,
  StarlineMarket,
} from '@panna/shared/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider, type ProviderBody } from '../provider-client';
import { pollingOptions } from '../query-client';
import { queryKeys } from '../query-keys';
import { useToken } from '../use-session';

const marketListQuery = <P extends 'api-starline-game' | 'api-galidisawar-game'>(
  path: P,
  token: string,
) =>
  queryOptions({
    queryKey: queryKeys.marketList(path, token),
    queryFn: ({ signal }) => {
      const body = { unique_token: token } as ProviderBody<P>; // both lists take the same body
      return callProvider(path, body, { signal });
    },
    enabled: token !== '',
  });

export const starlineGamesQuery = (token: string) => marketListQuery('api-starline-game', token);
export const galiGamesQuery = (token: string) => marketListQuery('api-galidisawar-game', token);

/** A Starline or Gali list as its screen reads it: the markets and the chart link. */
export interface ListedMarkets {
  markets: readonly (StarlineMarket | GaliMarket)[];
  chartUrl: string;
}

const starlineList = (answer: StarlineGameSuccess): ListedMarkets => ({
  markets: answer.result,
  chartUrl: answer.web_starline_chart_url,
});
const galiList = (answer: GaliGameSuccess): ListedMarkets => ({
  markets: answer.result,
  chartUrl: answer.web_galidessar_chart_url,
});

export const useStarlineList = () =>
  useQuery({ ...starlineGamesQuery(useToken()), ...pollingOptions, select: starlineList });
export const useGaliList = () =>
  useQuery({ ...galiGamesQuery(useToken()), ...pollingOptions, select: galiList });
