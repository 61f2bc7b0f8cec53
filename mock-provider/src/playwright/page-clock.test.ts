import type { Page } from '@playwright/test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createControlClient, type ControlClient } from '../control-client';
import { injectFetch } from '../inject-fetch';
import { syncPageClock } from './page-clock';

type App = Awaited<ReturnType<typeof buildApp>>;
let app: App;
let control: ControlClient;

beforeEach(async () => {
  app = await buildApp({ dbPath: ':memory:', startAt: Date.parse('2025-03-03T09:00:00+05:30') });
  control = createControlClient({ baseUrl: 'http://localhost/s/clock', fetch: injectFetch(app) });
});
afterEach(() => app.close());

/** A page whose clock notes what it was told. */
function pageNoting() {
  const told: [string, string][] = [];
  const clock = {
    setFixedTime: async (time: Date) => void told.push(['fixed', time.toISOString()]),
    setSystemTime: async (time: Date) => void told.push(['system', time.toISOString()]),
  } as unknown as Page['clock'];
  return { page: { clock }, told };
}

describe('syncPageClock', () => {
  it("holds the page's clock at a frozen simulator's instant, to the millisecond", async () => {
    await control.call('POST /clock', { set: '2025-03-09T10:30:00.250+05:30', freeze: true });
    const { page, told } = pageNoting();
    expect(await syncPageClock(page, control)).toEqual({
      now: '2025-03-09T05:00:00.250Z',
      frozen: true,
      speed: 1,
    });
    expect(told).toEqual([['fixed', '2025-03-09T05:00:00.250Z']]);
  });

  it("starts the page's clock where a running simulator's stands, and lets it run", async () => {
    await control.call('POST /clock', { set: '2025-03-09T14:59:59+05:30', freeze: false });
    const { page, told } = pageNoting();
    const clock = await syncPageClock(page, control);
    expect(clock.frozen).toBe(false);
    expect(told).toHaveLength(1);
    expect(told[0]![0]).toBe('system');
    expect(Date.parse(told[0]![1]) - Date.parse('2025-03-09T09:29:59Z')).toBeLessThan(5_000);
  });
});
