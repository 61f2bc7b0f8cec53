import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { ListLoading } from '../components/list-state';
import { RouteErrorBoundary } from './route-error';
import type { Access, Layout, ScreenRoute } from './route-table';

/** Each screen sits in its own error boundary (reset on navigation) and Suspense. */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<ListLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

type Module = { default: ComponentType };

/**
 * React.lazy for a `once` loader (route-table.ts): suspends while the module downloads, but renders
 * at once when it is already there (preloaded at start-up). Given a pending promise, React.lazy
 * suspends at least once, and React holds content revealed after a fallback back for up to
 * 300 ms; given a thenable that calls back at once, it renders the module straight away.
 */
export function lazyComponent(load: () => Promise<Module>): ComponentType {
  return lazy(() => {
    const loading: Promise<Module> & { status?: string; value?: Module } = load();
    const module = loading.value;
    if (loading.status !== 'fulfilled' || !module) return loading;
    const loaded = { then: (resolve: (value: Module) => void) => resolve(module) };
    return loaded as unknown as Promise<Module>;
  });
}

/** A table entry as a route with a lazily loaded screen: each screen is its own chunk. */
export function toRoute({ path, load }: Pick<ScreenRoute, 'path' | 'load'>): RouteObject {
  const Screen = lazyComponent(load);
  return {
    path,
    element: (
      <ScreenFrame>
        <Screen />
      </ScreenFrame>
    ),
  };
}

/** A table's routes of one layout and access. */
export const routesOf = (
  table: readonly ScreenRoute[],
  layout: Layout,
  access: Access,
): RouteObject[] => table.filter((r) => r.layout === layout && r.access === access).map(toRoute);
