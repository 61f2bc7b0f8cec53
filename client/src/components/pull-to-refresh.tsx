import { useEffect } from 'react';
import { whenSettled } from './when-idle';

/**
 * Pull-to-refresh on the whole body, reloading the page. pulltorefreshjs's defaults are the spec's
 * numbers (threshold 60, max 80, reload 50, 500 ms), so none are overridden. Loaded once the page
 * has settled and is idle, so that it neither sits in the entry chunk nor competes with the screen's
 * downloads, nor with a first tap.
 */
export function PullToRefresh() {
  useEffect(() => {
    let disposed = false;
    let destroy: (() => void) | undefined;
    const load = () =>
      void import('pulltorefreshjs').then((mod) => {
        if (disposed) return;
        // The ESM build exports one default object; the typings describe named exports.
        const ptr = (mod as unknown as { default?: typeof mod }).default ?? mod;
        const instance = ptr.init({
          mainElement: 'body',
          onRefresh: () => window.location.reload(),
        });
        destroy = () => instance.destroy();
      });
    const cancel = whenSettled(load);
    return () => {
      disposed = true;
      cancel();
      destroy?.();
    };
  }, []);
  return null;
}
