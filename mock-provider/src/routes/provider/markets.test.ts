import { ENDPOINTS, instantAt, type EndpointPath } from '@panna/shared';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addMarket,
  addPlayer,
  call,
  testApp,
  type TestApp,
  type TestPlayer,
} from '../../testing/support';
import type { World } from '../../worlds/world';

type Listed = Record<string, unknown> & { game_id: string; game_name: string; msg_status: number };

describe('market lists', () => {
  let app: TestApp;
  let world: World;
  let player: TestPlayer;
  const ids: Record<string, number> = {};

  async function list(path: EndpointPath, prefix = '', token = player.token) {
    const answer = await call<{ result: Listed[] }>(app, path, { unique_token: token }, prefix);
    expect(Value.Check(ENDPOINTS[path].response, answer), JSON.stringify(answer)).toBe(true);
    return answer;
  }
  const byName = async (path: EndpointPath, name: string) =>
    (await list(path)).result.find((m) => m.game_name === name)!;
  const at = (date: string, time: number) => world.clock.set(instantAt(date, time));
  const addResult = (
    market: string,
    date: string,
    fields: { open_pana?: string; close_pana?: string; jodi?: string },
  ) =>
    world.db
      .prepare(
        'INSERT INTO results (market_id, date, open_pana, close_pana, jodi, updated_at) VALUES (?, ?, ?, ?, ?, 0)',
      )
      .run(
        ids[market],
        date,
        fields.open_pana ?? null,
        fields.close_pana ?? null,
        fields.jodi ?? null,
      );

  beforeEach(async () => {
    app = await testApp();
    world = app.worlds.get();
    world.clock.freeze(true);
    player = addPlayer(world, { wallet: 750, name: 'Kiran' });
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
  });
  afterEach(() => app.close());

  it('api-get-dashboard-data answers the player, the support numbers and the main markets', async () => {
    addResult('KALYAN', '2024-07-01', { open_pana: '123', close_pana: '590' });
    const answer = await list('api-get-dashboard-data');
    expect(answer).toMatchObject({
      status: true,
      msg: 'Success',
      wallet_amt: '750',
      betting_status: '1',
      user_name: 'Kiran',
      mobile: player.mobile,
      mobile_1: '9876500002',
      mobile_no: '919876500001',
      telegram_no: '9876500003',
      // A number: 1 inside the withdraw window (10:00 AM to 06:00 PM).
      withdraw_status: 1,
      transfer_point_status: '1',
      account_block_status: '1',
      referral_code: expect.stringMatching(/^[0-9A-Z]{6}$/),
      notice_count: 0,
    });
    expect(answer.result.map((m) => m.game_name)).toEqual(['KALYAN', 'MAIN BAZAR']);
    const today = (minutes: number) => instantAt('2024-07-01', minutes) / 1000;
    expect(answer.result[0]).toEqual({
      game_id: String(ids.KALYAN),
      game_name: 'KALYAN',
      open_time: '03:45 PM',
      close_time: '05:45 PM',
      msg: 'Market Running',
      msg_status: 1,
      time_srt: today(15 * 60 + 45),
      open_result: '123-6',
      close_result: '4-590',
      close_time_srt: today(17 * 60 + 45),
      // 10:00 AM: 5 h 45 min to the open, 7 h 45 min to the close.
      open_duration: (5 * 60 + 45) * 60_000,
      close_duration: (7 * 60 + 45) * 60_000,
      game_name_letter: 'K',
      web_chart_url: `http://localhost:80/charts/${ids.KALYAN}/jodi`,
    });
    expect(answer.result[1]).toMatchObject({
      open_time: '09:35 PM',
      close_time: '12:05 AM',
      open_result: '',
      close_result: '',
      // Today's date at 00:05, already past: the real server shows it closed all day.
      close_time_srt: today(5),
      msg: 'Market Closed',
      msg_status: 2,
    });
  });

  it('sorts the rows by open time, as the real server does', async () => {
    ids.EARLY = addMarket(world, { name: 'EARLY', open: '09:00 AM', close: '10:30 AM' });
    const names = (await list('api-get-dashboard-data')).result.map((m) => m.game_name);
    expect(names).toEqual(['EARLY', 'KALYAN', 'MAIN BAZAR']);
  });

  it('a kept dashboard answer follows the wallet, the settings, a new result and the clock', async () => {
    const dashboard = async () => (await list('api-get-dashboard-data')) as Record<string, unknown>;
    const control = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      app.inject({ method, url: `/__sim/${url}`, payload });
    at('2024-07-01', 17 * 60 + 44);
    expect(await dashboard()).toEqual(await dashboard());
    await control('POST', `players/${player.mobile}/credit`, { amount: 250, note: 'Top up' });
    expect((await dashboard()).wallet_amt).toBe('1000');
    expect((await dashboard()).withdraw_status).toBe(1);
    await control('PATCH', 'settings', { withdrawStatus: '0' });
    expect((await dashboard()).withdraw_status).toBe(0);
    addResult('KALYAN', '2024-07-01', { open_pana: '123' });
    expect((await byName('api-get-dashboard-data', 'KALYAN')).open_result).toBe('123-6');
    const before = (await byName('api-get-dashboard-data', 'KALYAN')).close_duration;
    world.clock.advance(1000);
    expect((await byName('api-get-dashboard-data', 'KALYAN')).close_duration).toBe(
      (before as number) - 1000,
    );
    at('2024-07-01', 17 * 60 + 45);
    expect((await byName('api-get-dashboard-data', 'KALYAN')).msg_status).toBe(2);
  });

  it('withdraw_status is 0 outside the withdraw window', async () => {
    at('2024-07-01', 9 * 60 + 59);
    expect(
      ((await list('api-get-dashboard-data')) as Record<string, unknown>).withdraw_status,
    ).toBe(0);
    at('2024-07-01', 18 * 60 + 1);
    expect(
      ((await list('api-get-dashboard-data')) as Record<string, unknown>).withdraw_status,
    ).toBe(0);
  });

  it('shows the open result alone until the close is declared', async () => {
    addResult('KALYAN', '2024-07-01', { open_pana: '578' });
    expect(await byName('api-get-dashboard-data', 'KALYAN')).toMatchObject({
      open_result: '578-0',
      close_result: '',
    });
  });

  it('main msg_status runs until the close time, from midnight of a day it plays', async () => {
    at('2024-07-01', 17 * 60 + 44);
    expect((await byName('api-get-dashboard-data', 'KALYAN')).msg_status).toBe(1);
    at('2024-07-01', 17 * 60 + 45);
    expect(await byName('api-get-dashboard-data', 'KALYAN')).toMatchObject({
      msg_status: 2,
      msg: 'Market Closed',
    });
    at('2024-07-02', 0);
    expect((await byName('api-get-dashboard-data', 'KALYAN')).msg_status).toBe(1);
    at('2024-07-06', 12 * 60); // Saturday: MAIN BAZAR does not play
    expect(await byName('api-get-dashboard-data', 'MAIN BAZAR')).toMatchObject({
      msg_status: 2,
      msg: 'Market closed',
    });
  });

  it("an after-midnight close is read on today's date: running from midnight to 00:05 only", async () => {
    at('2024-07-04', 23 * 60 + 59); // Thursday night
    expect((await byName('api-get-dashboard-data', 'MAIN BAZAR')).msg_status).toBe(2);
    at('2024-07-05', 4); // Friday 00:04
    const running = await byName('api-get-dashboard-data', 'MAIN BAZAR');
    expect(running).toMatchObject({ msg_status: 1, close_time: '12:05 AM' });
    expect(running.close_time_srt).toBe(instantAt('2024-07-05', 5) / 1000);
    at('2024-07-05', 5);
    expect((await byName('api-get-dashboard-data', 'MAIN BAZAR')).msg_status).toBe(2);
  });

  it("before 08:00 the main list shows the previous day's results", async () => {
    addResult('MAIN BAZAR', '2024-07-04', { open_pana: '145', close_pana: '590' });
    addResult('KALYAN', '2024-07-04', { open_pana: '123', close_pana: '590' });
    at('2024-07-05', 7 * 60 + 59);
    expect(await byName('api-get-dashboard-data', 'MAIN BAZAR')).toMatchObject({
      open_result: '145-0',
      close_result: '4-590',
    });
    expect((await byName('api-get-dashboard-data', 'KALYAN')).open_result).toBe('123-6');
    at('2024-07-05', 8 * 60);
    expect(await byName('api-get-dashboard-data', 'MAIN BAZAR')).toMatchObject({
      open_result: '',
      close_result: '',
    });
  });

  it('api-starline-game: no status, no msg; a slot runs until its open time, then shows its result', async () => {
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

  it('api-galidisawar-game: no status, no msg; the jodi in open_result, running until the open time', async () => {
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

  it("answers the sibling deployment's api-galidisswar-* spellings exactly as api-galidisawar-*", async () => {
    addResult('GALI', '2024-07-01', { jodi: '47' });
    for (const [alias, path] of [
      ['api-galidisswar-game', 'api-galidisawar-game'],
      ['api-galidisswar-game-rates', 'api-galidisawar-game-rates'],
    ] as const) {
      expect(await call(app, alias, {}), alias).toEqual(await call(app, path, {}));
    }
  });

  it("Disawar runs from midnight until 05:00; its morning result belongs to the day before, off today's list", async () => {
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

  it('chart URLs keep the sandbox prefix', async () => {
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

  it('an unknown token: real answers blank player fields; strict refuses', async () => {
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
    world.settings.update({ profile: 'strict' });
    expect(await call(app, 'api-get-dashboard-data', { unique_token: 'nope' })).toMatchObject({
      status: false,
    });
  });

  describe('rates', () => {
    const rates = async (path: EndpointPath) => {
      const answer = await call<{ game_rates: Record<string, unknown>[] }>(app, path);
      expect(Value.Check(ENDPOINTS[path].response, answer), JSON.stringify(answer)).toBe(true);
      return answer.game_rates[0]!;
    };

    it('answers every rate pair as strings from the settings, as "Game Rates"', async () => {
      expect((await call(app, 'api-game-rates')).msg).toBe('Game Rates');
      const main = await rates('api-game-rates');
      expect(main).toMatchObject({
        single_digit_val_1: '10',
        single_digit_val_2: '95',
        jodi_digit_val_2: '950',
        full_sangam_val_2: '100000',
      });
      expect(Object.keys(main)).toHaveLength(14);
      expect(await rates('api-starline-game-rates')).toMatchObject({
        single_pana_val_2: '1400',
        tripple_pana_val_2: '7000',
      });
      expect(await rates('api-galidisawar-game-rates')).toEqual({
        single_digit_val_1: '10',
        single_digit_val_2: '95',
        single_pana_val_1: '10',
        single_pana_val_2: '95',
        double_pana_val_1: '10',
        double_pana_val_2: '950',
      });
    });

    it('follows a settings change', async () => {
      const current = world.settings.get('rates');
      world.settings.update({
        rates: { ...current, starline: { ...current.starline, single_pana: [10, 1500] } },
      });
      expect((await rates('api-starline-game-rates')).single_pana_val_2).toBe('1500');
    });
  });
});
