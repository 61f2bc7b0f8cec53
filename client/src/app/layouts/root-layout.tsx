import { Outlet } from 'react-router-dom';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { ScrollToTop } from '../../components/scroll-to-top';

/** Wraps every route: scroll to top on navigation, pull-to-refresh on the body. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <PullToRefresh />
      <Outlet />
    </>
  );
}
