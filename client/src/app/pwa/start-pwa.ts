/// <reference types="vite-plugin-pwa/client" />
/**
 * The installable app's run-time part, imported after the page has loaded (main.tsx) so that none
 * of it is in the first download: the service worker's registration with its update prompt
 * (workbox-window, through vite-plugin-pwa), the offline layer, and for a signed-in player the
 * saved data. The layer (with its styles) and the saved data are steps of their own, so that this
 * module exports nothing and needs nothing more: the entry's import of it then carries no preload
 * list (bytes that /imp cannot spare). Here too, what the app does when the network comes back.
 */
import { registerSW } from 'virtual:pwa-register';
import { withAllTexts } from '../../i18n/all-texts';
import { getConfig, loadRuntimeConfig } from '../../lib/config';
import { completeCredentials, subscribeSession } from '../../lib/storage';

async function startPwa(): Promise<void> {
  const [{ mountOfflineLayer }, { savedScreens }] = await Promise.all([
    withAllTexts(() => import('./offline-layer'))(),
    withAllTexts(() => import('../../lib/saved-queries'))(),
  ]);
  const layer = mountOfflineLayer(savedScreens);

  // Back online: config.json is read again (a start without a network could not read it, and the
  // provider may have moved), then the signed-in player's screens fetch what is stale. Also at once
  // when no provider is known (a production build that could not read its configuration yet).
  let refreshStale = () => {};
  const reconnected = () => void loadRuntimeConfig().then(() => refreshStale());
  addEventListener('online', reconnected);
  if (!getConfig().providerHost) reconnected();

  // Keeping and restoring the data needs the query library: loaded once a player is signed in.
  let saving = false;
  const startSaving = () => {
    if (saving || !completeCredentials()) return;
    saving = true;
    void withAllTexts(() => import('./saved-data'))().then((saved) => {
      refreshStale = saved.startSavedData();
    });
  };
  startSaving();
  subscribeSession(startSaving);

  // "Reload": the waiting worker takes over, then the page reloads under it. Workbox reloads a
  // page that its worker controlled from the start (onNeedReload); a first visit's page, taken by
  // the first worker later on, reloads when its controller changes.
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const activateUpdate = registerSW({
    immediate: true,
    onNeedReload: reload,
    onNeedRefresh: () =>
      layer.offerUpdate(() => {
        navigator.serviceWorker.addEventListener('controllerchange', reload);
        void activateUpdate();
      }),
  });
}

void startPwa();
