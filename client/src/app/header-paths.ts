/**
 * The paths under the header layout (header with the side menu, footer below), all signed in.
 * The signed-in shell (query-shell.tsx) knows them all and draws the layout around them; it
 * carries the home screen itself (header-routes.ts: where `/` and every sign-in land) and takes
 * the other screens from its second step (other-routes.ts), so that /imp downloads none of them.
 */
import { bettingOnly, player, type Loader, type ScreenRoute } from './route-table';

export const HEADER_PATHS = {
  home: ['/imp'],
  starline: ['/star'],
  gali: ['/galigame'],
  histories: ['/histories'],
  wins: ['/win', '/windata'],
  bids: ['/bid'],
  wallet: ['/imp8', '/wallet', '/mymodel'],
  transfer: ['/transfer', '/transfermodel'],
  addFunds: ['/addfund'],
  about: ['/about'],
  privacy: ['/privacy', '/privacypolicy'],
  delete: ['/delete'],
  changePassword: ['/change'],
  profile: ['/profile'],
} as const;

export type HeaderScreen = keyof typeof HEADER_PATHS;

/** The header screens the spec reserves for betting players (histories, wallet, funds). */
const BETTING_SCREENS: ReadonlySet<HeaderScreen> = new Set([
  'histories',
  'wins',
  'bids',
  'wallet',
  'transfer',
  'addFunds',
]);

/** The header routes of one screen; a player without betting is sent home from the reserved. */
export function headerRoutes(screen: HeaderScreen, load: Loader): ScreenRoute[] {
  const routes = player('header', load, ...HEADER_PATHS[screen]);
  return BETTING_SCREENS.has(screen) ? bettingOnly(HEADER_PATHS.home[0], routes) : routes;
}

/** The header screens whose code comes with the shell's second step: all but the home. */
export const OTHER_HEADER_SCREENS = (Object.keys(HEADER_PATHS) as HeaderScreen[]).filter(
  (screen) => screen !== 'home',
);
