import { useEffect, useState, type ComponentType } from 'react';
import { whenSettled } from './when-idle';

/** A dialog whose code downloads apart; `preload` starts that download (a failure is left quiet). */
export type DeferredDialog<P> = ComponentType<P> & { preload: () => void };

/**
 * A dialog (side menu, support options) whose code stays out of the first download: it renders
 * nothing while closed anyway, so its module is fetched once the page has settled and is idle (or
 * sooner, through `preload`), or at once if it is opened before that, and the dialog shows as soon
 * as it is there.
 */
export function deferredDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): DeferredDialog<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchDialog = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a later open tries again
        throw error;
      },
    ));

  function DeferredDialog(props: P) {
    const [shown, setDialog] = useState(() => loaded);
    // Preloaded since this rendered last: the dialog opens in this render, not in one more.
    const Dialog = shown ?? loaded;
    const { open } = props;
    useEffect(() => {
      if (Dialog) return;
      let live = true;
      const show = () =>
        void fetchDialog().then(
          (component) => {
            if (live) setDialog(() => component);
          },
          () => {}, // offline: nothing to show until a later open succeeds
        );
      let cancel = () => {};
      if (open) show();
      else cancel = whenSettled(show);
      return () => {
        live = false;
        cancel();
      };
    }, [Dialog, open]);
    return Dialog ? <Dialog {...props} /> : null;
  }
  return Object.assign(DeferredDialog, { preload: () => void fetchDialog().catch(() => {}) });
}
