/** The market lists' tests: five markets of every kind, and a player with 750 points. */
import { instantAt, type EndpointPath } from '@panna/shared';
import { addMarket, addPlayer, addResult, routeTest } from '../../testing';

export type Listed = Record<string, unknown> & {
  game_id: string;
  game_name: string;
  msg_status: number;
};

export const marketsTest = routeTest
  .extend('player', ({ world }) => addPlayer(world, { wallet: 750, name: 'Kiran' }))
  /** Market ids by name; every test has these markets. */
  .extend('ids', { auto: true }, ({ world }) => {
    const ids: Record<string, number> = {};
    ids.KALYAN = addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' });
    // Monday to Friday, closing five minutes after midnight.
    ids['MAIN BAZAR'] = addMarket(world, {
      name: 'MAIN BAZAR',
      open: '09:35 PM',
      close: '12:05 AM',
      days: [1, 2, 3, 4, 5],
    });
    ids['KING STARLINE 01:00 PM'] = addMarket(world, {
      kind: 'starline',
      name: 'KING STARLINE 01:00 PM',
      open: '01:00 PM',
    });
    ids.GALI = addMarket(world, { kind: 'gali', name: 'GALI', open: '11:30 PM' });
    // Disawar on Mondays only: its 05:00 result the next morning belongs to Monday.
    ids.DISAWAR = addMarket(world, { kind: 'gali', name: 'DISAWAR', open: '05:00 AM', days: [1] });
    world.db
      .prepare(
        'UPDATE market_schedule SET open_minutes = 1740, close_minutes = 1740 WHERE market_id = ?',
      )
      .run(ids.DISAWAR);
    return ids;
  })
  /** A list call as the player (or with `token`), checked against its response schema. */
  .extend(
    'list',
    ({ provider, player }) =>
      (path: EndpointPath, prefix = '', token = player.token) =>
        provider<{ result: Listed[] }>(path, { unique_token: token }, prefix),
  )
  .extend(
    'byName',
    ({ list }) =>
      async (path: EndpointPath, name: string) =>
        (await list(path)).result.find((m) => m.game_name === name)!,
  )
  /** Sets the clock to a minute of a date. */
  .extend('at', ({ world }) => (date: string, minutes: number) => {
    world.clock.set(instantAt(date, minutes));
  })
  /** Stores a result for a market named in `ids`. */
  .extend(
    'addResult',
    ({ world, ids }) =>
      (market: string, date: string, fields: Parameters<typeof addResult>[3]) =>
        addResult(world, ids[market]!, date, fields),
  );
