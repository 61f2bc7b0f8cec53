import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ListLoading } from '../components/list-state';
import { whenSettled } from '../components/when-idle';
import { prefetchDashboard } from '../lib/api/dashboard';
import { getQueryClient, prefetchQueries } from '../lib/query-client';
import { warmNumberFormat } from '../lib/warm-number-format';
import { HOME_ROUTES } from './home-routes';
import { HeaderLayout } from './layouts/header-layout';
import { guardedRoutesOf } from './layouts/require-betting';
import { RequireSession } from './layouts/require-session';
import { QueryClientChoice } from './providers';
import { RouteErrorView } from './route-error';
import { routeAt } from './route-table';
import { loadOtherShell } from './other-shell-loader';

type OtherShell = NonNullable<(typeof loadOtherShell)['loaded']>;

// Built once: a route's lazily loaded screen must not be re-created on render, and the layouts'
// elements stay the same objects when the second step arrives, so React need not draw the page
// around the home again (some 200 ms on a phone slowed 4x).
const HOME = guardedRoutesOf(HOME_ROUTES, 'header', 'player');
const REQUIRE_SESSION = <RequireSession />;
const HEADER_LAYOUT = <HeaderLayout />;

/**
 * Everything but the signed-out account flows: the header layout around the home screen and,
 * once the shell's second step is there (other-shell.tsx), around the other header screens too,
 * so that the layout stays in place between them; then every other route of that step. Until
 * then any other path shows the loading state (or why the step failed to download).
 */
function shellRoutes(other: OtherShell | undefined, failure: unknown): RouteObject[] {
  const waiting = failure ? <RouteErrorView error={failure} /> : <ListLoading />;
  return [
    {
      element: REQUIRE_SESSION,
      children: [{ element: HEADER_LAYOUT, children: [...HOME, ...(other?.HEADER_SCREENS ?? [])] }],
    },
    ...(other?.OTHER_SCREENS ?? [{ path: '*', element: waiting }]),
  ];
}

/**
 * The shell's second step, once downloaded: fetched at once when the path is not the home's,
 * else once the page has settled and is idle (for the first navigation away from it).
 */
function useOtherShell(): { other: OtherShell | undefined; failure: unknown } {
  const { pathname } = useLocation();
  const needed = !routeAt(HOME_ROUTES, pathname);
  const [other, setOther] = useState(() => loadOtherShell.loaded);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (other) return;
    let live = true;
    const fetchOther = () =>
      void loadOtherShell().then(
        (module) => live && setOther(module),
        (error: unknown) => live && setFailure(error),
      );
    let cancel = () => {};
    if (needed) fetchOther();
    else cancel = whenSettled(fetchOther);
    return () => {
      live = false;
      cancel();
    };
  }, [other, needed]);
  return { other, failure };
}

/**
 * Downloads the screen at `pathname` (through the shell's second step unless it is the home) and,
 * once the configuration is known, starts its first queries: the header layout needs the
 * dashboard.
 */
export function preloadRoute(pathname: string, configured: Promise<unknown>): Promise<unknown> {
  const route = routeAt(HOME_ROUTES, pathname);
  if (!route) return loadOtherShell().then((other) => other.preloadRoute(pathname, configured));
  const prefetching = configured.then(() => {
    const queries = prefetchQueries(prefetchDashboard, route.prefetch);
    warmNumberFormat(); // while the dashboard is on its way
    return queries;
  });
  return Promise.all([route.load(), prefetching]);
}

/** The lazily loaded shell: server state (TanStack Query) and every signed-in route. */
export default function QueryShell() {
  const client = useContext(QueryClientChoice) ?? getQueryClient();
  const { other, failure } = useOtherShell();
  const routes = useRoutes(useMemo(() => shellRoutes(other, failure), [other, failure]));
  return <QueryClientProvider client={client}>{routes}</QueryClientProvider>;
}
