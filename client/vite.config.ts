// This file and the modules it loads name their imports' extensions (`./csp.ts`), as Node's own
// resolution needs: Vite's config loader then has nothing to warn about on every build.
import { DEFAULT_PORTS } from '@panna/mock-provider/ports';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { cataloguePlugin } from './catalogue-plugin.ts';
import { cspPlugin, providerOrigin } from './csp.ts';
import { leanRouterPlugin, reactRouterProduction } from './lean-router.ts';
import { prerenderPlugin } from './prerender-plugin.ts';
import { pwaPlugin } from './pwa.ts';

const CLIENT_DIR = fileURLToPath(new URL('.', import.meta.url));

/** @panna/shared is pure by design (no DOM, no I/O): unused parts of it may be dropped. */
const isSharedSource = (id: string) => /[\\/]shared[\\/]src[\\/]/.test(id);
/** The simulator's port numbers: lib/config.ts's fallback in development, unused in a build. */
const isPortNumbers = (id: string) => /[\\/]contract[\\/]ports\.js$/.test(id);

/**
 * Preload lists without what is already there. Vite lists, for each lazy import, every chunk the
 * imported chunk needs, including the ones its importer needed itself and so has already loaded
 * (the entry, React, the query library...). Those entries are dropped: the browser would skip
 * them anyway, but each one costs bytes in the importer, and a route table imports dozens of screens.
 */
function preloadLists() {
  const staticImports = new Map<string, readonly string[]>();
  const plugin: Plugin = {
    name: 'panna-preload-lists',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') staticImports.set(chunk.fileName, chunk.imports);
    },
  };
  const loadedWith = (host: string, seen = new Set<string>()) => {
    if (!seen.has(host)) {
      seen.add(host);
      for (const next of staticImports.get(host) ?? []) loadedWith(next, seen);
    }
    return seen;
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = loadedWith(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

/**
 * A preconnect to the build-time provider in index.html: the home screen's first provider calls
 * (and the slider image, its largest paint) then find the connection open. A config.json naming
 * another host only makes the hint useless, never wrong.
 */
function preconnectProvider(host: string | undefined): Plugin {
  return {
    name: 'panna-preconnect',
    transformIndexHtml: () => [
      {
        tag: 'link',
        // Provider calls are CORS requests without credentials: the anonymous connection pool.
        attrs: { rel: 'preconnect', href: providerOrigin(host), crossorigin: '' },
        injectTo: 'head',
      },
    ],
  };
}

/** Module ids by path fragment (\\ or /), anchored at the end. */
const matcher = (...fragments: string[]) => {
  const pattern = new RegExp(
    `[\\\\/](${fragments.map((f) => f.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')).join('|')})$`,
  );
  return (id: string) => pattern.test(id);
};

/**
 * The provider client, the icons, the links, the support numbers and where a signed-out player
 * was going: every screen, signed in or not.
 */
const isCommon = matcher(
  'src/lib/provider-client.ts',
  // The provider client reads the provider's time from every answer: left to the signed-in group
  // (market-now.ts imports it), it would make every signed-out screen download that group.
  'src/lib/provider-clock.ts',
  'src/lib/return-to.ts',
  'src/components/link.tsx',
  'shared/src/protocol/answers.ts',
  'src/components/icons.tsx',
  'src/lib/api/social-data.ts',
  'shared/src/support/index.ts',
  'shared/src/support/support-number.ts',
  // The login screen warms Intl's number data for the home screen's wallet (lib/warm-number-format):
  // left to the signed-in group, /login would download that whole group.
  'src/lib/warm-number-format.ts',
  'src/i18n/format.ts',
);

/**
 * What every signed-in screen needs, and the home screen's parts (where `/` and every sign-in
 * land): the query library, the session and query plumbing, the header layout, the home's
 * components and what they import. (Mutations run without the query library: lib/use-exclusive.)
 */
const isSignedIn = (id: string) =>
  /[\\/]node_modules[\\/]@tanstack[\\/]/.test(id) ||
  matcher(
    'src/app/query-shell.tsx',
    'src/lib/query-client.ts',
    'src/lib/query-keys.ts',
    'src/lib/use-session.ts',
    'src/lib/use-logout.ts',
    'src/lib/api/dashboard.ts',
    'src/lib/market-now.ts',
    'src/components/header.tsx',
    'src/components/marquee.tsx',
    'src/app/layouts/require-session.tsx',
    'src/app/layouts/require-betting.tsx',
    'src/app/layouts/header-layout.tsx',
    'src/app/home-routes.ts',
    'src/features/markets/components/slider.tsx',
    'src/features/markets/components/contact-buttons.tsx',
    'src/features/markets/components/headline-banner.tsx',
    'src/features/markets/components/market-card.tsx',
    'src/features/markets/components/market-list.tsx',
    'src/features/markets/components/go-play.ts',
    'src/lib/api/headline.ts',
    'src/features/markets/api/slider-images.ts',
    'shared/src/protocol/codes.ts',
    'shared/src/pana/pana.ts',
    'shared/src/results/result-strings.ts',
  )(id);

export default defineConfig(({ command, mode }) => {
  // The build-time provider: the Content-Security-Policy's host unless config.json names another.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const providerHost = env.VITE_PROVIDER_HOST;
  const preload = preloadLists();
  return {
    plugins: [
      react(),
      leanRouterPlugin(),
      // A language's first download: the texts of the entry and the signed-in shell.
      cataloguePlugin(CLIENT_DIR, 'src/app/query-shell.tsx'),
      cspPlugin(providerHost),
      preconnectProvider(providerHost),
      preload.plugin,
      prerenderPlugin(),
      pwaPlugin(env.VITE_BRAND_NAME),
    ],
    resolve:
      command === 'build'
        ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] }
        : {},
    server: { host: '127.0.0.1', port: DEFAULT_PORTS.appDev },
    build: {
      target: 'es2022',
      // Vite prints every chunk with its gzip size; keep that on.
      reportCompressedSize: true,
      sourcemap: process.env.SOURCEMAP === '1',
      // No modulepreload polyfill in the entry: browsers without <link rel=modulepreload> (Safari
      // before 17) still load every chunk, only without the early fetch.
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      chunkSizeWarningLimit: 300, // the entry is mostly react-dom (~210 kB raw, ~65 kB gzip)
      rolldownOptions: {
        output: {
          // Hash-only names: every chunk names the chunks it imports, and the route tables list
          // each screen's files for preloading (the manifest, --manifest, maps them to sources).
          // Seven characters, not eight: the entry names some forty files (the bundler refuses a
          // length too short for the number of chunks).
          entryFileNames: 'assets/[hash:7].js',
          chunkFileNames: 'assets/[hash:7].js',
          assetFileNames: 'assets/[hash:7][extname]',
          // Every screen is its own lazy chunk. Left alone, the bundler also makes a chunk of every
          // set of modules the same screens share, and /imp would need some twenty files; these
          // groups make three chunks instead: all that the entry imports (React, the router, the
          // app frame) in the entry itself, `common` and `signed-in` above.
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'], priority: 3 },
              {
                name: 'common',
                test: isCommon,
                priority: 2,
                includeDependenciesRecursively: false,
              },
              { name: 'signed-in', test: isSignedIn, priority: 1 },
            ],
          },
        },
        // Named constants (lib/paths.ts) are written where they are used, not imported from the
        // entry: a path's name costs no bytes.
        optimization: { inlineConst: true },
        treeshake: {
          moduleSideEffects: (id: string) => !isSharedSource(id) && !isPortNumbers(id),
        },
      },
    },
  };
});
