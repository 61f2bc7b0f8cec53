import { useCallback, useSyncExternalStore } from 'react';
import { consoleHref, readLocation } from '../lib/location';

const subscribe = (changed: () => void) => {
  window.addEventListener('popstate', changed);
  return () => window.removeEventListener('popstate', changed);
};
const pathname = () => window.location.pathname;

/** The console's route from the address bar, and a navigate that keeps the page (history API). */
export function useRoute(): { route: string; navigate: (route: string) => void } {
  const path = useSyncExternalStore(subscribe, pathname);
  const navigate = useCallback((route: string) => {
    const { sandbox } = readLocation(window.location.pathname);
    window.history.pushState(null, '', consoleHref(sandbox, route));
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return { route: readLocation(path).route, navigate };
}
