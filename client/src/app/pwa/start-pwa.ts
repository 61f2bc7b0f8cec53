/// <reference types="vite-plugin-pwa/client" />
/**
 * The installable app's run-time part, imported after the page has loaded (main.tsx) so that none
 * of it is in the first download: the service worker's registration with its update prompt
 * (workbox-window, through vite-plugin-pwa), the offline layer, and for a signed-in player the
 * saved data. The layer (with its styles) is a step of its own: the entry then lists no file for
 * this import, and stays the size it was.
 */
import { registerSW } from 'virtual:pwa-register';
import { completeCredentials, subscribeSession } from '../../lib/storage';

async function startPwa(): Promise<void> {
  const { mountOfflineLayer } = await import('./offline-layer');
  let savedScreens: () => ReadonlySet<string> = () => new Set();
  const layer = mountOfflineLayer(() => savedScreens());

  // The saved data needs the query library: loaded once a player is signed in.
  let saving = false;
  const startSaving = () => {
    if (saving || !completeCredentials()) return;
    saving = true;
    void import('./saved-data').then((saved) => {
      savedScreens = saved.startSavedData();
      layer.update();
    });
  };
  startSaving();
  subscribeSession(startSaving);

  const activateUpdate = registerSW({
    immediate: true,
    onNeedRefresh: () => layer.offerUpdate(() => void activateUpdate()),
  });
}

void startPwa();
