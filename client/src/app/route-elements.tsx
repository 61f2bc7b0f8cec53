import { Suspense, lazy, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { ListLoading } from '../components/list-state';
import { RouteErrorBoundary } from './route-error';
import { SCREEN_ROUTES, type Access, type Layout, type ScreenRoute } from './routes';

/** Each screen sits in its own error boundary (reset on navigation) and Suspense. */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<ListLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** A table entry as a route with a React.lazy screen: each screen is its own chunk. */
export function toRoute({ path, load }: Pick<ScreenRoute, 'path' | 'load'>): RouteObject {
  const Screen = lazy(load);
  return {
    path,
    element: (
      <ScreenFrame>
        <Screen />
      </ScreenFrame>
    ),
  };
}

/** The table's routes of one layout and access. */
export const routesOf = (layout: Layout, access: Access): RouteObject[] =>
  SCREEN_ROUTES.filter((r) => r.layout === layout && r.access === access).map(toRoute);
