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

/**
 * Starts the provider on `dbPath` with the given environment; with `openFiles`, under
 * `ulimit -n` of that many. Resolves once the control plane answers.
 */
export async function startProvider(options: {
  dbPath: string;
  env?: Record<string, string>;
  openFiles?: number;
}): Promise<ProviderProcess> {
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
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
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
    if (child.exitCode !== null)
      throw new Error(`provider exited with ${child.exitCode}: ${output}`);
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
