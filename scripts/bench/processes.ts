/** Child processes of a benchmark: free ports, servers started and waited for, peak memory. */
import { SERVER_ENTRY, nodeArgsFor } from '@panna/mock-provider/server-entry';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on right now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Answers once `url` answers anything over HTTP, or throws after `timeoutMs`. */
async function waitFor(url: string, child: ChildProcess, timeoutMs: number, log: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`no answer from ${url} after ${timeoutMs} ms:\n${log()}`);
}

/**
 * Starts `command args` as a child (its own pid, so its memory is its own) and waits until the
 * port answers over HTTP.
 */
export async function startServer(
  command: string,
  args: string[],
  {
    port,
    env = {},
    cwd = ROOT,
    timeoutMs = 60_000,
  }: { port: number; env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number },
): Promise<Server> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      children.delete(child);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitFor(url, child, timeoutMs, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, child, stop };
}

/**
 * A TypeScript entry run by Node with tsx's loader and the simulator's Node flags (a floor runs
 * as the provider does): the child's pid is the server itself.
 */
export function startTsServer(
  entry: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Server> {
  return startServer(process.execPath, nodeArgsFor(entry), { port, env });
}

/** The mock provider on its own port and database file, quiet. */
export function startProvider(dbPath: string): Promise<Server> {
  return freePort().then((port) =>
    startTsServer(SERVER_ENTRY, port, {
      PROVIDER_PORT: String(port),
      PROVIDER_DB: dbPath,
      LOG_LEVEL: 'warn',
    }),
  );
}

/** Peak resident memory of a process (VmHWM), in MB; NaN when it cannot be read. */
export function peakMemoryMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time a process has used so far (user and system), in ms; NaN when it cannot be read. */
export function cpuTimeMs(pid: number | undefined): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
/** USER_HZ, the unit of /proc's CPU times: 100 on every Linux this runs on. */
const CLOCK_TICKS = 100;

export interface RawAnswer {
  status: number;
  /** As received, names in their case: [name, value, name, value, ...]. */
  rawHeaders: string[];
  body: string;
}

/** POSTs JSON with `node:http` and answers the status, headers and body as they came. */
export function postRaw(url: string, body: unknown): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } });
    call.once('error', reject);
    call.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    call.end(JSON.stringify(body));
  });
}
