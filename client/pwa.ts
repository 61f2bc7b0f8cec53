import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

const THEME_COLOUR = '#4c1d95'; // --color-primary, as index.html's theme-color
const BACKGROUND_COLOUR = '#f3f1fa'; // --color-bg: the splash screen while the app starts
/** The app's name when VITE_BRAND_NAME is unset (as src/lib/config.ts). */
const DEFAULT_BRAND_NAME = 'Panna Matka';

/**
 * Paths the service worker never answers with the app: the provider's (nearly all start with
 * `api`: `api-...`, `apiGetawayStatus`; a provider served from the app's own origin stays the
 * provider's), and files such as config.json, which must come from the server or not at all.
 */
export const NEVER_THE_APP = [
  // The config loads without the workspace's TypeScript, so the few that do not start with `api`
  // (route-table jobs it refuses) are named here; never-the-app.test.ts holds this to the registry.
  /^\/(api|roulette-result-declare|checkMoneyToReferral|checkNotifiation)/,
  /\/[^/?]+\.[^/?]+(\?.*)?$/,
];

/** The web app manifest (icons: scripts/make-icons.ts). */
export function webAppManifest(brandName: string): VitePWAOptions['manifest'] {
  return {
    id: '/',
    name: brandName,
    short_name: brandName.split(' ')[0] ?? brandName,
    description: 'Play matka markets: results, charts, Starline and Gali Disawar.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The manifest and a Workbox service worker that precaches the whole built app (every screen's
 * code, styles, icons) and answers every navigation with index.html, so the app starts without a
 * network. It caches nothing at run time: provider calls (POSTs to another origin, or to `api-`
 * paths) and config.json always go to the network. A new build waits until the player accepts
 * the reload prompt (app/pwa/); the app registers the worker itself, after load.
 */
export function pwaPlugin(brandName: string | undefined) {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: webAppManifest(brandName || DEFAULT_BRAND_NAME),
    includeManifestIcons: false, // the precache's patterns already take every icon
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NEVER_THE_APP,
      // Hashed file names are their own revision.
      dontCacheBustURLsMatching: /^assets\//,
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once (it works offline without a reload); an
      // update still waits for the player's "Reload".
      clientsClaim: true,
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}
