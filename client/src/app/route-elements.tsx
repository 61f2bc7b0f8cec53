import { Suspense, lazy as reactLazy, useState, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { ListLoading } from '../components/list-state';
import { RouteErrorBoundary } from './route-error';
import type { Access, Layout, Loader, ScreenRoute } from './route-table';

/** Each screen sits in its own error boundary (reset on navigation) and Suspense. */
export function RouteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<ListLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The component of a loader's module: rendered at once when the code is already there (preloaded
 * at start-up, or bundled), else through React.lazy, which suspends while it downloads. (Given
 * even a settled promise, React.lazy suspends once, and React holds content revealed after a
 * fallback back for up to 300 ms.) Each mounted screen keeps the way it was first drawn.
 */
export function lazyScreen(load: Loader) {
  const Lazy = reactLazy(load);
  return function Screen() {
    const [Loaded] = useState(() => load.loaded?.default);
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

/** A table entry as a route with a lazily loaded screen: each screen is its own chunk. */
export function toRoute({ path, load }: Pick<ScreenRoute, 'path' | 'load'>): RouteObject {
  const Screen = lazyScreen(load);
  return {
    path,
    element: (
      <RouteFrame>
        <Screen />
      </RouteFrame>
    ),
  };
}

/** A table's routes of one layout and access. */
export const routesOf = (
  table: readonly ScreenRoute[],
  layout: Layout,
  access: Access,
): RouteObject[] => table.filter((r) => r.layout === layout && r.access === access).map(toRoute);
