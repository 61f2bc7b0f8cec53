import { ALL_PANA, instantAt } from '@panna/shared';
import { describe, expect, vi } from 'vitest';
import { addPlayer, bidStatuses, placeBids } from '../../testing';
import { autoResultsOf } from './auto-results';
import { autoResultsTest as it, resultsOf } from './auto-results.fixture';
import { seededResult } from './seeded-results';
import { ledgerOf } from '../ledger';
import { marketsOf } from '../markets';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('auto-results', () => {
  it('is off by default and declares nothing', async ({ world3 }) => {
    const { world, sim } = await world3();
    expect(await sim('GET', '/auto-results')).toEqual({
      status: true,
      enabled: false,
      seed: 1,
      cursor: new Date(0).toISOString(),
      next_due: null,
      failures: [],
    });
    world.clock.advance(DAY);
    expect(await resultsOf(sim)).toEqual([]);
  });

  it('declares each result at its scheduled time from the seed and settles bids as the clock moves', async ({
    world3,
  }) => {
    const { app, world, ids, sim } = await world3();
    const player = addPlayer(world, { wallet: 10_000 });
    const state = await sim('POST', '/auto-results', { enabled: true, seed: 7 });
    expect(state).toMatchObject({
      enabled: true,
      seed: 7,
      next_due: new Date(instantAt('2024-07-01', 11 * 60)).toISOString(),
    });

    const date = '2024-07-01';
    const open = seededResult(7, { at: 0, marketId: ids.kalyan, date, session: 'open' }, 'pana');
    const close = seededResult(7, { at: 0, marketId: ids.kalyan, date, session: 'close' }, 'pana');
    const slot = seededResult(7, { at: 0, marketId: ids.star, date }, 'pana');
    const jodi = seededResult(7, { at: 0, marketId: ids.gali, date }, 'jodi');
    expect(ALL_PANA).toContain(open);
    expect(jodi).toMatch(/^\d{2}$/);

    // A winning open pana bid and the matching close-session pana.
    await placeBids(app, player, 'main', ids.kalyan, 'Single Pana', [
      { digits: open, points: 10, session: 'Open' },
    ]);
    await placeBids(app, player, 'main', ids.kalyan, 'Single Pana', [
      { digits: close, points: 10, session: 'Close' },
    ]);

    world.clock.set(instantAt(date, 16 * 60));
    expect(await resultsOf(sim)).toEqual([
      `${date} #${ids.kalyan} ${open}/-/-`,
      `${date} #${ids.star} ${slot}/-/-`,
    ]);
    expect(bidStatuses(app).map((b) => b.status)).toEqual(['won', 'pending']);

    world.clock.set(instantAt(date, 23 * 60 + 45));
    expect(await resultsOf(sim)).toEqual([
      `${date} #${ids.kalyan} ${open}/${close}/-`,
      `${date} #${ids.star} ${slot}/-/-`,
      `${date} #${ids.gali} -/-/${jodi}`,
    ]);
    expect(bidStatuses(app).map((b) => b.status)).toEqual(['won', 'won']);
    // Both Single Pana bids won: 1400 per 10.
    expect(ledgerOf(world).balance(player.id)).toBe(10_000 - 20 + 2 * 1400);
  });

  it('gives the same results for the same seed and schedule, whatever the steps', async ({
    world3,
  }) => {
    const one = await world3();
    const two = await world3();
    const three = await world3();
    await one.sim('POST', '/auto-results', { enabled: true, seed: 42 });
    await two.sim('POST', '/auto-results', { enabled: true, seed: 42 });
    await three.sim('POST', '/auto-results', { enabled: true, seed: 43 });
    // One jumps a day and a half at once, the other in hourly steps.
    one.world.clock.advance(36 * HOUR);
    await one.sim('GET', '/auto-results');
    for (let hour = 1; hour <= 36; hour += 1) {
      two.world.clock.advance(HOUR);
      await two.sim('GET', '/auto-results');
    }
    three.world.clock.advance(36 * HOUR);
    const results = await resultsOf(one.sim);
    expect(results).toHaveLength(5);
    expect(await resultsOf(two.sim)).toEqual(results);
    expect(await resultsOf(three.sim)).not.toEqual(results);
  });

  it('catches up at most the last two days after a long jump', async ({ world3 }) => {
    const { world, sim } = await world3();
    await sim('POST', '/auto-results', { enabled: true });
    world.clock.advance(10 * DAY);
    const dates = new Set((await resultsOf(sim)).map((r) => r.slice(0, 10)));
    // Now 2024-07-11 10:00: the window is (07-09 10:00, 07-11 10:00].
    expect([...dates].sort()).toEqual(['2024-07-09', '2024-07-10']);
    expect((await resultsOf(sim)).filter((r) => r.startsWith('2024-07-09'))).toHaveLength(3);
  });

  it('leaves results declared by hand alone and does not redeclare a reverted one', async ({
    world3,
  }) => {
    const { world, ids, sim } = await world3();
    await sim('POST', '/auto-results', { enabled: true, seed: 3 });
    await sim('POST', '/results', {
      game_id: ids.kalyan,
      session: 'open',
      pana: '100',
      early: true,
    });
    world.clock.set(instantAt('2024-07-01', 12 * 60));
    await sim('POST', '/results/revert', { game_id: ids.star });
    world.clock.set(instantAt('2024-07-01', 18 * 60));
    const results = await resultsOf(sim);
    expect(results.find((r) => r.includes(`#${ids.kalyan}`))).toMatch(/ 100\/\d{3}\/-$/);
    expect(results.some((r) => r.includes(`#${ids.star}`))).toBe(false);
  });

  it('re-arms when the clock is set back', async ({ world3 }) => {
    const { world, ids, sim } = await world3();
    await sim('POST', '/auto-results', { enabled: true, seed: 5 });
    world.clock.set(instantAt('2024-07-01', 12 * 60));
    await sim('POST', '/results/revert', { game_id: ids.star });
    world.clock.set(instantAt('2024-07-01', 10 * 60));
    await sim('GET', '/auto-results');
    world.clock.set(instantAt('2024-07-01', 11 * 60 + 30));
    expect((await resultsOf(sim)).some((r) => r.includes(`#${ids.star}`))).toBe(true);
  });

  // Every request calls catchUp: between results it must not read the schedule again.
  it('reads no schedule until the next result falls due', async ({ world3 }) => {
    const { world, ids, sim } = await world3();
    await sim('POST', '/auto-results', { enabled: true });
    const auto = autoResultsOf(world);
    expect(auto.catchUp()).toBe(0);
    const list = vi.spyOn(marketsOf(world), 'list');
    for (let i = 0; i < 1_000; i += 1) auto.catchUp();
    expect(list).not.toHaveBeenCalled();
    world.clock.set(instantAt('2024-07-01', 11 * 60 + 30));
    expect(auto.catchUp()).toBeGreaterThan(0);
    expect(list).toHaveBeenCalled();
    expect((await resultsOf(sim)).some((r) => r.includes(`#${ids.star}`))).toBe(true);
  });
});
