/**
 * The paths of a market kind and of a bid type, built from the named paths (paths.ts) and the bid
 * catalogue (`BidType.paths` in @panna/shared/bids, the spec's spellings). Kept out of paths.ts so
 * that this code is downloaded only with the screens that use it. A market's menu or bid screen
 * carries the market as `?market=`, written by market-param.ts.
 */
import type { BidType, MarketKind } from '@panna/shared/bids';
import { forMarket } from './market-param';
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

/** A bid type's screen for one market: `/leftdigit?market=3`. */
export const bidPathFor = (type: Pick<BidType, 'paths'>, gameId: string): string =>
  forMarket(bidPath(type), gameId);
