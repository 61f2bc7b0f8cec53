import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '@panna/mock-provider/testing';
import { answerViolations, ledgerViolations } from './support/invariants';
import { runLoad, type Outcome } from './support/load';
import { setUpLoad, START_BALANCE, type LoadWorld } from './support/load-world';
import { scaled } from './support/mode';
import { tally } from './support/tally';

const PLAYERS = 4;
const CLIENTS = scaled(16, 48);
const PER_CLIENT = scaled(20, 120);

let app: TestApp;
let load: LoadWorld;
let outcomes: Outcome[];

beforeAll(
  async () => {
    app = await testApp();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    load = await setUpLoad(address, PLAYERS);
    outcomes = await runLoad(load, { clients: CLIENTS, perClient: PER_CLIENT, seed: 20240701 });
  },
  scaled(60_000, 600_000),
);
afterAll(async () => {
  await app.close();
});

describe('concurrent bids, transfers and withdrawals over real HTTP', () => {
  it('answers every call, and overdrawing calls are refused', ({ task }) => {
    const counts = tally(task);
    counts.concurrent += outcomes.length;
    counts.checks += 2;
    expect(outcomes).toHaveLength(CLIENTS * PER_CLIENT);
    expect(outcomes.filter((o) => o.ok === undefined)).toEqual([]);
    // The load asks for more than the players hold: some calls must have been refused for it.
    expect(outcomes.some((o) => o.ok === false)).toBe(true);
  });

  it('no balance negative, every balance its ledger, nothing half written', ({ task }) => {
    const { checks, violations } = ledgerViolations(app.worlds.get().db);
    tally(task).checks += checks;
    expect(violations).toEqual([]);
  });

  it('every status:true has its rows and every status:false none', ({ task }) => {
    const { checks, violations } = answerViolations(
      app.worlds.get().db,
      load.players,
      outcomes,
      true,
    );
    tally(task).checks += checks;
    expect(violations).toEqual([]);
  });

  it('the points are conserved: balances + bids + held withdrawals = what was credited', ({
    task,
  }) => {
    tally(task).checks += 1;
    const db = app.worlds.get().db;
    const sum = (sql: string) => (db.prepare(sql).get() as { n: number | null }).n ?? 0;
    const wallets = sum('SELECT SUM(wallet) AS n FROM users');
    const bids = sum('SELECT SUM(points) AS n FROM bids');
    const held = sum("SELECT SUM(amount) AS n FROM withdraw_requests WHERE status = '0'");
    expect(wallets + bids + held).toBe(PLAYERS * START_BALANCE);
  });
});
