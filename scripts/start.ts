/**
 * `npm start`: builds the client, starts the seeded mock provider and serves the built client, both
 * on 127.0.0.1; `npm run dev` runs Vite's dev servers with hot reload instead of the builds (the
 * app's, and the QA console's, which passes its control calls to the simulator) and restarts the
 * simulator when its sources change. Ctrl-C stops all.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { DEFAULT_PORTS } from '@panna/mock-provider/contract';
import { buildConsole } from './ensure-console';

const dev = process.argv.includes('--dev');
const providerPort = Number(process.env.PROVIDER_PORT ?? DEFAULT_PORTS.simulator);
const clientPort = Number(
  process.env.CLIENT_PORT ?? (dev ? DEFAULT_PORTS.appDev : DEFAULT_PORTS.app),
);
const consoleDevPort = Number(process.env.CONSOLE_PORT ?? DEFAULT_PORTS.consoleDev);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!dev) {
  const build = spawnSync(npm, ['run', 'build', '-w', '@panna/client'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The QA console the simulator serves: rebuilt by `npm start`, built once (when missing) by
// `npm run dev`, which also serves its source with hot reload.
const consoleBuild = buildConsole({ always: !dev });
if (consoleBuild !== 0) process.exit(consoleBuild);

const children: ChildProcess[] = [];
function run(name: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(npm, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) =>
    stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}exited with ${code}; stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

// The app's own pages may use the control plane (a QA panel, the browser console); no other page.
const appOrigins = [`http://127.0.0.1:${clientPort}`, `http://localhost:${clientPort}`];
// With --dev the simulator restarts when its sources (or @panna/shared's) change.
run('provider', ['run', dev ? 'dev' : 'start', '-w', '@panna/mock-provider'], {
  PROVIDER_PORT: String(providerPort),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  CONTROL_ORIGINS: process.env.CONTROL_ORIGINS ?? appOrigins.join(','),
});
// The app calls the simulator started here, whatever its port: the server that serves the app
// answers its config.json with this host (client/csp.ts), so the build needs no provider of its own.
run(
  'client',
  [
    'run',
    dev ? 'dev' : 'preview',
    '-w',
    '@panna/client',
    '--',
    '--host',
    '127.0.0.1',
    '--port',
    String(clientPort),
    '--strictPort',
  ],
  { CLIENT_PROVIDER_HOST: process.env.CLIENT_PROVIDER_HOST ?? `http://127.0.0.1:${providerPort}` },
);
if (dev)
  run('console', ['run', 'dev', '-w', '@panna/console'], {
    PROVIDER_PORT: String(providerPort),
    CONSOLE_PORT: String(consoleDevPort),
  });

/** Resolves once the URL answers at all (any HTTP status), polling for up to a minute. */
async function ready(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within a minute`);
}

const consoleDevUrl = `http://127.0.0.1:${consoleDevPort}/__sim/console/`;
void Promise.all([
  ready(`http://127.0.0.1:${providerPort}/`),
  ready(`http://127.0.0.1:${clientPort}/`),
  ...(dev ? [ready(consoleDevUrl)] : []),
]).then(
  () => {
    console.log(
      [
        '',
        'Panna is running:',
        `  App:            http://127.0.0.1:${clientPort}/`,
        `  Mock provider:  http://127.0.0.1:${providerPort}/`,
        `  Control API:    http://127.0.0.1:${providerPort}/__sim/  (OpenAPI docs at /docs)`,
        `  QA console:     http://127.0.0.1:${providerPort}/__sim/console/`,
        ...(dev ? [`  QA console dev: ${consoleDevUrl}  (hot reload)`] : []),
        '  Demo player:    9876543210 / demo1234 (betting enabled)',
        '  Viewer:         9876543211 / demo1234 (betting disabled)',
        'Press Ctrl-C to stop.',
        '',
      ].join('\n'),
    );
  },
  (error: Error) => {
    console.error(error.message);
    stop(1);
  },
);

let stopping = false;
function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
