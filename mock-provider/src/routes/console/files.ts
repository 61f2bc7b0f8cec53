import { readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';

export const CONSOLE_MISSING =
  'The QA console is not built. Run `npm run build` (or `npm run build -w @panna/console`) and reload this page.';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The real path of `path` when it is a file inside `dir` (links resolved first); else undefined. */
function inside(dir: string, path: string): string | undefined {
  try {
    const root = realpathSync(dir);
    const real = realpathSync(resolve(root, path));
    if (!real.startsWith(root + sep) || !statSync(real).isFile()) return undefined;
    return real;
  } catch {
    return undefined;
  }
}

/** A file of the build by its path under the console (`assets/index-1a2b.js`), if it is one. */
export function consoleFile(dir: string, path: string): { body: Buffer; type: string } | undefined {
  if (path.includes('\0')) return undefined;
  const type = TYPES[extname(path).toLowerCase()];
  const file = type && inside(dir, path);
  return file ? { body: readFileSync(file), type: type! } : undefined;
}

/** The build's index.html with its `<base href>` set to where it is served; undefined if unbuilt. */
export function consoleIndex(dir: string, base: string): string | undefined {
  const file = inside(dir, 'index.html');
  if (!file) return undefined;
  return readFileSync(file, 'utf8').replace(/<base href="[^"]*"\s*\/?>/, `<base href="${base}" />`);
}
