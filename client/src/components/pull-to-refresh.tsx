import { useEffect } from 'react';

/**
 * Pull-to-refresh on the whole body, reloading the page. pulltorefreshjs's defaults are the spec's
 * numbers (threshold 60, max 80, reload 50, 500 ms), so none are overridden. Loaded after the first
 * paint to keep it out of the entry chunk.
 */
export function PullToRefresh() {
  useEffect(() => {
    let disposed = false;
    let destroy: (() => void) | undefined;
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
    return () => {
      disposed = true;
      destroy?.();
    };
  }, []);
  return null;
}
