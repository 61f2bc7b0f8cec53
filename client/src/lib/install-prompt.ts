import { INSTALL_OFFER_GLOBAL } from './install-offer-global';

/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium's), kept so that
 * Download App can show it when the player asks: from main.tsx on, and before that by the
 * pre-rendered pages' start script. Not prevented: the browser may still show its own banner.
 */

/** The event Chromium fires when the app can be installed (not in the DOM's own types). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | undefined;

export function listenForInstallOffer(): void {
  // One that came before this code ran, kept by the pre-rendered pages' start script.
  const early = (window as unknown as Record<string, unknown>)[INSTALL_OFFER_GLOBAL];
  if (early instanceof Event) offer = early as InstallPromptEvent;
  addEventListener('beforeinstallprompt', (event) => {
    offer = event as InstallPromptEvent;
  });
  addEventListener('appinstalled', () => {
    offer = undefined;
  });
}

/**
 * Shows the browser's install prompt when it made one: `accepted` or `dismissed` by the player;
 * `none` when the browser made no offer (the player then adds it to the home screen by hand).
 */
export async function offerInstall(): Promise<'accepted' | 'dismissed' | 'none'> {
  const event = offer;
  if (!event) return 'none';
  // An offer shows once: the next one comes with a new event.
  offer = undefined;
  await event.prompt();
  return (await event.userChoice).outcome;
}
