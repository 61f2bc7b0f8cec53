import { describe, expect } from 'vitest';
import { MARKET_STATUS } from '@panna/shared';
import { addMarket, addResult, onTestDay, routeTest } from '../../testing';

// The test's world is frozen at Monday 2024-07-01 10:00 India time.
const it = routeTest.extend('kalyan', { auto: true }, ({ world }) =>
  addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' }),
);

describe('the session taking bids, as the control plane shows it', () => {
  it('follows the clock while no result is declared', async ({ world, control, kalyan }) => {
    const view = async () => (await control('GET', `/markets/${kalyan}`)).body.market;
    expect(await view()).toMatchObject({ msg_status: 1, taking: 'open' });
    world.clock.set(onTestDay(16, 0));
    expect(await view()).toMatchObject({ msg_status: 1, taking: 'close' });
    world.clock.set(onTestDay(18, 0));
    expect(await view()).toMatchObject({ msg_status: 2, taking: null });
  });

  it('reads closed once a declared result closes the session, whatever the clock says', async ({
    world,
    control,
    provider,
    player,
    kalyan,
  }) => {
    // A seeded result for today stays when the clock is set back: the open is declared.
    addResult(world, kalyan, '2024-07-01', { open_pana: '128' });
    world.clock.set(onTestDay(15, 0));
    const view = async () => (await control('GET', '/markets')).body.markets[0];
    expect(await view()).toMatchObject({ msg_status: 1, taking: 'close' });
    // The provider refuses open bids and takes close ones: what the control plane says.
    const bid = (session: 'Open' | 'Close') =>
      provider('api-submit-bid', {
        game_id: String(kalyan),
        new_result: {
          unique_token: player.token,
          Gamename: 'KALYAN',
          totalbit: 10,
          gameid: String(kalyan),
          pana: 'Single Digit',
          gametype: session,
          bid_date: '1-July-2024',
          session,
          result: [{ digits: '5', points: '10', session }],
        },
      });
    expect((await bid('Open')).status).toBe(false);
    const close = await bid('Close');
    expect(close.status, close.msg).toBe(true);

    world.db.prepare("UPDATE results SET close_pana = '370' WHERE market_id = ?").run(kalyan);
    expect(await view()).toMatchObject({ msg_status: 2, taking: null });
    expect((await bid('Close')).status).toBe(false);
  });

  it('leaves the provider answering by the clock alone, as the real server does', async ({
    world,
    asPlayer,
    kalyan,
  }) => {
    addResult(world, kalyan, '2024-07-01', { open_pana: '128', close_pana: '370' });
    const { result } = await asPlayer<{ result: { game_id: unknown; msg_status: unknown }[] }>(
      'api-get-dashboard-data',
    );
    const listed = result.find((m) => String(m.game_id) === String(kalyan));
    expect(Number(listed?.msg_status)).toBe(MARKET_STATUS.RUNNING);
  });

  it('closes a Starline slot or a Gali market once its one result is declared', async ({
    world,
    control,
  }) => {
    const slot = addMarket(world, { kind: 'starline', name: 'SLOT', open: '01:00 PM' });
    const gali = addMarket(world, { kind: 'gali', name: 'GALI', open: '11:30 PM' });
    const view = async (id: number) => (await control('GET', `/markets/${id}`)).body.market;
    expect(await view(slot)).toMatchObject({ msg_status: 1, taking: 'open' });
    addResult(world, slot, '2024-07-01', { open_pana: '128' });
    addResult(world, gali, '2024-07-01', { jodi: '47' });
    expect(await view(slot)).toMatchObject({ msg_status: 2, taking: null });
    expect(await view(gali)).toMatchObject({ msg_status: 2, taking: null });
  });
});
