/** The run verb's `at`: the calling world reset to it first, the file moved to its day. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ControlCallError, createControlClient } from '../control-client';
import { injectFetch } from '../inject-fetch';

type App = Awaited<ReturnType<typeof buildApp>>;
let app: App;

beforeEach(async () => {
  app = await buildApp({ dbPath: ':memory:', startAt: Date.parse('2025-03-03T09:00:00+05:30') });
});
afterEach(() => app.close());

const DAY = `name: a dated day
steps:
  - clock: { set: "2025-03-03T14:59:59+05:30", freeze: true }
  - market: { kind: main, name: M, open_time: "03:00 PM", close_time: "04:00 PM", days: [1], as: m }
  - player: { mobile: "9000000801", wallet: 100, as: asha }
  - bid: { player: asha, market: m, type: single-digit, digits: "5", points: 10 }
  - expect: { bid: accepted }
`;

describe('POST /__sim/scenarios/run with at', { timeout: 60_000 }, () => {
  it('resets the world to at, then runs the file on that day, a market on its weekday', async () => {
    const sim = createControlClient({ baseUrl: 'http://localhost/s/at', fetch: injectFetch(app) });
    await sim.call('POST /players', { mobile: '9000000899', wallet: 5 });
    // A Thursday at 10 PM: the Monday market plays on Thursday once the file is moved there.
    const report = await sim.call('POST /scenarios/run', {
      scenario: DAY,
      at: '2025-03-13T22:00:00+05:30',
    });
    expect(report.steps.map((s) => s.ok)).toEqual([true, true, true, true, true]);
    expect(report.steps[0]!.detail).toBe('now Thu 2025-03-13 02:59:59 PM IST, frozen');
    expect(report.end_state).toBeUndefined();
    // The reset took away what the world had before the run.
    await expect(sim.call('GET /players/:mobile', { mobile: '9000000899' })).rejects.toThrow(
      ControlCallError,
    );
  });

  it('refuses an at that is not an instant, naming the field, and runs nothing', async () => {
    const sim = createControlClient({
      baseUrl: 'http://localhost/s/bad-at',
      fetch: injectFetch(app),
    });
    for (const at of ['2025-03-13 22:00', '2025-02-29T10:00:00+05:30']) {
      const refused = await sim
        .call('POST /scenarios/run', { scenario: DAY, at })
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ControlCallError);
      expect((refused as ControlCallError).status).toBe(400);
      expect((refused as ControlCallError).msg).toMatch(/^at must be an ISO instant with a zone/);
    }
    const markets = (await sim.call('GET /markets')).markets.map((m) => m.name);
    expect(markets).not.toContain('M');
  });
});
