/**
 * Where the pre-rendered pages' inline start script keeps the browser's install offer when it
 * comes before the app's entry runs (inline-scripts.ts, read by install-prompt.ts).
 */
export const INSTALL_OFFER_GLOBAL = 'pannaInstallOffer';
