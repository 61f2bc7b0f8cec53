import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMarket, addPlayer, placeBids, testApp, type TestApp } from '../../testing';

let app: TestApp;

beforeEach(async () => {
  app = await testApp();
  app.worlds.get().clock.freeze(true); // Monday 2024-07-01 10:00 India time
});
afterEach(() => app.close());

const pending = async () => {
  const response = await app.inject({ method: 'GET', url: '/__sim/markets/pending' });
  expect(response.statusCode).toBe(200);
  return response.json().markets;
};

describe('pending stakes per market session', () => {
  it("counts each session's pending bids and points on today's play, and drops settled ones", async () => {
    const world = app.worlds.get();
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

    await app.inject({
      method: 'POST',
      url: '/__sim/results',
      payload: { game_id: kalyan, session: 'open', pana: '123', early: true },
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
