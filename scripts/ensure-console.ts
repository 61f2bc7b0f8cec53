/**
 * Builds the QA console (console/dist, served by the simulator at /__sim/console/) when it has not
 * been built yet: a one-time cost of a few seconds. `npm run provider` and `npm run dev` call it;
 * `npm start` and `npm run build` always rebuild it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CONSOLE_INDEX = fileURLToPath(new URL('../console/dist/index.html', import.meta.url));

/** Runs the console's build when forced or missing; answers its exit status (0 when not needed). */
export function buildConsole({ always }: { always: boolean }): number {
  if (!always && existsSync(CONSOLE_INDEX)) return 0;
  if (!always) console.log('Building the QA console (console/dist is missing)...');
  return spawnSync(npm, ['run', 'build', '-w', '@panna/console'], { stdio: 'inherit' }).status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(buildConsole({ always: false }));
}
