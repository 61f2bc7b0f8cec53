import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

/**
 * A dialog (side menu, support options) whose code stays out of the first download: it renders
 * nothing while closed anyway, so its module is fetched once the page is idle, or at once if it is
 * opened before that, and the dialog shows as soon as it is there.
 */
export function deferredDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
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
    const [Dialog, setDialog] = useState(() => loaded);
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
      else cancel = whenIdle(show);
      return () => {
        live = false;
        cancel();
      };
    }, [Dialog, open]);
    return Dialog ? <Dialog {...props} /> : null;
  }
  return DeferredDialog;
}
