import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { subscribeToastHost, toastHostWanted } from './toast-library';
import { withAllTexts } from '../i18n/all-texts';

const loadHost = withAllTexts(() => import('./toast-host'));

/**
 * Mounts the toast container once the first toast is raised. Rendered when its code is here,
 * not through Suspense: React holds content revealed after a fallback back for up to 300 ms,
 * which the first toast of a page (a bid's 'Bid placed successfully!') would wait for.
 */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(subscribeToastHost, toastHostWanted, () => false);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Host) return;
    let mounted = true;
    loadHost().then(
      (module) => {
        if (mounted) setHost(() => module.default);
      },
      () => {}, // its code could not be fetched: no toasts shown, the screen goes on
    );
    return () => {
      mounted = false;
    };
  }, [wanted, Host]);
  return Host ? <Host /> : null;
}
