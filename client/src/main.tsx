import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { loadRuntimeConfig } from './lib/config';
import './styles/base.css';

// config.json (optional) must be read before the first provider call. The screen's code downloads
// meanwhile, and its first queries start once config.json is read (preloadRoute says what the
// first render waits for); a failed download is left for that render to report. Until then
// index.html shows "Loading...".
const configured = loadRuntimeConfig();
void Promise.all([
  configured,
  preloadRoute(window.location.pathname, configured).catch(() => {}),
]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first screen in short slices instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
// The service worker, the offline layer and the saved data (app/pwa/): none of it before the page.
addEventListener('load', () => import('./app/pwa/start-pwa'));
