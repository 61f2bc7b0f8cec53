/**
 * The build's pre-renderer, run in Node after the client build (prerender-plugin.ts): the HTML of
 * the first screens, so that the built pages paint before any JavaScript runs.
 *
 * - A screen (/login, /welcome): the whole app at that path in one language, exactly as the
 *   browser's first render draws it (main.tsx waits for the same code and catalogue before
 *   hydrating), so React hydrates it as is.
 * - The signed-in frame: the header layout around its loading state, before any provider data
 *   (no wallet, the footer empty). The browser's first render replaces it; it is not hydrated,
 *   since the player's session and data decide what that render draws.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { HeaderFrame } from './app/layouts/header-layout';
import { AppRoutes, preloadRoute } from './app/router';
import { ListLoading } from './components/list-state';
import { languages, speak } from './i18n/language';
import * as paths from './lib/paths';

/** The languages a screen is pre-rendered in: every one of the catalogue, English first. */
export const LANGUAGES: readonly string[] = languages.map((language) => language.code);

/** A Suspense boundary left pending or failed: its code was not loaded before the render. */
const UNRESOLVED = /<!--\$[?!]-->/;

export async function renderScreen(path: string, language: string): Promise<string> {
  // Build time: no config.json, no session (no provider call starts).
  await Promise.all([preloadRoute(path, Promise.resolve(), true), speak(language)]);
  // main.tsx's tree (app/app.tsx) in a router fixed at `path`.
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  if (UNRESOLVED.test(html)) throw new Error(`${path}: a screen was still loading when rendered`);
  return html;
}

export function renderSignedInFrame(): string {
  return renderToStaticMarkup(
    <StaticRouter location={paths.home}>
      <HeaderFrame onMenu={() => {}} bettingEnabled={undefined}>
        <ListLoading />
      </HeaderFrame>
    </StaticRouter>,
  );
}

/** The loading state every other page shows while the app's code downloads. */
export function renderLoading(): string {
  return renderToStaticMarkup(<ListLoading />);
}
