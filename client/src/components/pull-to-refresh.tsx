import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/**
 * Pull-to-refresh on the whole body, reloading the page. pulltorefreshjs's defaults are the spec's
 * numbers (threshold 60, max 80, reload 50, 500 ms), so none are overridden. Loaded once the page
 * is idle, so that it neither sits in the entry chunk nor competes with the screen's downloads.
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
    const cancel = whenIdle(load);
    return () => {
      disposed = true;
      cancel();
      destroy?.();
    };
  }, []);
  return null;
}
