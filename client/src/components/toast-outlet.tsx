import { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToastHost, toastHostWanted } from './toast-library';
import { withAllTexts } from '../i18n/all-texts';

const ToastHost = lazy(withAllTexts(() => import('./toast-host')));

/** Mounts the toast container once the first toast is raised. */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(subscribeToastHost, toastHostWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
