/**
 * The route tree, built from the table in routes.ts. Declarative routes (useRoutes) with React.lazy
 * screens: the data router would add ~17 KB gzip to the entry and no screen needs loaders.
 *
 * The entry holds only the signed-out account flows; every other path goes to the lazily loaded
 * shell (query-shell.tsx), which brings TanStack Query, the header layout and the home screen, and
 * loads every other screen as a second step (other-shell.tsx). That keeps the JavaScript for
 * /login and for /imp under 100 KB gzip.
 */
import { Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ListLoading } from '../components/list-state';
import { hasSavedCredentials } from '../lib/storage';
import { BareLayout } from './layouts/bare-layout';
import { RootLayout } from './layouts/root-layout';
import { ACCOUNT_ROUTES } from './account-routes';
import { lazyScreen, routesOf } from './route-elements';
import { isPath, lazy, routeAt } from './route-table';
import { loadOtherShell } from './other-shell-loader';
import * as paths from '../lib/paths';

/**
 * The signed-in shell's first step: TanStack Query, the header layout (around every header
 * screen) and the home screen. A language's first download holds its texts
 * (catalogue-plugin.ts), so it waits for no more.
 */
const loadQueryShell = lazy(() => import('./query-shell'));
const QueryShell = lazyScreen(loadQueryShell);

/** Where `/` goes: /login without saved credentials, otherwise /imp. */
const entryTarget = () => (hasSavedCredentials() ? paths.home : paths.login);

function EntryRedirect() {
  return <Navigate to={entryTarget()} replace />;
}

/**
 * Starts downloading the code of the screen at `pathname` at start-up, alongside config.json
 * (`configured`), rather than one lazy step after another as the first render reaches them, and
 * its first provider queries as soon as the configuration is known; returns what that first render
 * should wait for.
 *
 * - An account flow: nothing, unless `withScreen` (a pre-rendered page, whose hydration needs the
 *   screen's code). Its bare layout (the brand) shows at once and the form follows; no data
 *   request waits on it.
 * - Any other path: the signed-in shell and the screen, so that the first render is the whole page
 *   and its data requests start at once: a screen shown after a loading state would be held back
 *   up to 300 ms by React. Both steps of the shell are fetched, but for the home, which needs only
 *   the first: on a slow phone the second step's download and evaluation held the home back
 *   (the shell fetches it once the page is idle, query-shell.tsx).
 */
export function preloadRoute(
  pathname: string,
  configured: Promise<unknown>,
  withScreen = false,
): Promise<unknown> {
  const path = pathname === paths.root ? entryTarget() : pathname;
  const account = routeAt(ACCOUNT_ROUTES, path);
  if (account) {
    const loading = account.load();
    if (withScreen) return loading;
    loading.catch(() => {}); // the render reports failures
    return Promise.resolve();
  }
  if (!isPath(path, paths.home)) loadOtherShell().catch(() => {}); // in parallel: the screen needs it
  return loadQueryShell().then((shell) => shell.preloadRoute(path, configured));
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <EntryRedirect /> },
        { element: <BareLayout />, children: routesOf(ACCOUNT_ROUTES, 'bare', 'public') },
        {
          path: '*',
          element: (
            <Suspense fallback={<ListLoading />}>
              <QueryShell />
            </Suspense>
          ),
        },
      ],
    },
  ];
}

// Built once: React.lazy components must not be re-created on render.
const APP_ROUTES = buildRoutes();

export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
