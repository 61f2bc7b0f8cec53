import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenSettled } from './components/when-idle';
import { preloadRoute } from './app/router';
import { withAllTexts } from './i18n/all-texts';
import { currentLanguage, preferredLanguage, speak, SOURCE_LANGUAGE } from './i18n/language';
import { keepsBuildValues, loadRuntimeConfig } from './lib/config';
import { listenForInstallOffer } from './lib/install-prompt';
import './styles/base.css';

// The browser's offer to install may come before any screen shows: kept for Download App.
listenForInstallOffer();

const container = document.getElementById('root')!;
/** A page the build pre-rendered (/login, /welcome: prerender-plugin.ts). */
const prerendered = container.hasAttribute('data-prerendered');
/** The language a pre-rendered page shows (its inline script picked the player's). */
const shownLanguage = container.dataset.language ?? SOURCE_LANGUAGE;

// config.json (optional) must be read before the first provider call. The screen's code downloads
// meanwhile, and its first queries start once config.json is read (preloadRoute says what the
// first render waits for; a pre-rendered page waits for its screen's code, which its hydration
// needs); a failed download is left for that render to report. Until then the page shows what the
// build put there: the screen itself, the signed-in frame, or "Loading...".
const configured = loadRuntimeConfig();
// The player's language, whose catalogue (if not English) downloads alongside.
const language = preferredLanguage();
void Promise.all([
  configured,
  speak(language).catch(() => {}), // without its catalogue, the app speaks English
  preloadRoute(window.location.pathname, configured, prerendered).catch(() => {}),
]).then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // As a transition, React hydrates or renders the first screen in short slices instead of one
  // long task. The page is hydrated when the app draws it as the build did, in the language the
  // page shows (its inline script picked the player's); else (config.json names another brand or
  // installer, or the player's catalogue did not download) the first render replaces it, without
  // a mismatch.
  if (
    prerendered &&
    language === shownLanguage &&
    currentLanguage() === language &&
    keepsBuildValues('brandName', 'androidApkUrl')
  ) {
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
});
// The service worker, the offline layer and the saved data (app/pwa/): none of it before the page
// (which a pre-rendered page may have finished loading before this code runs). Online, not before
// the page has settled and is idle either (when-idle.ts): on a slow phone its code and the worker's
// precaching held the first screen back. Offline, at the load: the first screens show the saved data (saved-data.ts). Not
// awaited: the page works without it, and nothing here could do better with its failure than the
// console does.
const startPwa = () => void withAllTexts(() => import('./app/pwa/start-pwa'))();
if (navigator.onLine) whenSettled(startPwa);
else if (document.readyState === 'complete') startPwa();
else addEventListener('load', startPwa);
