/**
 * Finds a market in its kind's provider list (dashboard, api-starline-game, api-galidisawar-game)
 * for a bid route opened without navigation state. The lists are cached under the shell's keys
 * in their raw form, as every other screen reads them; `select` picks the one market.
 */
import type { MarketKind } from '@panna/shared/bids';
import { queryOptions } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { queryKeys } from '../../../lib/query-keys';

/** What a bid screen needs of a market (the spec's navigation state). */
export interface MarketRef {
  gameId: string;
  gameName: string;
  openTime: string;
}

/** The part of all three list answers the lookup reads. */
interface MarketList {
  result: readonly { game_id: string; game_name: string; open_time: string }[];
}

const LISTS: Record<
  MarketKind,
  (token: string) => { key: readonly string[]; fetch: (signal: AbortSignal) => Promise<MarketList> }
> = {
  main: (token) => ({
    key: queryKeys.dashboard(token),
    fetch: (signal) => callProvider('api-get-dashboard-data', { unique_token: token }, { signal }),
  }),
  starline: (token) => ({
    key: queryKeys.starlineGames(token),
    fetch: (signal) => callProvider('api-starline-game', { unique_token: token }, { signal }),
  }),
  gali: (token) => ({
    key: queryKeys.galiGames(token),
    fetch: (signal) => callProvider('api-galidisawar-game', { unique_token: token }, { signal }),
  }),
};

/** The market `gameId` of a kind, or null when the provider does not list it. */
export function marketLookupQuery(kind: MarketKind, token: string, gameId: string) {
  const list = LISTS[kind](token);
  return queryOptions({
    queryKey: list.key,
    queryFn: ({ signal }) => list.fetch(signal),
    enabled: token !== '' && gameId !== '',
    select: (data: MarketList): MarketRef | null => {
      const game = data.result.find((g) => String(g.game_id) === gameId);
      return game
        ? { gameId: String(game.game_id), gameName: game.game_name, openTime: game.open_time }
        : null;
    },
  });
}
