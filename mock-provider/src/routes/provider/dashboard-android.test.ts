/** The dashboard fields the Android clients read (issue 41), and the kept answer following them. */
import { describe, expect } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/users';
import { DEFAULT_SETTINGS } from '../../contract/default-settings';
import { marketsTest as it } from './markets.fixture';

type Dashboard = Record<string, unknown> & { result: Record<string, unknown>[] };

const signIn = (mobile: string, device_id: string) => ({ mobile, password: 'secret1', device_id });

describe('api-get-dashboard-data for the Android clients', () => {
  it('carries the device list, the update pop-up, the marquee, the global switch and the pana chart', async ({
    ids,
    list,
  }) => {
    const answer = (await list('api-get-dashboard-data')) as Dashboard;
    expect(answer).toMatchObject({
      device_result: [],
      user_current_version: '1',
      user_minimum_version: '1',
      pop_status: '0',
      message: '',
      link: '',
      link_btn_text: '',
      action_type: '',
      action_btn_text: '',
      app_date: '',
      app_marquee_msg: DEFAULT_SETTINGS.headlines['1']!.notes,
      global_batting_status: '1',
    });
    expect(answer.result[0]).toMatchObject({
      web_chart_url: `http://localhost:80/charts/${ids.KALYAN}/jodi`,
      web_chart_url_pana: `http://localhost:80/charts/${ids.KALYAN}/panel`,
    });
  });

  it("lists the player's devices newest first: a login and a switch change the kept answer", async ({
    world,
    player,
    provider,
    list,
  }) => {
    const devices = async () =>
      ((await list('api-get-dashboard-data')) as Dashboard).device_result as {
        device_id: string;
      }[];
    expect(await devices()).toEqual([]);
    await provider('api-user-login', signIn(player.mobile, 'phone-a'));
    expect(await devices()).toEqual([
      { device_id: 'phone-a', logout_status: '0', security_pin_status: '0' },
    ]);
    await provider('api-user-login', signIn(player.mobile, 'phone-b'));
    expect((await devices()).map((d) => d.device_id)).toEqual(['phone-b', 'phone-a']);
    // The admin signs phone-a out: same second, same market list, yet a new answer.
    world.db.prepare("UPDATE devices SET logout_status = '1' WHERE device_id = 'phone-a'").run();
    expect(await devices()).toContainEqual({
      device_id: 'phone-a',
      logout_status: '1',
      security_pin_status: '0',
    });
  });

  it('the update pop-up, the marquee and the global betting switch follow the settings', async ({
    control,
    list,
  }) => {
    await control('PATCH', '/settings', {
      appVersion: {
        user_current_version: '2.1',
        pop_status: '1',
        message: 'A new version is out',
        link: 'https://example.invalid/app.apk',
        link_btn_text: 'Update',
        action_type: '1',
        action_btn_text: 'Later',
        app_date: '2024-06-28',
      },
      headlines: { '1': { status: '0' } },
      globalBettingStatus: '0',
    });
    expect(await list('api-get-dashboard-data')).toMatchObject({
      user_current_version: '2.1',
      user_minimum_version: '1',
      pop_status: '1',
      message: 'A new version is out',
      link: 'https://example.invalid/app.apk',
      link_btn_text: 'Update',
      action_type: '1',
      action_btn_text: 'Later',
      app_date: '28 Jun 2024',
      app_marquee_msg: '',
      global_batting_status: '0',
    });
    // What an Android app could not read is refused: a version it cannot make a number of, a date
    // the calendar does not have.
    for (const appVersion of [{ user_current_version: '2.x' }, { app_date: '2024-02-30' }])
      expect((await control('PATCH', '/settings', { appVersion })).code).toBe(400);
  });

  it('counts the unseen notifications and the notices showing today', async ({
    player,
    control,
    asPlayer,
    list,
    at,
  }) => {
    const counts = async () => {
      const answer = (await list('api-get-dashboard-data')) as Dashboard;
      return [answer.notification_count, answer.notice_count];
    };
    await control('POST', `/players/${player.mobile}/notifications`, { msg: 'Kalyan result out' });
    await control('POST', '/notifications', { msg: 'Diwali bonus today' });
    await control('POST', '/notices', { title: 'Holiday', msg: 'No markets on Friday' });
    await control('POST', '/notices', {
      title: 'Later',
      msg: 'Shows tomorrow',
      date: '2024-07-02',
    });
    expect(await counts()).toEqual([2, 1]);
    await asPlayer('api-get-notification');
    expect(await counts()).toEqual([0, 1]);
    at('2024-07-02', 9 * 60);
    expect(await counts()).toEqual([0, 2]);
    await control('DELETE', '/notices');
    expect(await counts()).toEqual([0, 0]);
  });

  it('a token no player holds, "", null or none: blank player fields, no devices (real)', async ({
    world,
    player,
    provider,
  }) => {
    await provider('api-user-login', signIn(player.mobile, 'phone-a'));
    const blank = {
      status: true,
      wallet_amt: '',
      user_name: '',
      mobile: '',
      account_block_status: '',
      device_result: [],
      notification_count: 0,
      global_batting_status: '1',
    };
    for (const token of ['Z'.repeat(30), '', null]) {
      expect(await provider('api-get-dashboard-data', { unique_token: token })).toMatchObject(
        blank,
      );
    }
    expect(await provider('api-get-dashboard-data')).toMatchObject(blank);
    // The same, kept: still blank after the player's own answer was made.
    expect(await provider('api-get-dashboard-data', { unique_token: player.token })).toMatchObject({
      mobile: player.mobile,
    });
    expect(await provider('api-get-dashboard-data', { unique_token: null })).toMatchObject(blank);
    expect(world.db.prepare('SELECT COUNT(*) AS n FROM devices').get()).toEqual({ n: 1 });
  });

  it('strict refuses a token that is none, "" or null as it refuses one no player holds', async ({
    provider,
    strictly,
  }) => {
    strictly();
    const refused = { status: false, msg: ACCESS_MESSAGES.invalidToken };
    for (const token of ['', null]) {
      expect(await provider('api-get-dashboard-data', { unique_token: token })).toEqual(refused);
    }
    expect(await provider('api-get-dashboard-data')).toEqual(refused);
  });
});
