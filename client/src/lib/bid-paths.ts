/**
 * The paths of a market kind and of a bid type, built from the named paths (paths.ts) and the bid
 * catalogue (`BidType.paths` in @panna/shared/bids, the spec's spellings). Kept out of paths.ts so
 * that this code is downloaded only with the screens that use it.
 */
import type { BidType, MarketKind } from '@panna/shared/bids';
import * as paths from './paths';

/** Each market kind's list: where a menu or bid screen sends a player it cannot serve. */
export const marketHome = (kind: MarketKind): string =>
  kind === 'main' ? paths.home : kind === 'starline' ? paths.starline : paths.gali;

/** Each market kind's bid-type menu. */
export const marketMenu = (kind: MarketKind): string =>
  kind === 'main' ? paths.mainMenu : kind === 'starline' ? paths.starlineMenu : paths.galiMenu;

/** A bid type's screen, as links write it: the catalogue's first spelling. */
export const bidPath = (type: Pick<BidType, 'paths'>): string => type.paths[0] ?? paths.root;

/** A bid type's routes: its catalogue paths, one per spelling the router tells apart. */
export const bidRoutePaths = (type: Pick<BidType, 'paths'>): string[] => [
  ...new Set(type.paths.map((path) => path.toLowerCase())),
];

/**
 * The search parameter that names a menu's or bid screen's market (its game_id), so that a reload,
 * back and forward, or a shared link open the same screen for the same market.
 */
export const MARKET_PARAM = 'market';

/** A menu or bid screen (any path) for one market: `/single?market=12`. */
export const forMarket = (path: string, gameId: string): string =>
  `${path}?${MARKET_PARAM}=${encodeURIComponent(gameId)}`;

/** A market kind's bid-type menu for one of its markets: `/game?market=12`. */
export const marketMenuFor = (kind: MarketKind, gameId: string): string =>
  forMarket(marketMenu(kind), gameId);

/** A bid type's screen for one market: `/leftdigit?market=3`. */
export const bidPathFor = (type: Pick<BidType, 'paths'>, gameId: string): string =>
  forMarket(bidPath(type), gameId);

/** The market a menu's or bid screen's URL names, or '' when it names none. */
export const marketIdIn = (search: URLSearchParams): string => search.get(MARKET_PARAM) ?? '';
