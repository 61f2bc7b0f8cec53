import { join } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect } from 'vitest';
import { ENVELOPE, addPlayer, appTest as it, countRows, type TestApp } from '../testing';
import { WORLD_MESSAGES } from './world';

/** The sandboxes listed, and which are open. */
const listed = async (app: TestApp) =>
  (await app.inject({ method: 'GET', url: '/__sim/sandboxes' })).json() as {
    limit: number;
    max: number;
    sandboxes: { name: string; open: boolean; busy: number; expires_at: string | null }[];
  };
const openCount = async (app: TestApp) =>
  (await listed(app)).sandboxes.filter((s) => s.open).length;

const provider = (app: TestApp, prefix: string, path: string, body: object = {}) =>
  app.inject({ method: 'POST', url: `${prefix}/${path}`, payload: { ...ENVELOPE, ...body } });

/** Until `test` holds, looking every 5 ms. */
async function until(test: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await test())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Makes sandbox `name` with a player and a fault set; answers the player. */
async function sandboxWith(app: TestApp, name: string, fault?: object) {
  const player = addPlayer(app.worlds.get(name), { wallet: 500 });
  if (fault) await app.inject({ method: 'POST', url: `/s/${name}/__sim/faults`, payload: fault });
  return player;
}

describe('SANDBOX_LIMIT holds for every call', { timeout: 30_000 }, () => {
  it('a call to a closed sandbox the gate refuses does not open it: not for its journal, not for a fault', async ({
    newApp,
  }) => {
    const app = await newApp({ sandboxLimit: 1 });
    const b = await sandboxWith(app, 'b', { kind: 'status_false', msg: 'b is down' });
    const c = await sandboxWith(app, 'c');
    await sandboxWith(app, 'a', { kind: 'latency', latency_ms: 300 });
    const slow = provider(app, '/s/a', 'api-game-rates');
    await until(() => app.worlds.find('a')!.busy > 0);
    // b's fault answers before any check, and c's call names its player by token: neither
    // may open its sandbox to journal the call while a holds the one open place.
    for (const [name, player] of [
      ['b', b],
      ['c', c],
    ] as const) {
      const refused = await provider(app, `/s/${name}`, 'api-user-wallet-balance', {
        unique_token: player.token,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ status: false, msg: WORLD_MESSAGES.allBusy(1) });
      expect(await openCount(app)).toBe(1);
    }
    expect((await slow).json().status).toBe(true);
    // Once a is idle, c opens, and its journal has the accepted call, named by its player.
    const balance = await provider(app, '/s/c', 'api-user-wallet-balance', {
      unique_token: c.token,
    });
    expect(balance.json().status).toBe(true);
    const journal = await app.inject({ method: 'GET', url: '/s/c/__sim/journal' });
    expect(journal.json().entries.map((e: { player?: string }) => e.player)).toEqual([c.mobile]);
  });

  it('never has more open than the limit under concurrent calls to closed sandboxes', async ({
    newApp,
  }) => {
    const app = await newApp({ sandboxLimit: 3 });
    const players = new Map<string, string>();
    for (let i = 0; i < 12; i++) {
      const name = `s${i}`;
      const fault = i < 3 ? { kind: 'latency', latency_ms: 200 } : { kind: 'status_false' };
      players.set(name, (await sandboxWith(app, name, fault)).token);
    }
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, app.worlds.list().filter((w) => w.isOpen).length - 1);
    }, 1);
    const answers = await Promise.all(
      [...players].flatMap(([name, token]) =>
        [0, 1, 2].map(() =>
          provider(app, `/s/${name}`, 'api-user-wallet-balance', { unique_token: token }),
        ),
      ),
    );
    clearInterval(watch);
    expect(most).toBeLessThanOrEqual(3);
    expect(await openCount(app)).toBeLessThanOrEqual(3);
    for (const answer of answers) expect([200, 503]).toContain(answer.statusCode);
  });
});

describe('a closed sandbox', { timeout: 60_000 }, () => {
  it('keeps a few kB in memory: its journal waits on disk', async ({ newApp, folder }) => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const retained = () => {
      gc();
      gc();
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };
    const app = await newApp({ dbPath: join(folder(), 'provider.db'), sandboxLimit: 4 });
    const fill = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++)
        for (const path of ['api-game-rates', 'api-get-social-data'])
          await provider(app, `/s/m${i}`, path);
    };
    await fill(0, 10);
    const before = retained();
    const count = 60;
    await fill(10, count);
    // A journal's columns alone are several hundred kB; a closed sandbox keeps far less.
    expect((retained() - before) / count).toBeLessThan(64 * 1024);
    expect((await listed(app)).sandboxes.filter((s) => !s.open)).toHaveLength(count + 10 - 4);
  });
});

describe('SANDBOX_MAX', { timeout: 30_000 }, () => {
  it('refuses a new sandbox past it with 503 and a message; the rest and the default world answer', async ({
    newApp,
  }) => {
    const app = await newApp({ sandboxMax: 2, sandboxLimit: 1 });
    for (const name of ['a', 'b'])
      expect((await provider(app, `/s/${name}`, 'api-game-rates')).statusCode).toBe(200);
    const call = await provider(app, '/s/c', 'api-game-rates');
    expect(call.statusCode).toBe(503);
    expect(call.json()).toEqual({ status: false, msg: WORLD_MESSAGES.tooMany(2) });
    const control = await app.inject({ method: 'GET', url: '/s/c/__sim/clock' });
    expect(control.statusCode).toBe(503);
    expect(control.json().msg).toMatch(/SANDBOX_MAX/);
    expect((await provider(app, '/s/a', 'api-game-rates')).statusCode).toBe(200);
    expect((await provider(app, '', 'api-game-rates')).statusCode).toBe(200);
    expect((await listed(app)).max).toBe(2);
    await app.inject({ method: 'DELETE', url: '/__sim/sandboxes/b' });
    expect((await provider(app, '/s/c', 'api-game-rates')).statusCode).toBe(200);
  });

  it('lists when each idle sandbox expires, by the real time', async ({ newApp }) => {
    const app = await newApp({ sandboxTtlHours: 2 });
    await provider(app, '/s/a', 'api-game-rates');
    await app.inject({
      method: 'POST',
      url: '/s/a/__sim/clock',
      payload: { set: '2001-01-01T00:00:00Z' },
    });
    const [a] = (await listed(app)).sandboxes;
    const expires = Date.parse(a!.expires_at!);
    expect(Math.abs(expires - (Date.now() + 2 * 3_600_000))).toBeLessThan(60_000);
  });
});

describe('a sandbox deleted while calls are in flight', { timeout: 30_000 }, () => {
  it('answers them that it was deleted, and nothing makes it again in passing', async ({
    newApp,
    folder,
  }) => {
    const app = await newApp({ dbPath: join(folder(), 'provider.db') });
    const player = await sandboxWith(app, 'x', { kind: 'latency', latency_ms: 150 });
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? provider(app, '/s/x', 'api-user-wallet-balance', { unique_token: player.token })
        : provider(app, '/s/x', 'api-game-rates'),
    );
    await until(() => app.worlds.find('x')!.busy === 20);
    const deleted = await app.inject({ method: 'DELETE', url: '/__sim/sandboxes/x' });
    expect(deleted.json()).toEqual({ status: true, removed: 'x' });
    for (const answer of await Promise.all(inFlight)) {
      expect(answer.statusCode).toBe(410);
      expect(answer.json()).toEqual({ status: false, msg: 'Sandbox x was deleted' });
    }
    expect((await listed(app)).sandboxes).toEqual([]);
    // A call made after the deletion starts a fresh sandbox: the player is gone.
    expect((await provider(app, '/s/x', 'api-game-rates')).statusCode).toBe(200);
    expect((await listed(app)).sandboxes.map((s) => s.name)).toEqual(['x']);
    expect(countRows(app.worlds.get('x'), 'SELECT COUNT(*) AS n FROM users')).toBe(0);
  });
});

describe('the name "default"', { timeout: 30_000 }, () => {
  it('is refused as a sandbox, in any case, everywhere a sandbox is named', async ({ newApp }) => {
    const app = await newApp();
    for (const name of ['default', 'Default', 'DEFAULT', 'd%65fault']) {
      for (const [method, url] of [
        ['POST', `/s/${name}/api-game-rates`],
        ['GET', `/s/${name}/__sim/clock`],
        ['POST', `/s/${name}/__sim/reset`],
        ['DELETE', `/__sim/sandboxes/${name}`],
      ] as const) {
        const answer = await app.inject({ method, url, payload: ENVELOPE });
        expect(answer.statusCode, `${method} ${url}`).toBe(400);
        expect(answer.json().msg, url).toMatch(/is reserved for the default world/);
      }
    }
    expect(app.worlds.list().map((w) => w.name)).toEqual(['default']);
    // A name that only starts so is a sandbox, and a snapshot may be called default.
    expect((await provider(app, '/s/defaults', 'api-game-rates')).statusCode).toBe(200);
    const saved = await app.inject({
      method: 'POST',
      url: '/s/defaults/__sim/snapshots',
      payload: { name: 'default' },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('is not how a scenario run from the default world reaches it', async ({ newApp }) => {
    const app = await newApp();
    const run = await app.inject({
      method: 'POST',
      url: '/__sim/scenarios/run',
      payload: {
        scenario: `name: in the default world\nsteps:\n  - clock: { set: '2030-01-01T00:00:00Z', freeze: true }\n`,
      },
    });
    expect(run.json()).toMatchObject({ status: true, ok: true });
    expect(app.worlds.get().clock.now()).toBe(Date.UTC(2030, 0, 1));
    expect(app.worlds.list().map((w) => w.name)).toEqual(['default']);
  });
});
