import { useRoutes, type RouteObject } from 'react-router-dom';
import { prefetchQueries } from '../lib/query-client';
import { BareLayout } from './layouts/bare-layout';
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
      { element: <BareLayout />, children: routesOf(OTHER_ROUTES, 'bare', 'player') },
      ...routesOf(OTHER_ROUTES, 'standalone', 'player'),
    ],
  },
  toRoute({ path: '*', load: notFoundScreen }),
];

/**
 * Downloads the screen at `pathname` (the not-found screen for an unknown path) and starts its
 * first queries once the configuration is known.
 */
export function preloadRoute(pathname: string, configured: Promise<unknown>): Promise<unknown> {
  const route = routeAt(OTHER_ROUTES, pathname);
  if (!route) return notFoundScreen();
  return Promise.all([route.load(), configured.then(() => prefetchQueries(route.prefetch))]);
}

/** The screen at `pathname`, for the shell's routes to the header screens but the home's. */
export function loadScreen(pathname: string): ReturnType<Loader> {
  return (routeAt(OTHER_ROUTES, pathname)?.load ?? notFoundScreen)();
}

export default function OtherShell() {
  return useRoutes(OTHER_SHELL_ROUTES);
}
