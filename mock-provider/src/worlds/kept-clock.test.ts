/**
 * A file-backed world's clock across a restart of the simulator: an app built on a folder, its
 * clock changed, closed, and another built on the same folder.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { appTest, MONDAY_10AM, type TestApp } from '../testing';
import { clockFileOf } from './kept-clock';

const it = appTest;

const clockOf = async (app: TestApp, prefix = '') =>
  (await app.inject({ method: 'GET', url: `${prefix}/__sim/clock` })).json() as {
    now: string;
    frozen: boolean;
    speed: number;
  };
const setClock = async (app: TestApp, body: object, prefix = '') =>
  expect(
    (await app.inject({ method: 'POST', url: `${prefix}/__sim/clock`, payload: body })).statusCode,
  ).toBe(200);

describe('a file-backed world across a restart', { timeout: 30_000 }, () => {
  it("keeps a sandbox's frozen clock, and the default world's", async ({ newApp, folder }) => {
    const dbPath = join(folder(), 'provider.db');
    const first = await newApp({ dbPath });
    await setClock(first, { set: '2024-07-01T10:00:00+05:30', freeze: true }, '/s/qa');
    await setClock(first, { set: '2025-03-03T09:15:00+05:30', freeze: true });
    await first.close();

    const next = await newApp({ dbPath });
    expect(await clockOf(next, '/s/qa')).toMatchObject({
      now: '2024-07-01T04:30:00.000Z',
      frozen: true,
      speed: 1,
    });
    expect(await clockOf(next)).toMatchObject({ now: '2025-03-03T03:45:00.000Z', frozen: true });
  });

  it('runs a running clock on by the time it was stopped, at its speed', async ({
    newApp,
    folder,
  }) => {
    const dbPath = join(folder(), 'provider.db');
    const first = await newApp({ dbPath });
    await setClock(first, { set: '2024-07-01T10:00:00+05:30', freeze: false, speed: 60 }, '/s/qa');
    await first.close();
    const stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const next = await newApp({ dbPath });
    const clock = await clockOf(next, '/s/qa');
    expect(clock).toMatchObject({ frozen: false, speed: 60 });
    // At least the 50 ms it was stopped, times 60; at most the whole test's time, times 60.
    const ran = Date.parse(clock.now) - Date.parse('2024-07-01T10:00:00+05:30');
    expect(ran).toBeGreaterThanOrEqual(50 * 60);
    expect(ran).toBeLessThanOrEqual((Date.now() - stoppedAt + 10_000) * 60);
  });

  it('keeps the clock a reset or a restored snapshot gave it', async ({ newApp, folder }) => {
    const dbPath = join(folder(), 'provider.db');
    const first = await newApp({ dbPath });
    await setClock(first, { set: '2024-07-01T10:00:00+05:30', freeze: true }, '/s/qa');
    await first.inject({ method: 'POST', url: '/s/qa/__sim/snapshots', payload: { name: 'ten' } });
    await setClock(first, { set: '2024-08-01T10:00:00+05:30' }, '/s/qa');
    await first.inject({ method: 'POST', url: '/s/qa/__sim/snapshots/ten/restore' });
    await first.inject({
      method: 'POST',
      url: '/__sim/reset',
      payload: { at: '2025-01-01T00:00:00Z' },
    });
    await setClock(first, { freeze: true });
    await first.close();
    const next = await newApp({ dbPath });
    expect(await clockOf(next, '/s/qa')).toMatchObject({
      now: '2024-07-01T04:30:00.000Z',
      frozen: true,
    });
    const reset = await clockOf(next);
    expect(reset.frozen).toBe(true);
    expect(Date.parse(reset.now) - Date.parse('2025-01-01T00:00:00Z')).toBeLessThan(10_000);
  });

  it('starts a sandbox made again after a deletion from a new clock', async ({
    newApp,
    folder,
  }) => {
    const dbPath = join(folder(), 'provider.db');
    const app = await newApp({ dbPath });
    await setClock(app, { set: '2024-07-01T10:00:00+05:30', freeze: true }, '/s/qa');
    const file = clockFileOf(join(folder(), 'sandboxes', 'qa.db'));
    expect(existsSync(file)).toBe(true);
    await app.inject({ method: 'DELETE', url: '/__sim/sandboxes/qa' });
    expect(existsSync(file)).toBe(false);
    expect(await clockOf(app, '/s/qa')).toMatchObject({ frozen: false });
  });

  it('brings a kept clock outside the range back inside it, and ignores a damaged file', async ({
    newApp,
    folder,
  }) => {
    const dbPath = join(folder(), 'provider.db');
    const first = await newApp({ dbPath });
    await setClock(first, { set: '2024-07-01T10:00:00+05:30', freeze: true }, '/s/late');
    await setClock(first, { set: '2024-07-01T10:00:00+05:30', freeze: true }, '/s/torn');
    await first.close();
    const late = clockFileOf(join(folder(), 'sandboxes', 'late.db'));
    const kept = JSON.parse(readFileSync(late, 'utf8')) as object;
    writeFileSync(late, JSON.stringify({ ...kept, now: Date.UTC(2200, 0, 1) }));
    writeFileSync(clockFileOf(join(folder(), 'sandboxes', 'torn.db')), '{"now": 17');

    const next = await newApp({ dbPath });
    expect(await clockOf(next, '/s/late')).toMatchObject({
      now: '2100-12-31T23:59:59.999Z',
      frozen: true,
    });
    // A new world's clock: where the app starts them (a test's app, MONDAY_10AM), running.
    const torn = await clockOf(next, '/s/torn');
    expect(torn.frozen).toBe(false);
    expect(Date.parse(torn.now) - MONDAY_10AM).toBeLessThan(60_000);
  });
});
