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
 * Why not one file: a module lives in one chunk, so a single table would sit in the entry, and
 * every other entry with it. Measured on 2026-11-24 (initial JS, gzip, against /imp's 99.65 KB
 * and /login's 88.96 KB): the entry holding the 33 lazy loaders of other-routes.ts costs
 * +1.19 KB on both (/imp 100.85 KB, over its 100 KB budget); holding only each entry's path,
 * chunk, layout and access (45 entries, no loaders, no bid routes) costs +0.30 KB (/imp 99.95 KB).
 * Since then the first downloads lost 3.7 KB (lean-router.ts, components/link.tsx; /imp 96.4 KB):
 * one table would now fit the budget, still for 1.2 KB more on every player's first visit.
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
