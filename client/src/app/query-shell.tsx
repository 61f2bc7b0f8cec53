import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { getQueryClient } from '../lib/query-client';
import { BareLayout } from './layouts/bare-layout';
import { HeaderLayout } from './layouts/header-layout';
import { RequireSession } from './layouts/require-session';
import { QueryClientChoice } from './providers';
import { routesOf, toRoute } from './route-elements';
import { notFoundScreen } from './routes';

/** Everything but the signed-out account flows: public standalone screens, then the player's. */
const SHELL_ROUTES: RouteObject[] = [
  ...routesOf('standalone', 'public'),
  {
    element: <RequireSession />,
    children: [
      { element: <BareLayout />, children: routesOf('bare', 'player') },
      { element: <HeaderLayout />, children: routesOf('header', 'player') },
      ...routesOf('standalone', 'player'),
    ],
  },
  toRoute({ path: '*', load: notFoundScreen }),
];

/** The lazily loaded shell: server state (TanStack Query) and the remaining routes. */
export default function QueryShell() {
  const client = useContext(QueryClientChoice) ?? getQueryClient();
  const routes = useRoutes(SHELL_ROUTES);
  return <QueryClientProvider client={client}>{routes}</QueryClientProvider>;
}
