import { AMOUNT_STATUS } from '@panna/shared';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { addPlayer, appTest, call, type TestApp } from '../../testing';
import type { World } from '../../worlds/world';
import { ledgerOf } from '../../domain/ledger';

/** Apps with options of their own, some on files in the test's folder. */
const it = appTest;

const post = (app: TestApp, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, ...(payload && { payload }) });
const spend = (world: World, userId: number, amount: number) =>
  ledgerOf(world).post({
    userId,
    direction: 'debit',
    amountStatus: AMOUNT_STATUS.BID,
    amount,
    note: 'test',
    at: world.clock.now(),
  });
const count = (world: World, table: string) =>
  (world.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

// Generous: these build apps on files and seed worlds, slow on a busy machine.
describe('snapshots', { timeout: 20_000 }, () => {
  it('restore brings back balances and the clock', async ({ newApp }) => {
    const app = await newApp();
    const world = app.worlds.get();
    const player = addPlayer(world, { wallet: 1000 });
    await post(app, '/__sim/clock', { set: '2024-07-01T09:00:00+05:30', freeze: true });
    expect((await post(app, '/__sim/snapshots', { name: 'before-bids' })).json()).toMatchObject({
      name: 'before-bids',
      clock: '2024-07-01T03:30:00.000Z',
    });
    spend(world, player.id, 400);
    await post(app, '/__sim/clock', { advance: 7_200_000, freeze: false });
    const restored = await post(app, '/__sim/snapshots/before-bids/restore');
    expect(restored.json()).toMatchObject({
      restored: 'before-bids',
      clock: { now: '2024-07-01T03:30:00.000Z', frozen: true },
    });
    expect(ledgerOf(app.worlds.get()).balance(player.id)).toBe(1000);
    // The restored database serves calls: the token still logs in.
    expect(
      (await call(app, 'api-user-wallet-balance', { unique_token: player.token })).status,
    ).not.toBe(false);
  });

  it('lists, deletes and refuses unknown names', async ({ newApp }) => {
    const app = await newApp();
    await post(app, '/__sim/snapshots', { name: 'a' });
    await post(app, '/__sim/snapshots', { name: 'b' });
    expect(
      (await app.inject({ method: 'GET', url: '/__sim/snapshots' }))
        .json()
        .snapshots.map((s: { name: string }) => s.name),
    ).toEqual(['a', 'b']);
    expect((await app.inject({ method: 'DELETE', url: '/__sim/snapshots/a' })).statusCode).toBe(
      200,
    );
    expect((await post(app, '/__sim/snapshots/a/restore')).statusCode).toBe(404);
    expect((await post(app, '/__sim/snapshots', { name: '../etc' })).statusCode).toBe(400);
  });

  it('keeps file-backed snapshots on disk and restores over the file', async ({
    newApp,
    folder,
  }) => {
    const dir = folder();
    const first = await newApp({ dbPath: join(dir, 'provider.db') });
    const player = addPlayer(first.worlds.get(), { wallet: 500 });
    const saved = (await post(first, '/__sim/snapshots', { name: 'start' })).json();
    expect(saved.file).toBe(join(dir, 'snapshots', 'default', 'start.db'));
    expect(existsSync(saved.file)).toBe(true);
    spend(first.worlds.get(), player.id, 500);
    expect((await post(first, '/__sim/snapshots/start/restore')).statusCode).toBe(200);
    expect(ledgerOf(first.worlds.get()).balance(player.id)).toBe(500);
    await first.close();
    // A new server on the same folder still knows the snapshot.
    const next = await newApp({ dbPath: join(dir, 'provider.db') });
    spend(next.worlds.get(), player.id, 100);
    expect(
      (await next.inject({ method: 'GET', url: '/__sim/snapshots' })).json().snapshots,
    ).toMatchObject([{ name: 'start' }]);
    expect((await post(next, '/__sim/snapshots/start/restore')).statusCode).toBe(200);
    expect(ledgerOf(next.worlds.get()).balance(player.id)).toBe(500);
  });
});

describe('snapshot files', { timeout: 20_000 }, () => {
  const list = async (app: TestApp) =>
    (await app.inject({ method: 'GET', url: '/__sim/snapshots' }))
      .json()
      .snapshots.map((s: { name: string }) => s.name);

  it('are listed by name, only whole ones; deleting one removes both its files', async ({
    newApp,
    folder,
  }) => {
    const dir = folder();
    const app = await newApp({ dbPath: join(dir, 'provider.db') });
    // bcd.db would read as "b" were its ending not checked.
    for (const name of ['m', 'bcd', 'z', 'b', 'a', 'k', 'c'])
      await post(app, '/__sim/snapshots', { name });
    const files = join(dir, 'snapshots', 'default');
    // Not snapshots: a note, a pair under a name the rule refuses, an image without its clock file.
    writeFileSync(join(files, 'notes.txt'), 'x');
    writeFileSync(join(files, 'bad name.db'), readFileSync(join(files, 'm.db')));
    writeFileSync(join(files, 'bad name.json'), readFileSync(join(files, 'm.json')));
    rmSync(join(files, 'c.json'));
    rmSync(join(files, 'k.db')); // and a clock file without its image
    expect(await list(app)).toEqual(['a', 'b', 'bcd', 'm', 'z']);
    expect((await post(app, '/__sim/snapshots/c/restore')).statusCode).toBe(404);
    expect((await post(app, '/__sim/snapshots/k/restore')).statusCode).toBe(404);

    expect((await app.inject({ method: 'DELETE', url: '/__sim/snapshots/a' })).statusCode).toBe(
      200,
    );
    expect([existsSync(join(files, 'a.db')), existsSync(join(files, 'a.json'))]).toEqual([
      false,
      false,
    ]);
    expect(await list(app)).toEqual(['b', 'bcd', 'm', 'z']);
    expect((await app.inject({ method: 'DELETE', url: '/__sim/snapshots/a' })).statusCode).toBe(
      404,
    );
    // An image left without its clock file is still deleted.
    expect((await app.inject({ method: 'DELETE', url: '/__sim/snapshots/c' })).statusCode).toBe(
      200,
    );
    expect(existsSync(join(files, 'c.db'))).toBe(false);
  });

  it('refuses a clock file it did not write, names why, and leaves it out of the list', async ({
    newApp,
    folder,
  }) => {
    const dir = folder();
    const app = await newApp({ dbPath: join(dir, 'provider.db') });
    const files = join(dir, 'snapshots', 'default');
    for (const name of ['torn', 'foreign', 'undated', 'good'])
      await post(app, '/__sim/snapshots', { name });
    const good = JSON.parse(readFileSync(join(files, 'good.json'), 'utf8')) as object;
    writeFileSync(join(files, 'torn.json'), '{"clock": ');
    writeFileSync(join(files, 'foreign.json'), JSON.stringify({ ...good, clock: 'noon' }));
    writeFileSync(join(files, 'undated.json'), JSON.stringify({ ...good, savedAt: 'today' }));
    expect(await list(app)).toEqual(['good']);
    for (const name of ['torn', 'foreign', 'undated']) {
      const restored = await post(app, `/__sim/snapshots/${name}/restore`);
      expect(restored.statusCode, name).toBe(409);
      expect(restored.json().msg, name).toMatch(`Snapshot ${name} cannot be restored: `);
    }
    expect((await post(app, '/__sim/snapshots/foreign/restore')).json().msg).toBe(
      'Snapshot foreign cannot be restored: its clock file is not one this simulator wrote',
    );
  });
});

describe('snapshot and sandbox names', { timeout: 20_000 }, () => {
  // As they arrive in a path (`..` and `%2E%2E` segments are resolved by URL parsing first).
  const NAMES = [
    '..%2F..%2Fp',
    '..%2Fsecret%2Fs1',
    '%2E%2E%2Fp',
    '%00',
    'a%00b',
    '%2Ftmp%2Fx',
    'a%5Cb',
    'x'.repeat(65),
  ];

  it('keeps one rule everywhere and never touches a file outside its folder', async ({
    newApp,
    folder,
  }) => {
    const dir = folder();
    const data = join(dir, 'data');
    const app = await newApp({ dbPath: join(data, 'provider.db') });
    // Files a traversal would reach: beside the data folder, the default database, another
    // sandbox's snapshot.
    writeFileSync(join(dir, 'p.json'), 'outside');
    writeFileSync(join(dir, 'p.db'), 'outside');
    await post(app, '/s/other/__sim/snapshots', { name: 's1' });
    const secret = join(data, 'snapshots', 'other', 's1.db');
    const before = [join(dir, 'p.json'), join(dir, 'p.db'), join(data, 'provider.db'), secret].map(
      (file) => readFileSync(file),
    );
    for (const name of NAMES) {
      for (const [method, url] of [
        ['DELETE', `/__sim/snapshots/${name}`],
        ['DELETE', `/s/x/__sim/snapshots/${name}`],
        ['POST', `/s/x/__sim/snapshots/${name}/restore`],
        ['DELETE', `/__sim/sandboxes/${name}`],
        ['GET', `/s/${name}/__sim/clock`],
      ] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json(), `${method} ${url}`).toEqual({
          status: false,
          msg: expect.stringMatching(/letters, digits, _ and -/),
        });
      }
      const decoded = decodeURIComponent(name);
      expect((await post(app, '/__sim/snapshots', { name: decoded })).statusCode, decoded).toBe(
        400,
      );
    }
    expect((await post(app, '/__sim/snapshots', { name: '..' })).statusCode).toBe(400);
    expect(
      [join(dir, 'p.json'), join(dir, 'p.db'), join(data, 'provider.db'), secret].map((file) =>
        readFileSync(file),
      ),
    ).toEqual(before);
    // Nothing of the above made a sandbox.
    const listed = (await app.inject({ method: 'GET', url: '/__sim/sandboxes' })).json();
    expect(listed.sandboxes.map((s: { name: string }) => s.name)).toEqual(['other']);
  });

  /** Two ways a snapshot image is spoilt: not a database, or one failing SQLite's check. */
  const SPOILT: [string, (image: Buffer) => Buffer][] = [
    ['not a database', () => Buffer.from('not a database at all')],
    [
      'a free-page list past its end',
      (image) => {
        // The file opens, but its header's free-page list points past its end.
        image.writeUInt32BE(1_000_000, 32);
        image.writeUInt32BE(3, 36);
        return image;
      },
    ],
  ];

  it.for(SPOILT)(
    'refuses a snapshot image that is %s, and the world stays as it was',
    async ([, spoil], { newApp, folder }) => {
      const dir = folder();
      const app = await newApp({ dbPath: join(dir, 'provider.db') });
      const player = addPlayer(app.worlds.get(), { wallet: 300 });
      await post(app, '/__sim/snapshots', { name: 'broken' });
      const image = join(dir, 'snapshots', 'default', 'broken.db');
      writeFileSync(image, spoil(readFileSync(image)));
      const restored = await post(app, '/__sim/snapshots/broken/restore');
      expect(restored.statusCode).toBe(409);
      expect(restored.json().msg).toMatch(/^Snapshot broken cannot be restored: ./);
      expect(ledgerOf(app.worlds.get()).balance(player.id)).toBe(300);
    },
  );

  it.for([
    [Date.UTC(2150, 0, 1), false, '2100-12-31T23:59:59.999Z', true],
    [Date.UTC(1970, 0, 1), false, '2000-01-01T00:00:00.000Z', false],
  ] as const)(
    'brings a snapshot clock outside the range back inside it: %s',
    async ([stored, frozen, now, stopped], { newApp, folder }) => {
      const dir = folder();
      const app = await newApp({ dbPath: join(dir, 'provider.db') });
      await post(app, '/__sim/snapshots', { name: 'edited' });
      const meta = join(dir, 'snapshots', 'default', 'edited.json');
      const kept = JSON.parse(readFileSync(meta, 'utf8')) as { savedAt: number };
      writeFileSync(meta, JSON.stringify({ ...kept, clock: { now: stored, frozen, speed: 1 } }));
      const restored = await post(app, '/__sim/snapshots/edited/restore');
      expect(restored.statusCode).toBe(200);
      const clock = (await app.inject({ method: 'GET', url: '/__sim/clock' })).json();
      expect(clock.frozen).toBe(stopped);
      if (stopped) expect(clock.now).toBe(now);
      else expect(Date.parse(clock.now) - Date.parse(now)).toBeLessThan(5000);
    },
  );
});

describe('reset', { timeout: 20_000 }, () => {
  it('restores the seed, puts the clock at the given instant and clears faults and journal', async ({
    newApp,
  }) => {
    const app = await newApp({ seed: true });
    const seeded = {
      markets: count(app.worlds.get(), 'markets'),
      users: count(app.worlds.get(), 'users'),
    };
    addPlayer(app.worlds.get(), { wallet: 100 });
    await post(app, '/__sim/clock', { freeze: true, speed: 5 });
    await post(app, '/__sim/faults', { kind: 'status_false' });
    await call(app, 'api-check-mobile', { mobile: '9000000001' });
    const reset = await post(app, '/__sim/reset', { at: '2024-07-02T08:00:00+05:30' });
    expect(reset.json()).toMatchObject({ reset: true, clock: { frozen: false, speed: 1 } });
    expect(
      Date.parse(reset.json().clock.now) - Date.parse('2024-07-02T08:00:00+05:30'),
    ).toBeLessThan(5_000);
    expect(count(app.worlds.get(), 'users')).toBe(seeded.users);
    expect(count(app.worlds.get(), 'markets')).toBe(seeded.markets);
    expect((await app.inject({ method: 'GET', url: '/__sim/faults' })).json().faults).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/__sim/journal' })).json().entries).toEqual([]);
  });

  it('defaults to the real time and refuses a bad instant', async ({ newApp }) => {
    const app = await newApp();
    const now = Date.parse((await post(app, '/__sim/reset')).json().clock.now);
    expect(Math.abs(now - Date.now())).toBeLessThan(5_000);
    expect((await post(app, '/__sim/reset', { at: 'soon' })).statusCode).toBe(400);
  });
});

describe('sandboxes', { timeout: 20_000 }, () => {
  it('have independent clocks, data and faults', async ({ newApp }) => {
    const app = await newApp();
    await post(app, '/s/a/__sim/clock', { set: '2024-07-01T09:00:00+05:30', freeze: true });
    await post(app, '/s/b/__sim/clock', { set: '2025-01-01T09:00:00+05:30', freeze: true });
    addPlayer(app.worlds.get('a'), { mobile: '9000000001', wallet: 700 });
    await post(app, '/s/b/__sim/faults', { kind: 'status_false', msg: 'b is down' });
    expect((await app.inject({ method: 'GET', url: '/s/a/__sim/clock' })).json().now).toBe(
      '2024-07-01T03:30:00.000Z',
    );
    expect((await app.inject({ method: 'GET', url: '/s/b/__sim/clock' })).json().now).toBe(
      '2025-01-01T03:30:00.000Z',
    );
    expect(count(app.worlds.get('a'), 'users')).toBe(1);
    expect(count(app.worlds.get('b'), 'users')).toBe(0);
    expect((await call(app, 'api-check-mobile', { mobile: '9000000002' }, '/s/a')).status).toBe(
      'true',
    );
    expect((await call(app, 'api-check-mobile', { mobile: '9000000002' }, '/s/b')).msg).toBe(
      'b is down',
    );
    const listed = (await app.inject({ method: 'GET', url: '/__sim/sandboxes' })).json().sandboxes;
    expect(listed.map((s: { name: string }) => s.name).sort()).toEqual(['a', 'b']);
  });

  it('are not made by a call refused anyway: an unknown path, a wrong app key, a refused caller', async ({
    newApp,
    folder,
  }) => {
    const dir = folder();
    const app = await newApp({ dbPath: join(dir, 'provider.db') });
    expect((await post(app, '/s/n1/no-such-path', {})).statusCode).toBe(404);
    const wrongKey = await post(app, '/s/n2/api-user-wallet-balance', {
      env_type: 'Prod',
      app_key: 'wrong',
      unique_token: 'x',
    });
    expect(wrongKey.json()).toEqual({ status: false, msg: 'UnAuthorized request' });
    const remote = await app.inject({
      method: 'GET',
      url: '/s/n3/__sim/clock',
      remoteAddress: '10.0.0.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(app.worlds.list().map((w) => w.name)).toEqual(['default']);
    expect(existsSync(join(dir, 'sandboxes'))).toBe(false);
    // An accepted call does make one.
    expect(
      (
        await post(app, '/s/n2/api-game-rates', {
          env_type: 'Prod',
          app_key: 'panna-dev-key-local',
        })
      ).json().status,
    ).toBe(true);
    expect(existsSync(join(dir, 'sandboxes', 'n2.db'))).toBe(true);
  });

  it('past the limit, close the least recently used idle one, which reopens as it was', async ({
    newApp,
    folder,
  }) => {
    const dir = folder();
    const app = await newApp({ dbPath: join(dir, 'provider.db'), sandboxLimit: 2 });
    await post(app, '/s/a/__sim/clock', { set: '2030-01-01T00:00:00Z', freeze: true });
    addPlayer(app.worlds.get('a'), { mobile: '9000000001', wallet: 700 });
    await post(app, '/s/b/__sim/clock', { freeze: true });
    await post(app, '/s/c/__sim/clock', { freeze: true });
    const listed = () =>
      app
        .inject({ method: 'GET', url: '/__sim/sandboxes' })
        .then(
          (r) => r.json().sandboxes as { name: string; open: boolean; clock: { now: string } }[],
        );
    expect((await listed()).map((s) => [s.name, s.open])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
    // a opens again (b, now the least recently used, closes) with its data and its clock.
    const player = await app.inject({ method: 'GET', url: '/s/a/__sim/players/9000000001' });
    expect(player.json().player.wallet).toBe(700);
    expect((await app.inject({ method: 'GET', url: '/s/a/__sim/clock' })).json().now).toBe(
      '2030-01-01T00:00:00.000Z',
    );
    expect((await listed()).map((s) => [s.name, s.open])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
  });

  it('when every open one is busy, refuse a new one with 503; the default world answers', async ({
    newApp,
  }) => {
    const app = await newApp({ sandboxLimit: 1 });
    await post(app, '/s/a/__sim/faults', { kind: 'latency', latency_ms: 400 });
    const slow = app.inject({
      method: 'POST',
      url: '/s/a/api-game-rates',
      payload: { env_type: 'Prod', app_key: 'panna-dev-key-local' },
    });
    while (!app.worlds.find('a')?.busy) await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = await app.inject({ method: 'GET', url: '/s/b/__sim/clock' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ status: false, msg: expect.stringMatching(/SANDBOX_LIMIT/) });
    const provider = await post(app, '/s/b/api-game-rates', {
      env_type: 'Prod',
      app_key: 'panna-dev-key-local',
    });
    expect(provider.statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/__sim/clock' })).statusCode).toBe(200);
    expect((await slow).json().status).toBe(true);
    // Once a's call is answered, b may take its place.
    expect((await app.inject({ method: 'GET', url: '/s/b/__sim/clock' })).statusCode).toBe(200);
  });

  it('are deleted with their files and start from the seed again', async ({ newApp, folder }) => {
    const dir = folder();
    const app = await newApp({ dbPath: join(dir, 'provider.db') });
    addPlayer(app.worlds.get('gone'), { wallet: 100 });
    await post(app, '/s/gone/__sim/snapshots', { name: 'x' });
    const file = join(dir, 'sandboxes', 'gone.db');
    expect(existsSync(file)).toBe(true);
    expect(
      (await app.inject({ method: 'DELETE', url: '/__sim/sandboxes/gone' })).json(),
    ).toMatchObject({ removed: 'gone' });
    expect(existsSync(file)).toBe(false);
    expect(existsSync(join(dir, 'snapshots', 'gone'))).toBe(false);
    expect((await app.inject({ method: 'DELETE', url: '/__sim/sandboxes/gone' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'DELETE', url: '/__sim/sandboxes/default' })).statusCode,
    ).toBe(400);
    expect(count(app.worlds.get('gone'), 'users')).toBe(0);
  });
});
