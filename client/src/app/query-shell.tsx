import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useContext, useEffect } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { whenIdle } from '../components/when-idle';
import { ListLoading } from '../components/list-state';
import { prefetchDashboard } from '../lib/api/dashboard';
import { getQueryClient, prefetchQueries } from '../lib/query-client';
import { HEADER_PATHS, OTHER_HEADER_SCREENS, headerRoutes } from './header-paths';
import { HOME_ROUTES } from './header-routes';
import { HeaderLayout } from './layouts/header-layout';
import { guardedRoutesOf } from './layouts/require-betting';
import { RequireSession } from './layouts/require-session';
import { QueryClientChoice } from './providers';
import { lazyComponent } from './route-elements';
import { routeAt, type ScreenRoute } from './route-table';
import { loadOtherShell } from './shell-loaders';

const OtherShell = lazyComponent(loadOtherShell);

/**
 * The header screens but the home's: their paths are known here, so that the header layout stays
 * in place between them, and their code comes with the shell's second step.
 */
const OTHER_HEADER_ROUTES: readonly ScreenRoute[] = OTHER_HEADER_SCREENS.flatMap((screen) =>
  headerRoutes(screen, () =>
    loadOtherShell().then((other) => other.loadScreen(HEADER_PATHS[screen][0])),
  ),
);
const HEADER_ROUTES = [...HOME_ROUTES, ...OTHER_HEADER_ROUTES];

/**
 * Everything but the signed-out account flows: the header layout around the home screen and the
 * other header screens, and every other path in the second step of the shell (other-shell.tsx:
 * standalone and bid screens, the not-found screen).
 */
const SHELL_ROUTES: RouteObject[] = [
  {
    element: <RequireSession />,
    children: [
      {
        element: <HeaderLayout />,
        children: guardedRoutesOf(HEADER_ROUTES, 'header', 'player'),
      },
    ],
  },
  {
    path: '*',
    element: (
      <Suspense fallback={<ListLoading />}>
        <OtherShell />
      </Suspense>
    ),
  },
];

/**
 * Downloads the screen at `pathname` (through the other shell when it is one of its routes) and,
 * once the configuration is known, starts its first queries: a header screen's layout needs the
 * dashboard.
 */
export function preloadRoute(pathname: string, configured: Promise<unknown>): Promise<unknown> {
  const route = routeAt(HEADER_ROUTES, pathname);
  if (!route) return loadOtherShell().then((other) => other.preloadRoute(pathname, configured));
  const prefetching = configured.then(() => prefetchQueries(prefetchDashboard, route.prefetch));
  return Promise.all([route.load(), prefetching]);
}

/** The lazily loaded shell: server state (TanStack Query) and the remaining routes. */
export default function QueryShell() {
  const client = useContext(QueryClientChoice) ?? getQueryClient();
  const routes = useRoutes(SHELL_ROUTES);
  // The other routes' table is fetched once the page is idle, for the first navigation to them.
  useEffect(() => whenIdle(() => void loadOtherShell().catch(() => {})), []);
  return <QueryClientProvider client={client}>{routes}</QueryClientProvider>;
}
