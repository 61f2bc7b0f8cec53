/**
 * The build's pre-renderer, run in Node after the client build (prerender-plugin.ts): the HTML of
 * the first screens, so that the built pages paint before any JavaScript runs.
 *
 * - A screen (/login, /welcome): the whole app at that path in one language, exactly as the
 *   browser's first render draws it (main.tsx waits for the same code and catalogue before
 *   hydrating), so React hydrates it as is; and the document title that screen sets.
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
import { TitleSink } from './components/screen-title';
import { languages, speak } from './i18n/language';
import { getConfig } from './lib/config';
import * as paths from './lib/paths';

/** The languages a screen is pre-rendered in: every one of the catalogue, English first. */
export const LANGUAGES: readonly string[] = languages.map((language) => language.code);

/** A Suspense boundary left pending or failed: its code was not loaded before the render. */
const UNRESOLVED = /<!--\$[?!]-->/;

/** The title of every page but the pre-rendered screens, until the app names its screen. */
export const BRAND_NAME = getConfig().brandName;

/** A screen's markup, and its document title (components/screen-title.ts), in `language`. */
export async function renderScreen(
  path: string,
  language: string,
): Promise<{ html: string; title: string }> {
  // Build time: no config.json, no session (no provider call starts).
  await Promise.all([preloadRoute(path, Promise.resolve(), true), speak(language)]);
  let title = BRAND_NAME;
  // main.tsx's tree (app/app.tsx) in a router fixed at `path`.
  const html = renderToString(
    <StrictMode>
      <TitleSink.Provider value={(screenTitle) => (title = screenTitle)}>
        <AppProviders>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </TitleSink.Provider>
    </StrictMode>,
  );
  if (UNRESOLVED.test(html)) throw new Error(`${path}: a screen was still loading when rendered`);
  return { html, title };
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
