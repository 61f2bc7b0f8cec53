import type { FastifyInstance } from 'fastify';
import { absoluteUrl } from '../pages/urls';
import { defineEndpoint } from './define';
import { settingsOf } from '../../domain/settings';

/** A headline id the settings do not know is answered hidden, so `data[i]` still matches `ids[i]`. */
const HIDDEN_HEADLINE = { status: '0', notes: '' };

/** Support numbers, sliders, headlines, how-to-play and the fund rules: all from settings. */
export function registerContent(app: FastifyInstance): void {
  defineEndpoint(app, 'api-get-social-data', ({ world }) => {
    const { mobile_no, mobile_1, telegram_no } = settingsOf(world).get('support');
    return { status: true, msg: 'Success', mobile_no, mobile_1, telegram_no };
  });

  defineEndpoint(app, 'api-get-slider-images', ({ world, raw }) => ({
    status: true,
    msg: 'Success',
    sliderdata: settingsOf(world)
      .get('sliders')
      .map((path) => ({ slider_image: absoluteUrl(raw, path) })),
  }));

  defineEndpoint(app, 'api-get-headline', ({ body, world }) => {
    const headlines = settingsOf(world).get('headlines');
    const data = body.ids.map((id) => {
      // Own keys only: an id of "__proto__" or "constructor" is not a headline.
      const key = String(id);
      const headline = Object.hasOwn(headlines, key) ? headlines[key] : undefined;
      return headline ? { status: headline.status, notes: headline.notes } : HIDDEN_HEADLINE;
    });
    return { status: true, msg: 'Success', data };
  });

  defineEndpoint(app, 'api-how-to-play', ({ world }) => {
    const { html, videoLink } = settingsOf(world).get('howToPlay');
    return {
      status: true,
      msg: 'Success',
      content: [{ how_to_play_content: html, video_link: videoLink }],
    };
  });

  defineEndpoint(app, 'api-money-deposit-withdrawal-rule', ({ world }) => {
    const { deposit, withdrawal } = settingsOf(world).get('rules');
    return {
      status: true,
      msg: 'Success',
      content: [{ deposit_rule: deposit, withdrawal_rule: withdrawal }],
    };
  });
}
