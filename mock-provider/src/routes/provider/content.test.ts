import { ENDPOINTS, MSG } from '@panna/shared';
import { Value } from 'typebox/value';
import { describe, expect } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract/default-settings';
import { settingsOf } from '../../domain/settings';
import { routeTest as it } from '../../testing';

describe('content', () => {
  it('api-get-social-data answers the support numbers', async ({ provider }) => {
    expect(await provider('api-get-social-data')).toEqual({
      status: true,
      msg: 'Success',
      ...DEFAULT_SETTINGS.support,
    });
  });

  it('api-get-slider-images answers absolute URLs, with or without a token, under a sandbox too', async ({
    provider,
  }) => {
    // image_id too: one public client reads it on every row.
    expect((await provider('api-get-slider-images')).sliderdata).toEqual(
      [1, 2, 3].map((n) => ({
        image_id: String(n),
        slider_image: `http://localhost:80/static/slider-${n}.svg`,
      })),
    );
    const sandboxed = await provider(
      'api-get-slider-images',
      { unique_token: 'anything' },
      '/s/demo',
    );
    expect((sandboxed.sliderdata as { slider_image: string }[])[0]!.slider_image).toBe(
      'http://localhost:80/s/demo/static/slider-1.svg',
    );
  });

  it('api-get-headline answers the notes by id, without the app key too', async ({
    app,
    provider,
  }) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api-get-headline',
      payload: { ids: [1, '3', 9] },
    });
    const body = answer.json();
    expect(Value.Check(ENDPOINTS['api-get-headline'].response, body)).toBe(true);
    expect(body).toEqual({
      status: true,
      msg: 'Success',
      data: [
        DEFAULT_SETTINGS.headlines['1'],
        DEFAULT_SETTINGS.headlines['3'],
        { status: '0', notes: '' },
      ],
    });
    expect(await provider('api-get-headline', { ids: [2] })).toMatchObject({
      data: [DEFAULT_SETTINGS.headlines['2']],
    });
  });

  it('api-how-to-play answers the HTML and the video link', async ({ provider }) => {
    expect((await provider('api-how-to-play')).content).toEqual([
      {
        how_to_play_content: DEFAULT_SETTINGS.howToPlay.html,
        video_link: DEFAULT_SETTINGS.howToPlay.videoLink,
      },
    ]);
  });

  it('api-money-deposit-withdrawal-rule answers both rules', async ({ provider }) => {
    expect((await provider('api-money-deposit-withdrawal-rule')).content).toEqual([
      {
        deposit_rule: DEFAULT_SETTINGS.rules.deposit,
        withdrawal_rule: DEFAULT_SETTINGS.rules.withdrawal,
      },
    ]);
  });

  it('follows settings changes', async ({ world, provider }) => {
    settingsOf(world).update({
      support: { mobile_no: '911111111111', mobile_1: '9222222222', telegram_no: '' },
    });
    expect(await provider('api-get-social-data')).toMatchObject({
      mobile_no: '911111111111',
      mobile_1: '9222222222',
      telegram_no: '',
    });
  });

  it('the keyed calls refuse a wrong app key', async ({ app }) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api-how-to-play',
      payload: { env_type: 'Prod', app_key: 'wrong' },
    });
    expect(answer.json()).toEqual({ status: false, msg: MSG.UNAUTHORIZED });
  });
});
