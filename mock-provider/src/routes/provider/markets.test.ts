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
} from '../../test-support';
import type { World } from '../../world';

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
      wallet_amt: '750',
      betting_status: '1',
      user_name: 'Kiran',
      mobile: player.mobile,
      mobile_1: '9876500002',
      mobile_no: '919876500001',
      telegram_no: '9876500003',
      withdraw_status: '1',
    });
    expect(answer.result.map((m) => m.game_name)).toEqual(['KALYAN', 'MAIN BAZAR']);
    expect(answer.result[0]).toEqual({
      game_id: String(ids.KALYAN),
      game_name: 'KALYAN',
      open_time: '03:45 PM',
      close_time: '05:45 PM',
      open_result: '123-6',
      close_result: '4-590',
      msg_status: 1,
      close_time_srt: instantAt('2024-07-01', 17 * 60 + 45) / 1000,
      web_chart_url: `http://localhost:80/charts/${ids.KALYAN}/jodi`,
    });
    expect(answer.result[1]).toMatchObject({
      open_time: '09:35 PM',
      close_time: '12:05 AM',
      open_result: '',
      close_result: '',
    });
  });

  it('a kept dashboard answer follows the wallet, the settings, a new result and the clock', async () => {
    const dashboard = async () => (await list('api-get-dashboard-data')) as Record<string, unknown>;
    const control = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      app.inject({ method, url: `/__sim/${url}`, payload });
    at('2024-07-01', 17 * 60 + 44);
    expect(await dashboard()).toEqual(await dashboard());
    await control('POST', `players/${player.mobile}/credit`, { amount: 250, note: 'Top up' });
    expect((await dashboard()).wallet_amt).toBe('1000');
    await control('PATCH', 'settings', { withdrawStatus: '0' });
    expect((await dashboard()).withdraw_status).toBe('0');
    addResult('KALYAN', '2024-07-01', { open_pana: '123' });
    expect((await byName('api-get-dashboard-data', 'KALYAN')).open_result).toBe('123-6');
    at('2024-07-01', 17 * 60 + 45);
    expect((await byName('api-get-dashboard-data', 'KALYAN')).msg_status).toBe(2);
  });

  it('shows the open result alone until the close is declared', async () => {
    addResult('KALYAN', '2024-07-01', { open_pana: '578' });
    expect(await byName('api-get-dashboard-data', 'KALYAN')).toMatchObject({
      open_result: '578-0',
      close_result: '',
    });
  });

  it('main msg_status runs until the close time', async () => {
    at('2024-07-01', 17 * 60 + 44);
    expect((await byName('api-get-dashboard-data', 'KALYAN')).msg_status).toBe(1);
    at('2024-07-01', 17 * 60 + 45);
    expect((await byName('api-get-dashboard-data', 'KALYAN')).msg_status).toBe(2);
    at('2024-07-02', 0);
    expect((await byName('api-get-dashboard-data', 'KALYAN')).msg_status).toBe(1);
  });

  it('an after-midnight close keeps the previous day running until 00:05', async () => {
    addResult('MAIN BAZAR', '2024-07-05', { open_pana: '145' });
    at('2024-07-05', 23 * 60 + 59); // Friday
    expect(await byName('api-get-dashboard-data', 'MAIN BAZAR')).toMatchObject({
      msg_status: 1,
      open_result: '145-0',
    });
    at('2024-07-06', 4); // Saturday 00:04: still Friday's session
    const running = await byName('api-get-dashboard-data', 'MAIN BAZAR');
    expect(running).toMatchObject({ msg_status: 1, close_time: '12:05 AM', open_result: '145-0' });
    expect(running.close_time_srt).toBe(instantAt('2024-07-06', 5) / 1000);
    at('2024-07-06', 5);
    expect((await byName('api-get-dashboard-data', 'MAIN BAZAR')).msg_status).toBe(2);
  });

  it('api-starline-game: a slot runs until its open time, then shows its result', async () => {
    // Yesterday's result is not today's.
    addResult('KING STARLINE 01:00 PM', '2024-06-30', { open_pana: '777' });
    at('2024-07-01', 12 * 60 + 59);
    const answer = await list('api-starline-game');
    expect(answer.result).toEqual([
      {
        game_id: String(ids['KING STARLINE 01:00 PM']),
        game_name: 'KING STARLINE 01:00 PM',
        open_time: '01:00 PM',
        open_result: '',
        msg_status: 1,
        close_time_srt: instantAt('2024-07-01', 13 * 60) / 1000,
      },
    ]);
    expect((answer as unknown as { web_starline_chart_url: string }).web_starline_chart_url).toBe(
      'http://localhost:80/charts/starline',
    );
    at('2024-07-01', 13 * 60);
    addResult('KING STARLINE 01:00 PM', '2024-07-01', { open_pana: '128' });
    expect(await byName('api-starline-game', 'KING STARLINE 01:00 PM')).toMatchObject({
      msg_status: 2,
      open_result: '128-1',
    });
  });

  it('api-galidisawar-game: digits of the jodi, running until the open time', async () => {
    at('2024-07-01', 23 * 60 + 29);
    const answer = await list('api-galidisawar-game');
    expect(answer.result[0]).toEqual({
      game_id: String(ids.GALI),
      game_name: 'GALI',
      open_time: '11:30 PM',
      open_result: '',
      close_result: '',
      msg_status: 1,
    });
    expect(
      (answer as unknown as { web_galidessar_chart_url: string }).web_galidessar_chart_url,
    ).toBe('http://localhost:80/charts/gali');
    at('2024-07-01', 23 * 60 + 30);
    addResult('GALI', '2024-07-01', { jodi: '47' });
    expect(await byName('api-galidisawar-game', 'GALI')).toMatchObject({
      msg_status: 2,
      open_result: '4',
      close_result: '7',
    });
  });

  it("Disawar runs until 05:00 the next morning and then shows the previous day's result", async () => {
    at('2024-07-01', 10 * 60);
    expect(await byName('api-galidisawar-game', 'DISAWAR')).toMatchObject({
      msg_status: 1,
      open_time: '05:00 AM',
      open_result: '',
      close_result: '',
    });
    at('2024-07-02', 4 * 60 + 59);
    expect((await byName('api-galidisawar-game', 'DISAWAR')).msg_status).toBe(1);
    at('2024-07-02', 5 * 60);
    addResult('DISAWAR', '2024-07-01', { jodi: '05' });
    expect(await byName('api-galidisawar-game', 'DISAWAR')).toMatchObject({
      msg_status: 2,
      open_result: '0',
      close_result: '5',
    });
  });

  it('a daily Disawar shows the morning result while the next session runs', async () => {
    const insert = world.db.prepare(
      'INSERT INTO market_schedule (market_id, weekday, open_minutes, close_minutes) VALUES (?, ?, 1740, 1740)',
    );
    for (const weekday of [0, 2, 3, 4, 5, 6]) insert.run(ids.DISAWAR, weekday);
    at('2024-07-02', 10 * 60);
    addResult('DISAWAR', '2024-07-01', { jodi: '38' });
    expect(await byName('api-galidisawar-game', 'DISAWAR')).toMatchObject({
      msg_status: 1,
      open_result: '3',
      close_result: '8',
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

  it('refuses an unknown token', async () => {
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

    it('answers every rate pair as strings from the settings', async () => {
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
