/**
 * The route tree, built from the table in routes.tsx. Declarative routes (useRoutes) with React.lazy
 * screens: the data router would add ~17 KB gzip to the entry and no screen needs loaders.
 *
 * The entry holds only the signed-out account flows; every other path goes to the lazily loaded
 * shell (query-shell.tsx), which brings TanStack Query and the signed-in layouts. That keeps the
 * JavaScript for /login under 100 KB gzip.
 */
import { Suspense, lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ListLoading } from '../components/list-state';
import { hasSavedCredentials } from '../lib/storage';
import { BareLayout } from './layouts/bare-layout';
import { RootLayout } from './layouts/root-layout';
import { routesOf } from './route-elements';

const QueryShell = lazy(() => import('./query-shell'));

/** `/`: /login without saved credentials, otherwise /imp. */
function EntryRedirect() {
  return <Navigate to={hasSavedCredentials() ? '/imp' : '/login'} replace />;
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <EntryRedirect /> },
        { element: <BareLayout />, children: routesOf('bare', 'public') },
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
