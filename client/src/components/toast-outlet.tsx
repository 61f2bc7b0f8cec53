import { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToastHost, toastHostWanted } from './toast-library';

const ToastHost = lazy(() => import('./toast-host'));

/** Mounts the toast container once the first toast is raised. */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(subscribeToastHost, toastHostWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
