/**
 * Client bytes (figure 4), from the build's .vite/manifest.json: each screen chunk's own JS and
 * CSS, gzip and brotli; the initial JavaScript of /login and /imp (the entry and its static
 * imports, plus the route's lazily loaded chunk, its screen's or the signed-in shell's, and its
 * static imports), and the same in every other language of the catalogue, with the parts of its
 * catalogue a player speaking it waits for; the whole app's JavaScript.
 * A browser load of the same two routes adds what is really fetched, lazy layout chunks included.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { context, launch } from './browser';
import { sizeOf } from './built-size';
import { consoleBytesFigure } from './console-bytes';
import { atMost, figure, grid, type Figure } from './figures';
import { libraryFloorFigure } from './library-floor';
import type { Stack } from './stack';

interface Chunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

/** A language's two catalogue downloads (client/catalogue-plugin.ts): its first, and the rest. */
const CATALOGUE = /^virtual:catalogue\/([a-z]+)$/;
const first = (code: string) => `virtual:catalogue/${code}`;
const rest = (code: string) => `virtual:catalogue/${code}/rest`;
const languageName = (code: string) =>
  new Intl.DisplayNames('en', { type: 'language' }).of(code) ?? code;

/**
 * Each measured route: the lazily loaded chunk it needs before it can render (its screen's, or for
 * /imp the signed-in shell's: TanStack Query, the header layout and the home screen), and the
 * parts of a language's catalogue its first render waits for: the first download always
 * (main.tsx), the rest for any screen but the shell's (client/src/i18n/all-texts.ts).
 */
const ROUTES = {
  '/login': {
    chunk: 'src/features/auth/screens/login-screen.tsx',
    parts: [first, rest],
    budgetKb: 100,
  },
  // The shell is built into the `signed-in` chunk (client/vite.config.ts), named after its group.
  // 90 KB is issue #45's; the libraries alone take about 61 of it (library-floor.ts).
  '/imp': { chunk: 'signed-in', parts: [first], budgetKb: 90 },
} as const;
const SCREEN = /(^|\/)src\/(features\/[^/]+\/screens|app)\/[^/]+-screen\.tsx$/;

const kb = (bytes: number) => bytes / 1024;

/** A chunk and everything it imports statically, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

const jsOf = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
const cssOf = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].flatMap((k) => manifest[k]!.css ?? []);

/** The JavaScript files a browser fetches for a route until the network is idle. */
async function loadedScripts(stack: Stack, path: string, signedIn: boolean): Promise<string[]> {
  const browser = await launch();
  try {
    const page = await (await context(browser, stack, signedIn)).newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === stack.appUrl && url.pathname.endsWith('.js'))
        scripts.push(url.pathname.slice(1));
    });
    await page.goto(stack.appUrl + path, { waitUntil: 'networkidle' });
    return scripts;
  } finally {
    await browser.close();
  }
}

export async function bytesFigures(stack: Stack, outDir: string): Promise<Figure[]> {
  const dist = stack.distDir;
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  // Every language but English, whose texts are the ids themselves and download nothing.
  const languages = Object.keys(manifest).flatMap((key) => CATALOGUE.exec(key)?.[1] ?? []);
  if (languages.length === 0) throw new Error('no catalogue chunk in the manifest');
  for (const code of languages)
    if (!manifest[rest(code)]) throw new Error(`no ${rest(code)} chunk in the manifest`);
  const figures: Figure[] = [];

  for (const [route, { chunk, parts, ...target }] of Object.entries(ROUTES)) {
    const { budgetKb } = target;
    const key = manifest[chunk]
      ? chunk
      : Object.keys(manifest).find((k) => manifest[k]!.name === chunk);
    if (!key) throw new Error(`no chunk for ${chunk} in the manifest`);
    const keys = new Set([...closure(manifest, entry), ...closure(manifest, key)]);
    const js = sizeOf(dist, jsOf(manifest, keys));
    const css = sizeOf(dist, cssOf(manifest, keys));
    const loaded = sizeOf(dist, await loadedScripts(stack, route, route !== '/login'));
    figures.push(
      figure(`bytes: ${route} initial JS gzip`, kb(js.gzip), 'KB', atMost(budgetKb)),
      ...languages.map((code) => {
        const spoken = sizeOf(dist, [
          ...jsOf(manifest, keys),
          ...parts.flatMap((part) => jsOf(manifest, closure(manifest, part(code)))),
        ]);
        return figure(
          `bytes: ${route} initial JS gzip, in ${languageName(code)} (with its catalogue)`,
          kb(spoken.gzip),
          'KB',
          atMost(budgetKb),
        );
      }),
      figure(`bytes: ${route} initial JS brotli`, kb(js.brotli), 'KB'),
      figure(`bytes: ${route} initial CSS gzip`, kb(css.gzip), 'KB'),
      figure(`bytes: ${route} JS fetched by a browser, gzip`, kb(loaded.gzip), 'KB'),
    );
  }

  const assets = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
  const allJs = sizeOf(
    dist,
    assets.filter((f) => f.endsWith('.js')),
  );
  const allCss = sizeOf(
    dist,
    assets.filter((f) => f.endsWith('.css')),
  );
  figures.push(
    figure('bytes: whole app JS', kb(allJs.raw), 'KB'),
    figure('bytes: whole app JS gzip', kb(allJs.gzip), 'KB'),
    figure('bytes: whole app JS brotli', kb(allJs.brotli), 'KB'),
    figure('bytes: whole app CSS gzip', kb(allCss.gzip), 'KB'),
    await libraryFloorFigure(),
    consoleBytesFigure(),
  );

  // Each screen chunk on its own (what navigating to it adds at most): written beside the results.
  const screens = Object.entries(manifest)
    .filter(([key]) => SCREEN.test(key))
    .map(([key, chunk]) => {
      const js = sizeOf(dist, [chunk.file]);
      const css = sizeOf(dist, chunk.css ?? []);
      return {
        screen: key.replace(/^.*\//, '').replace(/\.tsx$/, ''),
        js_gzip: js.gzip,
        js_brotli: js.brotli,
        css_gzip: css.gzip,
        css_brotli: css.brotli,
      };
    })
    .sort((a, b) => b.js_gzip - a.js_gzip);
  writeFileSync(join(outDir, 'client-bytes.json'), `${JSON.stringify(screens, null, 2)}\n`);
  const largest = screens[0];
  if (largest)
    figures.push(
      figure(`bytes: largest screen chunk (${largest.screen}) JS gzip`, kb(largest.js_gzip), 'KB'),
    );
  console.log(
    `screen chunks, bytes (also in client-bytes.json beside results.json):\n${grid(
      ['screen chunk', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli'],
      screens.map((s) => [s.screen, s.js_gzip, s.js_brotli, s.css_gzip, s.css_brotli].map(String)),
    )}\n`,
  );
  return figures;
}
