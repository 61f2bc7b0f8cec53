/**
 * The market a menu or bid screen is for, in its URL: `?market={game_id}`, so that a reload, back
 * and forward, or a shared link open the same screen for the same market. The one place that
 * writes and reads it; a module of its own because the home screen (in /imp's first download)
 * links its menus with it, and needs none of bid-paths.ts.
 */

/** The search parameter that names a menu's or bid screen's market (its game_id). */
export const MARKET_PARAM = 'market';

/** A menu or bid screen (any path) for one market: `/single?market=12`. */
export const forMarket = (path: string, gameId: string): string =>
  `${path}?${MARKET_PARAM}=${encodeURIComponent(gameId)}`;

/** The market a menu's or bid screen's URL names, or '' when it names none. */
export const marketIdIn = (search: URLSearchParams): string => search.get(MARKET_PARAM) ?? '';
