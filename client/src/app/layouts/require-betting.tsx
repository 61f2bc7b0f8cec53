import { BETTING_STATUS } from '@panna/shared/protocol';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ListLoading } from '../../components/list-state';
import { useDashboard } from '../../lib/api/dashboard';
import { toRoute } from '../route-elements';
import type { Access, Layout, ScreenRoute } from '../route-table';

/**
 * The screens the spec reserves for players whose betting_status is "1": anyone else is sent to
 * `home`. Nothing is decided (or shown) before the dashboard's first answer; a failed one counts
 * as betting off, as everywhere else.
 */
function RequireBetting({ home }: { home: string }) {
  const { data, isPending } = useDashboard();
  if (isPending) return <ListLoading />;
  if (data?.betting_status !== BETTING_STATUS.ENABLED) return <Navigate to={home} replace />;
  return <Outlet />;
}

/** A table's routes of one layout and access, each reserved one behind the betting guard. */
export const guardedRoutesOf = (
  table: readonly ScreenRoute[],
  layout: Layout,
  access: Access,
): RouteObject[] =>
  table
    .filter((r) => r.layout === layout && r.access === access)
    .map((r) =>
      r.withoutBetting
        ? { element: <RequireBetting home={r.withoutBetting} />, children: [toRoute(r)] }
        : toRoute(r),
    );
