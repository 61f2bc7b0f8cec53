/**
 * THE route table: every path of both specs' route tables, declared once, with its layout and who
 * may see it. Every screen is lazy-loaded, so each route is its own chunk. The table is declared
 * in three parts, each loaded only when needed (route-table.ts has their vocabulary):
 *   account-routes.ts  the signed-out account flows: the entry chunk's only routes (/login);
 *   header-routes.ts   the home screen, the signed-in shell's own (/imp); the shell also draws
 *                      the header layout of every path in header-paths.ts;
 *   other-routes.ts    every other screen (standalone, bid, header): a second lazily loaded step
 *                      of the shell.
 *
 * Router notes: react-router matches paths case-insensitively, so /tripplePana and /tripplepana,
 * /StarSingle and /starsingle, /AddFundHistory and /addfundhistory are one route each.
 *
 * Decision (README): the visitor landing page lives at /welcome (spec: `/` goes to /login when no
 * credentials are saved, else /imp); /login links to it.
 *
 * PLACEHOLDER SCREENS, to be replaced by their features (keep the file names and default exports):
 *   features/bids/screens/     bid-entry-screen (prop bidTypeId), game-menu-screen (prop menu)
 *   features/funds/screens/    funds, wallet, add-funds, withdraw, qr-pay, upi-pay, verify-upi,
 *                              transfer
 *   features/history/screens/  histories, bid-history, win-history, starline-bid-history,
 *                              starline-win-history, gali-bid-history, gali-win-history,
 *                              transaction-history, withdraw-history, add-fund-history
 *   features/content/screens/  game-rates, how-to-play, withdraw-rule, deposit-rule, about,
 *                              privacy, delete
 *   features/profile/screens/  profile, change-password
 */
import { ACCOUNT_ROUTES } from './account-routes';
import { HOME_ROUTES } from './header-routes';
import { OTHER_ROUTES } from './other-routes';
import type { ScreenRoute } from './route-table';

/** The whole table (route tests, documentation); the app loads it in the three parts above. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...ACCOUNT_ROUTES,
  ...OTHER_ROUTES,
  ...HOME_ROUTES,
];
