/**
 * Finds the market a menu or bid screen names in its URL (`?market=`) in its kind's provider list
 * (dashboard, api-starline-game, api-galidisawar-game). The lists are cached under the shell's
 * keys in their raw form, as every other screen reads them, so a screen reached from a list finds
 * it at once; `select` picks the one market.
 */
import type { MarketKind } from '@panna/shared/bids';
import { queryOptions, type QueryFunction } from '@tanstack/react-query';
import { dashboardQuery } from '../../../lib/api/dashboard';
import { galiGamesQuery, starlineGamesQuery } from '../../../lib/api/market-lists';
import { marketNow, type ListedRow, type MarketNow } from '../../../lib/market-now';
import { providerNow } from '../../../lib/provider-clock';

export type { MarketNow };

/** What a bid screen needs of a market (the spec's navigation state). */
export interface MarketRef {
  gameId: string;
  gameName: string;
  openTime: string;
}

/** The part of all three list answers the lookup reads. */
interface ListedGame extends ListedRow {
  game_id: string;
  game_name: string;
  open_time: string;
}
export interface MarketList {
  result: readonly ListedGame[];
}

/**
 * Each kind's list, fetched and cached by the shared queries (lib/api). The lookup reads only the
 * part the three answers share, so their query functions are typed as answering that part.
 */
const LISTS: Record<
  MarketKind,
  (token: string) => { queryKey: readonly unknown[]; queryFn?: unknown }
> = {
  main: dashboardQuery,
  starline: starlineGamesQuery,
  gali: galiGamesQuery,
};

/** A market found in its list, and its state now. */
export interface ListedMarket {
  market: MarketRef;
  now: MarketNow;
}

/** The market `gameId` in a kind's list and its state now, or null when the list has no such id. */
export function findMarket(
  kind: MarketKind,
  list: MarketList,
  gameId: string,
  now = providerNow(),
): ListedMarket | null {
  const game = list.result.find((g) => String(g.game_id) === gameId);
  if (!game) return null;
  const market = {
    gameId: String(game.game_id),
    gameName: game.game_name,
    openTime: game.open_time,
  };
  return { market, now: marketNow(kind, game, now) };
}

/** The market `gameId` of a kind and its state now, or null when the provider does not list it. */
export function marketLookupQuery(kind: MarketKind, token: string, gameId: string) {
  const { queryKey, queryFn } = LISTS[kind](token);
  return queryOptions({
    queryKey,
    queryFn: queryFn as QueryFunction<MarketList>,
    enabled: token !== '' && gameId !== '',
    select: (data: MarketList) => findMarket(kind, data, gameId),
  });
}
