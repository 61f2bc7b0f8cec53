import { instantAt } from '@panna/shared';
import { describe, expect } from 'vitest';
import { addPlayer, placeBids } from '../../testing';
import { MAX_BALANCE } from '../../contract/limits';
import { ledgerOf } from '../ledger';
import { AUTO_RESULTS_JOURNAL_PATH } from './auto-results';
import { autoResultsTest as it, resultsOf } from './auto-results.fixture';
import { settingsOf } from '../settings';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('auto-results when a declaration fails', () => {
  it('skips a result too large to pay, records why, and every call still answers', async ({
    world3,
  }) => {
    const { app, world, ids, sim } = await world3();
    const rich = addPlayer(world, { wallet: 100 });
    // Every digit on the slot: whatever the seeded pana, one of them wins 95 for 10.
    await placeBids(
      app,
      rich,
      'starline',
      ids.star,
      'Single Digit',
      Array.from({ length: 10 }, (_, d) => ({ digits: String(d), points: 10 })),
    );
    world.db.transaction(() =>
      ledgerOf(world).post({
        userId: rich.id,
        direction: 'credit',
        amountStatus: '1',
        amount: MAX_BALANCE - 50,
        note: 'nearly full',
        at: world.clock.now(),
      }),
    )();
    await sim('POST', '/auto-results', { enabled: true, seed: 4 });
    world.clock.set(instantAt('2024-07-01', 16 * 60));
    // The slot's result cannot be paid; KALYAN's open, due at 03:45 PM, is declared all the same.
    const results = await resultsOf(sim);
    expect(results.some((r) => r.includes(`#${ids.star}`))).toBe(false);
    expect(results.some((r) => r.includes(`#${ids.kalyan}`))).toBe(true);
    const state = await sim('GET', '/auto-results');
    expect(state.failures).toEqual([
      {
        at: new Date(instantAt('2024-07-01', 16 * 60)).toISOString(),
        declaration: expect.objectContaining({ game_id: ids.star, date: '2024-07-01' }),
        msg: expect.stringMatching(/cannot be paid/),
      },
    ]);
    const journal = await sim('GET', `/journal?path=${AUTO_RESULTS_JOURNAL_PATH}`);
    expect(journal.entries).toHaveLength(1);
    // Settings, the clock and reset all still answer; the failure is not tried again.
    expect((await sim('GET', '/settings')).status).toBe(true);
    world.clock.advance(HOUR);
    expect((await sim('GET', '/clock')).status).toBe(true);
    expect((await sim('GET', '/auto-results')).failures).toHaveLength(1);
    expect((await sim('POST', '/auto-results', { enabled: false })).status).toBe(true);
    expect((await sim('POST', '/reset', {})).status).toBe(true);
  });

  it('keeps answering when a catch-up fails as a whole', async ({ world3 }) => {
    const { world, sim } = await world3();
    await sim('POST', '/auto-results', { enabled: true });
    // A defect inside the catch-up: its cursor cannot be stored.
    settingsOf(world).get('rates');
    world.db.exec('ALTER TABLE settings RENAME TO settings_gone');
    world.clock.advance(DAY);
    const clock = await sim('GET', '/clock');
    expect(clock.status).toBe(true);
    expect((await sim('GET', `/journal?path=${AUTO_RESULTS_JOURNAL_PATH}`)).entries).toEqual([
      expect.objectContaining({ status: 500, answer: expect.objectContaining({ status: false }) }),
    ]);
  });
});
