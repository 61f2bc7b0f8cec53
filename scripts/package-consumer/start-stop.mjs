// @ts-check
/**
 * A script of another project that runs the installed simulator as a process of its own
 * (scripts/package.test.ts runs it there): `npx panna-sim` on a port the system picks, its
 * address read from `--ready-file` (no banner to read), one call, then one SIGTERM to the npx
 * process, which ends panna-sim and its server too. Prints one JSON line of what it saw.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createControlClient } from '@panna/mock-provider/control-client';

const readyFile = fileURLToPath(new URL('./sim-started-here.json', import.meta.url));

/** Whether a process runs (signal 0 reaches it). @param {number} pid */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** Waits until `done()` holds, for at most `ms`; answers whether it did. */
async function until(/** @type {() => boolean} */ done, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

// An earlier run's file must not be taken for this one's (panna-sim removes it too, once started).
rmSync(readyFile, { force: true });
const npx = spawn(
  'npx',
  ['panna-sim', '--port', '0', '--db', ':memory:', '--ready-file', readyFile],
  { env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] },
);
await until(() => existsSync(readyFile) || npx.exitCode !== null, 60_000);
if (!existsSync(readyFile)) throw new Error(`panna-sim wrote no ${readyFile}`);

/** @type {{ url: string, port: number, controlUrl: string, pid: number }} */
const ready = JSON.parse(readFileSync(readyFile, 'utf8'));
const sim = createControlClient({ baseUrl: ready.url });
const { frozen } = await sim.call('POST /clock', {
  set: '2024-07-01T10:00:00+05:30',
  freeze: true,
});
// The command npx ran (panna-sim: the server's parent), to see that it ends too.
const command = Number(
  execFileSync('ps', ['-o', 'ppid=', '-p', String(ready.pid)], { encoding: 'utf8' }),
);

const stopping = Date.now();
npx.kill('SIGTERM');
const ended = await until(() =>
  npx.exitCode !== null || npx.signalCode !== null
    ? !running(command) && !running(ready.pid)
    : false,
);
const stoppedMs = Date.now() - stopping;
const answered = await fetch(ready.url).then(
  () => true,
  () => false,
);
console.log(
  JSON.stringify({
    url: ready.url,
    port: ready.port,
    frozen,
    ended,
    stoppedMs,
    answered,
    readyFileLeft: existsSync(readyFile),
  }),
);
