import { ENDPOINTS, instantAt } from '@panna/shared';
import { Value } from 'typebox/value';
import { expect } from 'vitest';
import { addMarket, addPlayer, call } from '../../testing';
import { marketsTest as it, type Listed } from './markets.fixture';
import { settingsOf } from '../../domain/settings';

it('api-starline-game: no status, no msg; a slot runs until its open time, then shows its result', async ({
  app,
  ids,
  byName,
  at,
  addResult,
}) => {
  // Yesterday's result is not today's.
  addResult('KING STARLINE 01:00 PM', '2024-06-30', { open_pana: '777' });
  at('2024-07-01', 12 * 60 + 59);
  const slotTime = instantAt('2024-07-01', 13 * 60) / 1000;
  // The real server reads no token here: a client may send none.
  const answer = await call(app, 'api-starline-game', {});
  expect(Value.Check(ENDPOINTS['api-starline-game'].response, answer)).toBe(true);
  expect(answer).toEqual({
    result: [
      {
        game_id: String(ids['KING STARLINE 01:00 PM']),
        game_name: 'KING STARLINE 01:00 PM',
        open_time: '01:00 PM',
        close_time: '01:00 PM',
        msg: 'Market Running',
        msg_status: 1,
        time_srt: slotTime,
        open_result: '',
        close_result: '',
        close_time_srt: slotTime,
      },
    ],
    web_starline_chart_url: 'http://localhost:80/charts/starline',
  });
  at('2024-07-01', 13 * 60);
  addResult('KING STARLINE 01:00 PM', '2024-07-01', { open_pana: '128' });
  expect(await byName('api-starline-game', 'KING STARLINE 01:00 PM')).toMatchObject({
    msg: 'Market Closed',
    msg_status: 2,
    open_result: '128-1',
    close_result: '',
  });
});

it('api-galidisawar-game: no status, no msg; the jodi in open_result, running until the open time', async ({
  app,
  ids,
  byName,
  at,
  addResult,
}) => {
  at('2024-07-01', 23 * 60 + 29);
  const answer = await call(app, 'api-galidisawar-game', {});
  expect(Value.Check(ENDPOINTS['api-galidisawar-game'].response, answer)).toBe(true);
  expect(answer).not.toHaveProperty('status');
  expect(answer).not.toHaveProperty('msg');
  expect((answer.result as Listed[]).find((m) => m.game_name === 'GALI')).toEqual({
    game_id: String(ids.GALI),
    game_name: 'GALI',
    open_time: '11:30 PM',
    close_time: '11:30 PM',
    msg: 'Market Running',
    msg_status: 1,
    time_srt: instantAt('2024-07-01', 23 * 60 + 30) / 1000,
    open_result: '',
    close_result: '',
  });
  expect(answer.web_galidessar_chart_url).toBe('http://localhost:80/charts/gali');
  at('2024-07-01', 23 * 60 + 30);
  addResult('GALI', '2024-07-01', { jodi: '47' });
  expect(await byName('api-galidisawar-game', 'GALI')).toMatchObject({
    msg_status: 2,
    open_result: '47',
    close_result: '',
  });
});

it("answers the sibling deployment's api-galidisswar-* spellings exactly as api-galidisawar-*", async ({
  app,
  addResult,
}) => {
  addResult('GALI', '2024-07-01', { jodi: '47' });
  for (const [alias, path] of [
    ['api-galidisswar-game', 'api-galidisawar-game'],
    ['api-galidisswar-game-rates', 'api-galidisawar-game-rates'],
  ] as const) {
    expect(await call(app, alias, {}), alias).toEqual(await call(app, path, {}));
  }
});

it("Disawar runs from midnight until 05:00; its morning result belongs to the day before, off today's list", async ({
  byName,
  at,
  addResult,
}) => {
  at('2024-07-01', 10 * 60); // Monday: Monday's Disawar opens at 05:00 on Tuesday
  expect(await byName('api-galidisawar-game', 'DISAWAR')).toMatchObject({
    msg: 'Market closed',
    msg_status: 2,
    open_time: '05:00 AM',
  });
  at('2024-07-02', 4 * 60 + 59);
  expect((await byName('api-galidisawar-game', 'DISAWAR')).msg_status).toBe(1);
  at('2024-07-02', 5 * 60);
  addResult('DISAWAR', '2024-07-01', { jodi: '05' });
  // The real list shows today's results only.
  expect(await byName('api-galidisawar-game', 'DISAWAR')).toMatchObject({
    msg: 'Market Closed',
    msg_status: 2,
    open_result: '',
    close_result: '',
  });
});

it('chart URLs keep the sandbox prefix', async ({ app, list }) => {
  const sandbox = app.worlds.get('qa');
  const guest = addPlayer(sandbox);
  const id = addMarket(sandbox, { name: 'KALYAN' });
  const dashboard = await list('api-get-dashboard-data', '/s/qa', guest.token);
  expect(dashboard.result[0]!.web_chart_url).toBe(`http://localhost:80/s/qa/charts/${id}/jodi`);
  const starline = await list('api-starline-game', '/s/qa', guest.token);
  expect((starline as unknown as { web_starline_chart_url: string }).web_starline_chart_url).toBe(
    'http://localhost:80/s/qa/charts/starline',
  );
});

it('an unknown token: real answers blank player fields; strict refuses', async ({
  app,
  world,
  list,
}) => {
  const answer = await list('api-get-dashboard-data', '', 'N'.repeat(30));
  expect(answer).toMatchObject({
    status: true,
    wallet_amt: '',
    betting_status: '',
    user_name: '',
    mobile: '',
    transfer_point_status: '',
    account_block_status: '',
    referral_code: '',
  });
  expect(answer.result.length).toBeGreaterThan(0);
  settingsOf(world).update({ profile: 'strict' });
  expect(await call(app, 'api-get-dashboard-data', { unique_token: 'nope' })).toMatchObject({
    status: false,
  });
});
