import type { RouteObject } from 'react-router-dom';
import { prefetchDashboard } from '../lib/api/dashboard';
import { prefetchQueries } from '../lib/query-client';
import { BareLayout } from './layouts/bare-layout';
import { guardedRoutesOf } from './layouts/require-betting';
import { RequireSession } from './layouts/require-session';
import { OTHER_ROUTES, notFoundScreen } from './other-routes';
import { routesOf, toRoute } from './route-elements';
import { routeAt } from './route-table';

/**
 * The shell's second step (query-shell.tsx): the routes of other-routes.ts. Its header screens go
 * inside the header layout the shell draws around the home.
 */
export const HEADER_SCREENS: RouteObject[] = guardedRoutesOf(OTHER_ROUTES, 'header', 'player');

/**
 * The rest: public standalone screens, then the player's standalone and bid screens and the UPI
 * verification, and the not-found screen for any other path.
 */
export const OTHER_SCREENS: RouteObject[] = [
  ...routesOf(OTHER_ROUTES, 'standalone', 'public'),
  {
    element: <RequireSession />,
    children: [
      { element: <BareLayout />, children: guardedRoutesOf(OTHER_ROUTES, 'bare', 'player') },
      ...guardedRoutesOf(OTHER_ROUTES, 'standalone', 'player'),
    ],
  },
  toRoute({ path: '*', load: notFoundScreen }),
];

/**
 * Downloads the screen at `pathname` (the not-found screen for an unknown path) and starts its
 * first queries once the configuration is known, the dashboard too where the header layout or the
 * betting guard waits for it.
 */
export function preloadRoute(pathname: string, configured: Promise<unknown>): Promise<unknown> {
  const route = routeAt(OTHER_ROUTES, pathname);
  if (!route) return notFoundScreen();
  const dashboard =
    route.layout === 'header' || route.withoutBetting ? prefetchDashboard : undefined;
  return Promise.all([
    route.load(),
    configured.then(() => prefetchQueries(dashboard, route.prefetch)),
  ]);
}
