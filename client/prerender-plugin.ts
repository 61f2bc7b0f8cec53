import react from '@vitejs/plugin-react';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { cataloguePlugin } from './catalogue-plugin.ts';
import {
  AFTER_PAINT_ID,
  ENTRY_META_ID,
  FRAME_SCRIPT,
  FRAME_TEMPLATE_ID,
  LANGUAGE_SCRIPT,
  START_SCRIPT,
  languageTemplateId,
} from './inline-scripts.ts';
import { SOURCE_LANGUAGE } from './src/i18n/language-rule.ts';
import * as paths from './src/lib/paths.ts';

/**
 * The pages the build pre-renders: each path, its file (`vite preview` serves /login from
 * login.html; README: static hosts), and the modules its first render needs beside the entry,
 * whose styles the page inlines.
 */
export const PRERENDERED_PAGES = [
  {
    path: paths.login,
    file: 'login.html',
    modules: ['src/features/auth/screens/login-screen.tsx'],
  },
  {
    path: paths.welcome,
    file: 'welcome.html',
    modules: ['src/app/other-shell.tsx', 'src/features/markets/screens/landing-screen.tsx'],
  },
] as const;

/** The signed-in frame's modules (the header layout comes with the shell). */
const FRAME_MODULES = ['src/app/query-shell.tsx'];

/** Where index.html's root is filled in, and its title. */
const ROOT_MARK = '<div id="root"><!--app-html--></div>';
const TITLE = /<title>[^<]*<\/title>/;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
/** The head's links that fetch what the first paint does not need: the manifest, the icon. */
const AFTER_PAINT_LINK = /<link rel="(?:manifest|icon)"[^>]*>\s*/g;
/** An icon of no bytes that fetches nothing (the policy's img-src allows data:). */
const EMPTY_ICON = '<link rel="icon" href="data:,">\n    ';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

interface Renderer {
  LANGUAGES: readonly string[];
  BRAND_NAME: string;
  renderScreen(path: string, language: string): Promise<{ html: string; title: string }>;
  renderSignedInFrame(): string;
  renderLoading(): string;
}

/** Builds src/prerender.tsx for Node beside the client's packages (its imports resolve there). */
async function loadRenderer(
  root: string,
  mode: string,
): Promise<{ renderer: Renderer; dispose: () => void }> {
  // Its own folder per build: builds may run side by side (tests).
  const modules = join(root, 'node_modules');
  mkdirSync(modules, { recursive: true });
  const outDir = mkdtempSync(join(modules, '.panna-prerender-'));
  await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [react(), cataloguePlugin(root)],
    build: {
      ssr: 'src/prerender.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
    },
  });
  // Imported as its chunks import it (no query to make it new: its folder is): one instance of
  // each module, so that the screens' lazy chunks share the renderer's (its TitleSink).
  const file = pathToFileURL(join(outDir, 'prerender.js')).href;
  const renderer = (await import(file)) as Renderer;
  return { renderer, dispose: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The chunks of the entry and of those holding `modules`, with all they import statically. */
function chunksOf(bundle: Rolldown.OutputBundle, root: string, modules: readonly string[]) {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const ids = modules.map((m) => join(root, m));
  for (const id of ids)
    if (!chunks.some((c) => c.moduleIds.includes(id)))
      throw new Error(`prerender: no chunk has ${id}`);
  const seen = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const next of chunk.imports) visit(bundle[next] as Rolldown.OutputChunk);
  };
  for (const chunk of chunks)
    if (chunk.isEntry || ids.some((id) => chunk.moduleIds.includes(id))) visit(chunk);
  return [...seen.values()];
}

/**
 * Where a signed-in player lands, the signed-in shell's code is fetched with the entry, not after
 * it has run (router.tsx's preloadRoute asks for it then): links the frame brings into the page.
 */
function shellPreloads(
  bundle: Rolldown.OutputBundle,
  frameChunks: readonly Rolldown.OutputChunk[],
  base: string,
) {
  // No module named: the entry's chunks alone.
  const withEntry = new Set(chunksOf(bundle, '', []).map((c) => c.fileName));
  return frameChunks
    .filter((c) => !withEntry.has(c.fileName))
    .map((c) => `<link rel="modulepreload" crossorigin href="${base}${c.fileName}">`)
    .join('');
}

/** Their CSS files. */
const stylesOf = (chunks: readonly Rolldown.OutputChunk[]) => [
  ...new Set(chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])])),
];

const sourceOf = (bundle: Rolldown.OutputBundle, file: string) => {
  const asset = bundle[file];
  if (asset?.type !== 'asset') throw new Error(`prerender: no asset ${file}`);
  return String(asset.source);
};

/** Text for an HTML attribute or element. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A page's <title>. */
const titleElement = (title: string) => `<title>${escapeHtml(title)}</title>`;

/**
 * A pre-rendered screen's root, in English, with the screen in every other language in a template
 * before it (its document title in `data-title`) and the script that shows the player's one
 * before the first paint (inline-scripts.ts); and its English title, the page's.
 */
async function screenInEveryLanguage(
  renderer: Renderer,
  path: string,
): Promise<{ root: string; title: string }> {
  const others = renderer.LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE);
  const templates: string[] = [];
  for (const code of others) {
    const { html, title } = await renderer.renderScreen(path, code);
    templates.push(
      `<template id="${languageTemplateId(code)}" data-title="${escapeHtml(title)}">${html}</template>`,
    );
  }
  const english = await renderer.renderScreen(path, SOURCE_LANGUAGE);
  return {
    root:
      `${templates.join('\n    ')}\n    ` +
      `<div id="root" data-prerendered data-language="${SOURCE_LANGUAGE}">${english.html}</div>\n    ` +
      `<script>${LANGUAGE_SCRIPT}</script>`,
    title: english.title,
  };
}

/**
 * Pre-renders the first screens into the build (src/prerender.tsx renders them): /login and
 * /welcome become pages of their own with their styles inline and no stylesheet to wait for,
 * whose code is fetched once they have painted, then hydrated by the app; index.html, every other path's page, shows the loading state, and where a
 * signed-in player lands, the signed-in frame (inline-scripts.ts picks it before the first paint).
 */
export function prerenderPlugin(): Plugin {
  let root = '';
  let mode = '';
  let base = '/';
  return {
    name: 'panna-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const source = sourceOf(bundle, 'index.html');
      if (!source.includes(ROOT_MARK) || !ENTRY_SCRIPT.test(source) || !TITLE.test(source))
        throw new Error('prerender: index.html lacks its root mark, title or entry script');
      const inline = (files: readonly string[]) =>
        `<style>${files.map((f) => sourceOf(bundle, f)).join('\n')}</style>`;
      const linked = [...source.matchAll(STYLESHEET)].map((m) => m[1]!);
      const afterPaint = [...source.matchAll(AFTER_PAINT_LINK)].map((m) => m[0].trim()).join('');
      const { renderer, dispose } = await loadRenderer(root, mode);
      // Every page is titled with the brand the build is configured with until the app, or a
      // pre-rendered page's language script, names the screen (components/screen-title.ts).
      const template = source.replace(TITLE, () => titleElement(renderer.BRAND_NAME));
      try {
        for (const page of PRERENDERED_PAGES) {
          const screen = await screenInEveryLanguage(renderer, page.path);
          const html = template
            .replace(TITLE, () => titleElement(screen.title))
            .replace(STYLESHEET, '')
            // Nothing is fetched or run before the screen has painted (inline-scripts.ts): not
            // the code, the manifest or the icon. The page is complete without them, and they
            // would compete with it for the network and the main thread.
            .replace(MODULE_PRELOAD, '')
            .replace(ENTRY_SCRIPT, `<meta id="${ENTRY_META_ID}" content="$1">`)
            // An empty icon stands in meanwhile: a page this small has loaded before it paints,
            // and a browser that found no icon at load asks for /favicon.ico, which is no file.
            .replace(AFTER_PAINT_LINK, (link) =>
              link.startsWith('<link rel="icon"') ? EMPTY_ICON : '',
            )
            .replace(
              '</body>',
              `  <template id="${AFTER_PAINT_ID}">${afterPaint}</template>\n` +
                `    <script>${START_SCRIPT}</script>\n  </body>`,
            )
            .replace(
              '</head>',
              `${inline(stylesOf(chunksOf(bundle, root, page.modules)))}\n  </head>`,
            )
            .replace(ROOT_MARK, screen.root);
          this.emitFile({ type: 'asset', fileName: page.file, source: html });
        }
        const frameChunks = chunksOf(bundle, root, FRAME_MODULES);
        const frameStyles = stylesOf(frameChunks).filter((f) => !linked.includes(f));
        const frame =
          `<template id="${FRAME_TEMPLATE_ID}">${inline(frameStyles)}` +
          `${shellPreloads(bundle, frameChunks, base)}${renderer.renderSignedInFrame()}</template>` +
          `\n    <script>${FRAME_SCRIPT}</script>`;
        const index = bundle['index.html'] as Rolldown.OutputAsset;
        index.source = template.replace(
          ROOT_MARK,
          `<div id="root">${renderer.renderLoading()}</div>\n    ${frame}`,
        );
      } finally {
        dispose();
      }
    },
  };
}
