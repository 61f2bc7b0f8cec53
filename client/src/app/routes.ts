/**
 * THE route table: every path of both specs' route tables, declared once, with its layout and who
 * may see it; every path is named in lib/paths.ts. Each screen is lazy-loaded (its own chunk)
 * unless it comes with its part's chunk. The table is declared in three parts, one per chunk that
 * routes them (route-table.ts has their vocabulary):
 *   account-routes.ts  the signed-out account flows: the entry's part (/login);
 *   home-routes.ts     the home screen: the signed-in shell's part (/imp), which also draws the
 *                      header layout;
 *   other-routes.ts    every other screen (standalone, bid, header): the shell's second step.
 *
 * Router notes: react-router matches paths case-insensitively, so /tripplePana and /tripplepana,
 * /StarSingle and /starsingle, /AddFundHistory and /addfundhistory are one route each.
 *
 * Decision (README): the visitor landing page lives at /welcome (spec: `/` goes to /login when no
 * credentials are saved, else /imp); /login links to it.
 */
import { ACCOUNT_ROUTES } from './account-routes';
import { HOME_ROUTES } from './home-routes';
import { OTHER_ROUTES } from './other-routes';
import type { ScreenRoute } from './route-table';

/** The whole table (route tests, documentation); the app loads it in the three parts above. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...ACCOUNT_ROUTES,
  ...OTHER_ROUTES,
  ...HOME_ROUTES,
];
