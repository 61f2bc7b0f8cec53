import { useRoutes, type RouteObject } from 'react-router-dom';
import { prefetchDashboard } from '../lib/api/dashboard';
import { prefetchQueries } from '../lib/query-client';
import { BareLayout } from './layouts/bare-layout';
import { guardedRoutesOf } from './layouts/require-betting';
import { RequireSession } from './layouts/require-session';
import { OTHER_ROUTES, notFoundScreen } from './other-routes';
import { routesOf, toRoute } from './route-elements';
import { routeAt, type Loader } from './route-table';

/**
 * The shell's second step: public standalone screens, then the player's standalone and bid
 * screens and the UPI verification, and the not-found screen for any other path. (Its header
 * screens are routed by the shell, inside its header layout: `loadScreen`.)
 */
const OTHER_SHELL_ROUTES: RouteObject[] = [
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
 * first queries once the configuration is known (the dashboard too where the betting guard
 * waits for it).
 */
export function preloadRoute(pathname: string, configured: Promise<unknown>): Promise<unknown> {
  const route = routeAt(OTHER_ROUTES, pathname);
  if (!route) return notFoundScreen();
  const guard = route.withoutBetting ? prefetchDashboard : undefined;
  return Promise.all([route.load(), configured.then(() => prefetchQueries(guard, route.prefetch))]);
}

/** The screen at `pathname`, for the shell's routes to the header screens but the home's. */
export function loadScreen(pathname: string): ReturnType<Loader> {
  return (routeAt(OTHER_ROUTES, pathname)?.load ?? notFoundScreen)();
}

export default function OtherShell() {
  return useRoutes(OTHER_SHELL_ROUTES);
}
