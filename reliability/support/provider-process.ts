import { createControlClient } from '@panna/mock-provider/control-client';
import { SERVER_NODE_ARGS } from '@panna/mock-provider/server-entry';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_MS = 60_000;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A provider started as `npm run provider` starts it (tsx), in a process of its own. */
export interface ProviderProcess {
  base: string;
  child: ChildProcess;
  /** What it printed on stdout (the configuration banner). */
  output: () => string;
  /** kill -9, and wait until the process is gone. */
  crash: () => Promise<void>;
}

interface StartOptions {
  dbPath: string;
  env?: Record<string, string>;
  openFiles?: number;
}

/** Thrown when the process ran out of open files before it listened. */
class OutOfFilesAtStart extends Error {}

/**
 * Starts the provider on `dbPath` with the given environment; with `openFiles`, under
 * `ulimit -n` of that many. Resolves once the control plane answers. Node reads a module graph's
 * files in parallel, so under a low limit a start can run out of files while loading, before the
 * simulator runs at all: such a start is tried again, twice at most.
 */
export async function startProvider(options: StartOptions): Promise<ProviderProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof OutOfFilesAtStart) || attempt === 3) throw error;
    }
  }
}

async function startOnce(options: StartOptions): Promise<ProviderProcess> {
  const port = await freePort();
  const node = [process.execPath, ...SERVER_NODE_ARGS].map((arg) => `"${arg}"`).join(' ');
  const command = options.openFiles
    ? `ulimit -n ${options.openFiles} && exec ${node}`
    : `exec ${node}`;
  const child = spawn('bash', ['-c', command], {
    cwd: ROOT,
    env: {
      ...process.env,
      PROVIDER_PORT: String(port),
      PROVIDER_DB: options.dbPath,
      LOG_LEVEL: 'error',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (errors.length < 10_000) errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  const control = createControlClient({ baseUrl: base, timeoutMs: 2000 });
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const why = `provider exited with ${child.exitCode}: ${output}`;
      throw /EMFILE/.test(errors) && !output ? new OutOfFilesAtStart(why) : new Error(why);
    }
    try {
      await control.call('GET /clock');
      return { base, child, output: () => output, crash };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await crash();
  throw new Error('provider did not start in time');
}
