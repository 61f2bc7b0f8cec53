import { describe, expect } from 'vitest';
import { addMarket, addPlayer, placeBids, routeTest } from '../../testing';

const it = routeTest.extend('pending', ({ control }) => async () => {
  const { code, body } = await control('GET', '/markets/pending');
  expect(code).toBe(200);
  return body.markets;
});

describe('pending stakes per market session', () => {
  it("counts each session's pending bids and points on today's play, and drops settled ones", async ({
    app,
    world,
    control,
    pending,
  }) => {
    // Monday 2024-07-01 10:00 India time, frozen.
    const player = addPlayer(world, { wallet: 1000 });
    const kalyan = addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' });
    expect(await pending()).toEqual([]);

    await placeBids(app, player, 'main', kalyan, 'Single Digit', [
      { digits: '6', points: 10, session: 'Open' },
      { digits: '5', points: 20, session: 'Open' },
      { digits: '4', points: 40, session: 'Close' },
    ]);
    expect(await pending()).toEqual([
      {
        game_id: kalyan,
        date: '2024-07-01',
        sessions: [
          { session: 'open', bids: 2, points: 30 },
          { session: 'close', bids: 1, points: 40 },
        ],
      },
    ]);

    await control('POST', '/results', {
      game_id: kalyan,
      session: 'open',
      pana: '123',
      early: true,
    });
    expect(await pending()).toEqual([
      {
        game_id: kalyan,
        date: '2024-07-01',
        sessions: [{ session: 'close', bids: 1, points: 40 }],
      },
    ]);
  });
});
