/**
 * The QA console's initial JavaScript (issue #16: at most 150 KB gzip): what its page loads before
 * any panel, the entry script and its module preloads as console/dist/index.html names them, plus
 * the first panel's chunk (Clock, the default route). Built fresh, so the figure is this checkout's
 * (under `npm test`, which has just built it: PANNA_CLIENT_BUILT, scripts/test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildConsole } from '../ensure-console';
import { sizeOf } from './built-size';
import { atMost, figure, type Figure } from './figures';

const CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));
const CONSOLE_INITIAL_JS_BUDGET_KB = 150;
const FIRST_PANEL = /^clock-panel-[\w-]+\.js$/;

export function consoleBytesFigure(): Figure {
  const fresh = process.env.PANNA_CLIENT_BUILT === '1';
  if (buildConsole({ always: !fresh }) !== 0) throw new Error('the console did not build');
  const html = readFileSync(`${CONSOLE_DIST}/index.html`, 'utf8');
  const named = [
    ...html.matchAll(
      /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.\/([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]!);
  const panel = readdirSync(`${CONSOLE_DIST}/assets`).find((f) => FIRST_PANEL.test(f));
  const js = sizeOf(CONSOLE_DIST, [...named, ...(panel ? [`assets/${panel}`] : [])]);
  return figure(
    'bytes: QA console initial JS gzip',
    js.gzip / 1024,
    'KB',
    atMost(CONSOLE_INITIAL_JS_BUDGET_KB),
  );
}
