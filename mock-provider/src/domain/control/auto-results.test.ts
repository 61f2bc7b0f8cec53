import { ALL_PANA, instantAt } from '@panna/shared';
import { describe, expect, vi } from 'vitest';
import { MAX_BALANCE } from '../../contract/limits';
import { addMarket, addPlayer, bidStatuses, placeBids } from '../../testing';
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
    // Neither is a failure: QA's word stands.
    expect(autoResultsOf(world).catchUp()).toBe(1);
    const results = await resultsOf(sim);
    expect(results.find((r) => r.includes(`#${ids.kalyan}`))).toMatch(/ 100\/\d{3}\/-$/);
    expect(results.some((r) => r.includes(`#${ids.star}`))).toBe(false);
    expect((await sim('GET', '/auto-results')).failures).toEqual([]);
  });

  it('declares a result due at the very instant the clock reaches', async ({ world3 }) => {
    const { world, ids, sim } = await world3();
    await sim('POST', '/auto-results', { enabled: true });
    await sim('GET', '/auto-results'); // a call at 10:00: the next result is due at 11:00
    world.clock.set(instantAt('2024-07-01', 11 * 60));
    expect((await resultsOf(sim)).some((r) => r.includes(`#${ids.star}`))).toBe(true);
  });

  it("declares a main market's open before its close when both fall at one instant", async ({
    world3,
  }) => {
    const { world, sim } = await world3();
    const id = addMarket(world, { name: 'SAME TIME', open: '01:00 PM', close: '01:00 PM' });
    await sim('POST', '/auto-results', { enabled: true });
    world.clock.set(instantAt('2024-07-01', 14 * 60));
    expect((await resultsOf(sim)).find((r) => r.includes(`#${id}`))).toMatch(/ \d{3}\/\d{3}\/-$/);
  });

  it('keeps its place when its seed changes while on: nothing due is skipped', async ({
    world3,
  }) => {
    const { world, ids, sim } = await world3();
    await sim('POST', '/auto-results', { enabled: true, seed: 4 });
    const auto = autoResultsOf(world);
    world.clock.set(instantAt('2024-07-01', 12 * 60));
    auto.configure({ enabled: true, seed: 9 });
    expect(auto.catchUp()).toBe(1);
    expect((await resultsOf(sim)).some((r) => r.includes(`#${ids.star}`))).toBe(true);
  });

  it('keeps a win too large to pay as a failure for QA, and declares the rest', async ({
    world3,
  }) => {
    const { app, world, ids, sim } = await world3();
    const date = '2024-07-01';
    const open = seededResult(1, { at: 0, marketId: ids.kalyan, date, session: 'open' }, 'pana');
    const player = addPlayer(world, { wallet: MAX_BALANCE - 100 });
    await placeBids(app, player, 'main', ids.kalyan, 'Single Pana', [
      { digits: open, points: 100, session: 'Open' },
    ]);
    await sim('POST', '/auto-results', { enabled: true });
    world.clock.set(instantAt(date, 16 * 60));
    expect(autoResultsOf(world).catchUp()).toBe(1); // the Starline slot's
    const { failures } = await sim('GET', '/auto-results');
    expect(failures).toEqual([
      {
        at: new Date(instantAt(date, 16 * 60)).toISOString(),
        declaration: { game_id: ids.kalyan, date, pana: open, session: 'open' },
        msg: expect.stringMatching(/./),
      },
    ]);
    const results = await resultsOf(sim);
    expect(results.some((r) => r.includes(`#${ids.star}`))).toBe(true);
    expect(results.some((r) => r.includes(`#${ids.kalyan}`))).toBe(false);
    expect(ledgerOf(world).balance(player.id)).toBe(MAX_BALANCE - 200);
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

  it('with nothing due within its look-ahead, reads no schedule until that passes', async ({
    world3,
  }) => {
    const { world, sim } = await world3();
    await sim('POST', '/auto-results', { enabled: true });
    const auto = autoResultsOf(world);
    const list = vi.spyOn(marketsOf(world), 'list').mockReturnValue([]);
    auto.invalidate();
    auto.catchUp();
    const reads = list.mock.calls.length;
    for (let i = 0; i < 100; i += 1) auto.catchUp();
    expect(list).toHaveBeenCalledTimes(reads);
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
