import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * react-router publishes two identical builds but for one constant: its package exports name only
 * the development one, whose dev-only warnings then ship. The build uses the production one.
 */
export const reactRouterProduction = (): string =>
  fileURLToPath(
    import.meta
      .resolve('react-router')
      .replace(/\/development\/index\.(m?js)$/, '/production/index.$1'),
  );

/**
 * react-router's production build keeps code the app never calls: its components are made by
 * `React.forwardRef(...)` calls, which the bundler cannot know are pure, and each is then given a
 * `displayName`, a property write it must keep. So `<Form>` and the fetcher machinery behind it
 * (about 1.4 KB gzip of /imp) stay in the entry although nothing renders a form of theirs.
 *
 * This marks React's component and context factories pure and drops the top-level `displayName`
 * assignments (names only React's developer tools show), so that what is unused is dropped.
 */
export function leanRouterSource(code: string): { code: string; changes: number } {
  let changes = 0;
  const out = code
    .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, (_all, head, call) => {
      changes++;
      return `${head}/* @__PURE__ */ ${call}`;
    })
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, () => {
      changes++;
      return '';
    });
  return { code: out, changes };
}

const isRouterBuild = (id: string) =>
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id);

export function leanRouterPlugin(): Plugin {
  let routerFiles = 0;
  let changes = 0;
  return {
    name: 'panna-lean-router',
    apply: 'build',
    transform(code, id) {
      if (!isRouterBuild(id)) return null;
      routerFiles++;
      const lean = leanRouterSource(code);
      changes += lean.changes;
      // No map: lines keep their numbers (a line is emptied or lengthened, never added or removed).
      return lean.changes > 0 ? { code: lean.code, map: null } : null;
    },
    buildEnd() {
      if (routerFiles > 0 && changes === 0)
        this.error('react-router changed its build: nothing for lean-router.ts to mark or drop');
    },
  };
}
