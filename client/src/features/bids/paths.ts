import type { MarketKind } from '@panna/shared/bids';

/** Each market kind's bid-type menu. */
export const MENU_PATH: Record<MarketKind, string> = {
  main: '/game',
  starline: '/stargame',
  gali: '/galiallgame',
};

/** Where a player goes when a menu or bid screen cannot be used (no market, betting off). */
export const HOME_PATH: Record<MarketKind, string> = {
  main: '/imp',
  starline: '/imp2',
  gali: '/galiIMP',
};

/** The search parameter that names the market, so a reload or a typed URL can recover it. */
export const GAME_PARAM = 'game';

/** A bid route (or menu) for one market, with the market in the URL. */
export const withGame = (path: string, gameId: string): string =>
  `${path}?${new URLSearchParams({ [GAME_PARAM]: gameId }).toString()}`;
