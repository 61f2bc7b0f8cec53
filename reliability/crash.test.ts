import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { answerViolations, ledgerViolations } from './support/invariants';
import { LOAD_CLOCK, post, runLoad, setUpLoad, type LoadWorld, type Outcome } from './support/load';
import { FULL, scaled } from './support/mode';
import { tally } from './support/tally';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = scaled(1, 3);
const STARTUP_MS = 60_000;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let child: ChildProcess | undefined;
const dir = mkdtempSync(join(tmpdir(), 'panna-crash-'));
const dbPath = join(dir, 'provider.db');

afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** The provider as `npm run provider` starts it (tsx), on PROVIDER_DB; answers its base URL. */
async function start(): Promise<string> {
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'mock-provider/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PROVIDER_PORT: String(port), PROVIDER_DB: dbPath, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`provider exited with ${child.exitCode}`);
    try {
      const clock = await fetch(`${base}/__sim/clock`, { signal: AbortSignal.timeout(2000) });
      if (clock.ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('provider did not start in time');
}

/** kill -9, and wait until the process is gone. */
async function crash(): Promise<void> {
  const running = child!;
  if (running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
}

describe.skipIf(!FULL)('kill -9 in the middle of the load, restart on the same file', () => {
  it(
    `survives ${ROUNDS} crash rounds with every acknowledged bid and nothing half written`,
    { timeout: 300_000 },
    async ({ task }) => {
      const counts = tally(task);
      const all: Outcome[] = [];
      let world: LoadWorld | undefined;
      for (let round = 0; round < ROUNDS; round += 1) {
        const base = await start();
        if (!world) world = await setUpLoad(base, 4);
        else {
          world = { ...world, base };
          // The clock lives in memory: set it again. Top the players up so the round has money to move.
          expect((await post(base, '/__sim/clock', { set: LOAD_CLOCK, freeze: true })).status).toBe(
            true,
          );
          for (const { mobile } of world.players)
            expect(
              (await post(base, `/__sim/players/${mobile}/credit`, { amount: 3000 })).status,
            ).toBe(true);
        }
        const stop = new AbortController();
        let acknowledged = 0;
        // Kill once a random number of calls (30..150) were answered: mid-load, with calls in flight.
        const killAt = 30 + Math.floor(Math.random() * 120);
        let killed: Promise<void> | undefined;
        const outcomes = await runLoad(world, {
          clients: 24,
          perClient: 400,
          seed: 1000 + round,
          bidBase: 20 + round * 1000,
          stop: stop.signal,
          onOutcome: () => {
            acknowledged += 1;
            // Killed while the other clients keep sending: calls are in flight when it dies.
            if (acknowledged === killAt) killed = crash().then(() => stop.abort());
          },
        });
        await (killed ?? crash());
        all.push(...outcomes);
        counts.concurrent += outcomes.length;
        expect(
          outcomes.some((o) => o.ok === undefined),
          'calls were in flight at the kill',
        ).toBe(true);

        const db = new Database(dbPath);
        try {
          const ledger = ledgerViolations(db);
          const answers = answerViolations(db, world.players, all, false);
          counts.checks += ledger.checks + answers.checks;
          expect([...ledger.violations, ...answers.violations]).toEqual([]);
        } finally {
          db.close();
        }
        counts.crashes += 1;
      }
      // The last restart: the provider opens the file and answers with the survivors' balances.
      const base = await start();
      const login = await post(base, '/api-user-login', {
        env_type: 'Prod',
        app_key: 'panna-dev-key',
        mobile: world!.players[0]!.mobile,
        password: 'load-pass-1',
      });
      counts.checks += 1;
      expect(login.status).toBe(true);
      await crash();
    },
  );
});
