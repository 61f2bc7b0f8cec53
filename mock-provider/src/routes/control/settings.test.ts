import { describe, expect } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract/default-settings';
import { settingsOf } from '../../domain/settings';
import { SETTINGS_MESSAGES } from '../../domain/control/settings-patch';
import { routeTest } from '../../testing';

const it = routeTest.extend(
  'settingsCall',
  ({ control }) =>
    (method: 'GET' | 'PATCH', payload?: object) =>
      control(method, '/settings', payload),
);
const refusal = (msg: string) => ({ code: 400, body: { status: false, msg } });

describe('settings', () => {
  it('answers every setting', async ({ settingsCall }) => {
    const { body } = await settingsCall('GET');
    expect(body).toEqual({ status: true, settings: DEFAULT_SETTINGS });
  });

  it('changes a subset and merges objects part by part', async ({ world, settingsCall }) => {
    const { code, body } = await settingsCall('PATCH', {
      gatewayStatus: '3',
      minDeposit: 200,
      withdrawOpenTime: '09:30 AM',
      profile: 'strict',
      headlines: { '1': { notes: 'Diwali bonus today' } },
      rates: { main: { single_digit: [10, 90] } },
      support: { telegram_no: '9000000009' },
      sliders: ['/static/slider-1.svg'],
    });
    expect(code).toBe(200);
    const settings = body.settings;
    expect(settings).toMatchObject({
      gatewayStatus: '3',
      minDeposit: 200,
      withdrawOpenTime: '09:30 AM',
      profile: 'strict',
      sliders: ['/static/slider-1.svg'],
    });
    expect(settings.headlines['1']).toEqual({ status: '1', notes: 'Diwali bonus today' });
    expect(settings.headlines['2']).toEqual(DEFAULT_SETTINGS.headlines['2']);
    expect(settings.rates.main).toEqual({ ...DEFAULT_SETTINGS.rates.main, single_digit: [10, 90] });
    expect(settings.rates.gali).toEqual(DEFAULT_SETTINGS.rates.gali);
    expect(settings.support).toEqual({ ...DEFAULT_SETTINGS.support, telegram_no: '9000000009' });
    // Stored: a fresh read of the world's settings agrees.
    expect(settingsOf(world).get('rates').main.single_digit).toEqual([10, 90]);
    expect((await settingsCall('GET')).body.settings).toEqual(settings);
  });

  it('refuses unknown keys, naming them all', async ({ settingsCall }) => {
    expect(await settingsCall('PATCH', { colour: 'red', minDeposit: 1, volume: 11 })).toEqual(
      refusal(SETTINGS_MESSAGES.unknown(['colour', 'volume'])),
    );
    expect((await settingsCall('GET')).body.settings.minDeposit).toBe(DEFAULT_SETTINGS.minDeposit);
  });

  it('leaves autoResults to its own route', async ({ settingsCall }) => {
    expect(await settingsCall('PATCH', { autoResults: { enabled: true } })).toEqual(
      refusal(SETTINGS_MESSAGES.autoResults),
    );
  });

  it.for([
    { minDeposit: '200' },
    { minDeposit: -1 },
    { gatewayStatus: '4' },
    { profile: 'lenient' },
    { rates: { main: { single_digit: [10] } } },
    { rates: { main: { lucky_digit: [10, 95] } } },
    { headlines: { '1': { status: 1 } } },
  ])('type-checks %j', async (payload, { settingsCall }) => {
    const { code, body } = await settingsCall('PATCH', payload);
    expect(code).toBe(400);
    expect(body.status).toBe(false);
    expect(body.msg).toMatch(new RegExp(`^${Object.keys(payload)[0]!}`));
  });

  it('checks what the schema cannot', async ({ settingsCall }) => {
    expect(await settingsCall('PATCH', { withdrawCloseTime: '18:00' })).toEqual(
      refusal(SETTINGS_MESSAGES.badTime('withdrawCloseTime', '18:00')),
    );
    expect(await settingsCall('PATCH', { minWithdrawal: 60_000 })).toEqual(
      refusal(SETTINGS_MESSAGES.minOverMax('minWithdrawal', 'maxWithdrawal', 60_000, 50_000)),
    );
    expect((await settingsCall('PATCH', { headlines: { '4': { status: '1' } } })).body.msg).toMatch(
      /^headlines\.4 \w/,
    );
    expect(
      (await settingsCall('PATCH', { minWithdrawal: 60_000, maxWithdrawal: 70_000 })).code,
    ).toBe(200);
    // A minimum may equal its maximum.
    expect((await settingsCall('PATCH', { minWithdrawal: 70_000 })).code).toBe(200);
    expect(await settingsCall('PATCH', { appVersion: { app_date: '2024-02-30' } })).toEqual(
      refusal(SETTINGS_MESSAGES.badDate('appVersion.app_date', '2024-02-30')),
    );
  });

  it('refuses null for a group of settings, changing nothing', async ({ settingsCall }) => {
    const before = (await settingsCall('GET')).body.settings;
    const { code, body } = await settingsCall('PATCH', { headlines: null });
    expect(code).toBe(400);
    expect(body.msg).toMatch(/^headlines/);
    expect((await settingsCall('GET')).body.settings).toEqual(before);
  });
});
