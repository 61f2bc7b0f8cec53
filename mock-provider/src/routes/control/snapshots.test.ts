import { AMOUNT_STATUS } from '@panna/shared';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { MONDAY_10AM, addPlayer, call, testApp, type TestApp } from '../../test-support';
import type { World } from '../../world';

let app: TestApp;
let dir: string | undefined;
afterEach(async () => {
  await app.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const post = (url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, ...(payload && { payload }) });
const spend = (world: World, userId: number, amount: number) =>
  world.ledger.post({
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
  it('restore brings back balances and the clock', async () => {
    app = await testApp();
    const world = app.worlds.get();
    const player = addPlayer(world, { wallet: 1000 });
    await post('/__sim/clock', { set: '2024-07-01T09:00:00+05:30', freeze: true });
    expect((await post('/__sim/snapshots', { name: 'before-bids' })).json()).toMatchObject({
      name: 'before-bids',
      clock: '2024-07-01T03:30:00.000Z',
    });
    spend(world, player.id, 400);
    await post('/__sim/clock', { advance: 7_200_000, freeze: false });
    const restored = await post('/__sim/snapshots/before-bids/restore');
    expect(restored.json()).toMatchObject({
      restored: 'before-bids',
      clock: { now: '2024-07-01T03:30:00.000Z', frozen: true },
    });
    expect(app.worlds.get().ledger.balance(player.id)).toBe(1000);
    // The restored database serves calls: the token still logs in.
    expect(
      (await call(app, 'api-user-wallet-balance', { unique_token: player.token })).status,
    ).not.toBe(false);
  });

  it('lists, deletes and refuses unknown names', async () => {
    app = await testApp();
    await post('/__sim/snapshots', { name: 'a' });
    await post('/__sim/snapshots', { name: 'b' });
    expect(
      (await app.inject({ method: 'GET', url: '/__sim/snapshots' }))
        .json()
        .snapshots.map((s: { name: string }) => s.name),
    ).toEqual(['a', 'b']);
    expect((await app.inject({ method: 'DELETE', url: '/__sim/snapshots/a' })).statusCode).toBe(
      200,
    );
    expect((await post('/__sim/snapshots/a/restore')).statusCode).toBe(404);
    expect((await post('/__sim/snapshots', { name: '../etc' })).statusCode).toBe(400);
  });

  it('keeps file-backed snapshots on disk and restores over the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'panna-snap-'));
    app = await buildApp({ dbPath: join(dir, 'provider.db'), seed: false, startAt: MONDAY_10AM });
    const player = addPlayer(app.worlds.get(), { wallet: 500 });
    const saved = (await post('/__sim/snapshots', { name: 'start' })).json();
    expect(saved.file).toBe(join(dir, 'snapshots', 'default', 'start.db'));
    expect(existsSync(saved.file)).toBe(true);
    spend(app.worlds.get(), player.id, 500);
    expect((await post('/__sim/snapshots/start/restore')).statusCode).toBe(200);
    expect(app.worlds.get().ledger.balance(player.id)).toBe(500);
    await app.close();
    // A new server on the same folder still knows the snapshot.
    app = await buildApp({ dbPath: join(dir, 'provider.db'), seed: false, startAt: MONDAY_10AM });
    spend(app.worlds.get(), player.id, 100);
    expect(
      (await app.inject({ method: 'GET', url: '/__sim/snapshots' })).json().snapshots,
    ).toMatchObject([{ name: 'start' }]);
    expect((await post('/__sim/snapshots/start/restore')).statusCode).toBe(200);
    expect(app.worlds.get().ledger.balance(player.id)).toBe(500);
  });
});

describe('reset', { timeout: 20_000 }, () => {
  it('restores the seed, puts the clock at the given instant and clears faults and journal', async () => {
    app = await testApp({ seed: true });
    const seeded = {
      markets: count(app.worlds.get(), 'markets'),
      users: count(app.worlds.get(), 'users'),
    };
    addPlayer(app.worlds.get(), { wallet: 100 });
    await post('/__sim/clock', { freeze: true, speed: 5 });
    await post('/__sim/faults', { kind: 'status_false' });
    await call(app, 'api-check-mobile', { mobile: '9000000001' });
    const reset = await post('/__sim/reset', { at: '2024-07-02T08:00:00+05:30' });
    expect(reset.json()).toMatchObject({ reset: true, clock: { frozen: false, speed: 1 } });
    expect(
      Date.parse(reset.json().clock.now) - Date.parse('2024-07-02T08:00:00+05:30'),
    ).toBeLessThan(5_000);
    expect(count(app.worlds.get(), 'users')).toBe(seeded.users);
    expect(count(app.worlds.get(), 'markets')).toBe(seeded.markets);
    expect((await app.inject({ method: 'GET', url: '/__sim/faults' })).json().faults).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/__sim/journal' })).json().entries).toEqual([]);
  });

  it('defaults to the real time and refuses a bad instant', async () => {
    app = await testApp();
    const now = Date.parse((await post('/__sim/reset')).json().clock.now);
    expect(Math.abs(now - Date.now())).toBeLessThan(5_000);
    expect((await post('/__sim/reset', { at: 'soon' })).statusCode).toBe(400);
  });
});

describe('sandboxes', { timeout: 20_000 }, () => {
  it('have independent clocks, data and faults', async () => {
    app = await testApp();
    await post('/s/a/__sim/clock', { set: '2024-07-01T09:00:00+05:30', freeze: true });
    await post('/s/b/__sim/clock', { set: '2025-01-01T09:00:00+05:30', freeze: true });
    addPlayer(app.worlds.get('a'), { mobile: '9000000001', wallet: 700 });
    await post('/s/b/__sim/faults', { kind: 'status_false', msg: 'b is down' });
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

  it('are deleted with their files and start from the seed again', async () => {
    dir = mkdtempSync(join(tmpdir(), 'panna-sandbox-'));
    app = await buildApp({ dbPath: join(dir, 'provider.db'), seed: false, startAt: MONDAY_10AM });
    addPlayer(app.worlds.get('gone'), { wallet: 100 });
    await post('/s/gone/__sim/snapshots', { name: 'x' });
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
