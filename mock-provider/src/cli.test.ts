import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadyInfo } from './ready-file';
import { nodeArgsFor } from './server-entry';

/** `panna-sim` from this workspace's sources, as `node` runs it (tsx for TypeScript). */
const PANNA_SIM = nodeArgsFor(fileURLToPath(new URL('./cli.ts', import.meta.url)));
const quoted = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

let folder: string;
const started = new Set<ChildProcess>();
/** The servers seen, stopped at the end whatever a failed test left running. */
const servers = new Set<number>();

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'panna-cli-'));
});
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const pid of servers) if (alive(pid)) process.kill(pid, 'SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

/** Whether a process runs (a signal 0 reaches it). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Polls `found` every 50 ms until it answers something, for at most `ms` (it may throw). */
async function until<T>(found: () => T | undefined, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readReady = (file: string): ReadyInfo | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReadyInfo) : undefined;

/** The ready file `panna-sim` writes (not the one `stale` was), or a failure once it has ended. */
function readyOf(
  { shell, output }: { shell: ChildProcess; output: () => string },
  file: string,
  stale?: string,
): Promise<ReadyInfo> {
  return until(
    () => {
      if (shell.exitCode !== null) throw new Error(`panna-sim ended:\n${output()}`);
      const info = readReady(file);
      if (!info || JSON.stringify(info) === stale) return undefined;
      servers.add(info.pid);
      return info;
    },
    30_000,
    `the ready file ${file}`,
  );
}

/**
 * `panna-sim` run by a shell that forks it and waits, as `npx` runs a package's command (npm runs
 * `sh -c`, and passes a stop signal to that shell only).
 */
function underShell(readyFile: string): { shell: ChildProcess; output: () => string } {
  const command = [process.execPath, ...PANNA_SIM, '--port', '0', '--db', ':memory:']
    .concat(['--ready-file', readyFile])
    .map(quoted)
    .join(' ');
  // The `; true` keeps the shell from replacing itself with the command.
  const shell = spawn('sh', ['-c', `${command}; true`], {
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(shell);
  let output = '';
  shell.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  shell.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { shell, output: () => output };
}

/** The parent process of `pid`. */
const parentOf = (pid: number): number =>
  Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());

describe('panna-sim', { timeout: 60_000 }, () => {
  it('writes its addresses to --ready-file once it listens, and removes the file when it stops', async () => {
    const file = join(folder, 'ready.json');
    const stale = { url: 'http://127.0.0.1:1', left: 'by an earlier run' };
    writeFileSync(file, JSON.stringify(stale));
    const run = underShell(file);
    const { shell, output } = run;
    const ready = await readyOf(run, file, JSON.stringify(stale));
    const port = Number(new URL(ready.url).port);
    expect(ready).toEqual({
      url: `http://127.0.0.1:${port}`,
      host: '127.0.0.1',
      port,
      controlUrl: `http://127.0.0.1:${port}/__sim/`,
      consoleUrl: `http://127.0.0.1:${port}/__sim/console/`,
      docsUrl: `http://127.0.0.1:${port}/docs`,
      pid: ready.pid,
    });
    expect(port).toBeGreaterThan(0);
    expect(output()).toContain(`Provider:      http://127.0.0.1:${port}/`);
    const clock = await fetch(`${ready.controlUrl}clock`);
    expect(clock.status).toBe(200);

    const exited = new Promise((resolve) => shell.once('exit', resolve));
    process.kill(ready.pid, 'SIGTERM');
    await exited;
    expect(existsSync(file)).toBe(false);
  });

  it('stops with the server when the shell that ran it is stopped (npx passes a stop signal to its shell only)', async () => {
    const file = join(folder, 'ready-shell.json');
    const run = underShell(file);
    const { shell } = run;
    const ready = await readyOf(run, file);
    const command = parentOf(ready.pid);
    expect(parentOf(command)).toBe(shell.pid);

    shell.kill('SIGTERM');
    await until(() => (alive(command) || alive(ready.pid) ? undefined : true), 10_000, 'the stop');
    await expect(fetch(ready.url)).rejects.toThrow();
    expect(existsSync(file)).toBe(false);
  });
});
