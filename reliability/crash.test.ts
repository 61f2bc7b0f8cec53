import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerViolations, ledgerViolations } from './support/invariants';
import { runLoad, type Outcome } from './support/load';
import { LOAD_CLOCK, controlOf, post, setUpLoad, type LoadWorld } from './support/load-world';
import { FULL, scaled } from './support/mode';
import { startProvider, type ProviderProcess } from './support/provider-process';
import { tally } from './support/tally';

const ROUNDS = scaled(1, 3);

let provider: ProviderProcess | undefined;
// Made in full mode only: the fast run skips this test (and would not run its afterAll).
const dir = FULL ? mkdtempSync(join(tmpdir(), 'panna-crash-')) : '';
const dbPath = join(dir, 'provider.db');

afterAll(async () => {
  await provider?.crash();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The provider as `npm run provider` starts it (tsx), on PROVIDER_DB; answers its base URL. */
async function start(): Promise<string> {
  provider = await startProvider({ dbPath });
  return provider.base;
}

/** kill -9, and wait until the process is gone. */
const crash = (): Promise<void> => provider!.crash();

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
          // The clock comes back as it stood (set again all the same); the players are topped up so
          // the round has money to move.
          const control = controlOf(base);
          await control.call('POST /clock', { set: LOAD_CLOCK, freeze: true });
          for (const { mobile } of world.players)
            await control.call('POST /players/:mobile/credit', { mobile, amount: 3000 });
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
        app_key: 'panna-dev-key-local',
        mobile: world!.players[0]!.mobile,
        password: 'load-pass-1',
      });
      counts.checks += 1;
      expect(login.status).toBe(true);
      await crash();
    },
  );
});
