/**
 * `npm run dev` (scripts/start.ts) runs the package's `dev` script: the simulator restarts when
 * one of its sources, or @panna/shared's, changes. Checked by touching a source file (its time
 * only) and waiting for the server to start again.
 */
import { spawn } from 'node:child_process';
import { utimesSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('the dev script', { timeout: 120_000 }, () => {
  it('restarts the simulator when a source of it or of @panna/shared changes', async () => {
    const child = spawn(npm, ['run', 'dev'], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, PROVIDER_PORT: '0', PROVIDER_DB: ':memory:', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: npm, tsx's watcher and the server are stopped together.
      detached: true,
    });
    let output = '';
    const starts = () => output.match(/^Provider: /gm)?.length ?? 0;
    const waiters: (() => void)[] = [];
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      for (const wake of waiters.splice(0)) wake();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const started = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (starts() >= count ? resolve() : waiters.push(check));
        check();
      });
    const touch = (file: string) => {
      const now = new Date();
      utimesSync(fileURLToPath(new URL(file, import.meta.url)), now, now);
    };
    try {
      await started(1);
      touch('./clock.ts');
      await started(2);
      touch('../../shared/src/time/index.ts');
      await started(3);
      expect(starts()).toBe(3);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
    }
  });
});
