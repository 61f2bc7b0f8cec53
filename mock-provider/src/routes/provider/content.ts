import { CONTENT_MSG } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { inboxOf } from '../../domain/player/inbox';
import { absoluteUrl } from '../pages/urls';
import { defineEndpoint } from './define';
import { settingsOf } from '../../domain/settings';

/** A headline id the settings do not know is answered hidden, so `data[i]` still matches `ids[i]`. */
const HIDDEN_HEADLINE = { status: '0', notes: '' };

/**
 * Support numbers and contacts, sliders and banners, headlines, how-to-play and the fund rules
 * (all from settings), and the admin's notifications and notices.
 */
export function registerContent(app: FastifyInstance): void {
  defineEndpoint(app, 'api-get-social-data', ({ world }) => {
    const { mobile_no, mobile_1, telegram_no } = settingsOf(world).get('support');
    return { status: true, msg: 'Success', mobile_no, mobile_1, telegram_no };
  });

  // The same numbers as the social data, under the real server's contact-page names.
  defineEndpoint(app, 'api-get-contact-details', ({ world }) => {
    const settings = settingsOf(world).all();
    const { mobile_no, mobile_1, telegram_no } = settings.support;
    const { email_1, email_2, facebook, twitter, youtube, google_plus, instagram } =
      settings.contacts;
    return {
      status: true,
      msg: CONTENT_MSG.CONTACT,
      whatsapp_no: mobile_no,
      mobile_1,
      mobile_2: telegram_no,
      email_1,
      email_2,
      facebook,
      twitter,
      youtube,
      google_plus,
      instagram,
    };
  });

  // Each image's id is its place in the sliders setting, from 1.
  defineEndpoint(app, 'api-get-slider-images', ({ world, raw }) => ({
    status: true,
    msg: 'Success',
    sliderdata: settingsOf(world)
      .get('sliders')
      .map((path, i) => ({ image_id: String(i + 1), slider_image: absoluteUrl(raw, path) })),
  }));

  // The slider images again, as one public client's banner list.
  defineEndpoint(app, 'api-get-banners', ({ world, raw }) => {
    const banner = settingsOf(world)
      .get('sliders')
      .map((path) => ({ banner: absoluteUrl(raw, path) }));
    return banner.length
      ? { status: true, msg: 'Success', banner }
      : { status: false, msg: CONTENT_MSG.NO_IMAGES, banner: [] };
  });

  defineEndpoint(app, 'api-get-notification', ({ world, user }) =>
    inboxOf(world).notifications(user),
  );

  defineEndpoint(app, 'api-get-notice', ({ world }) => inboxOf(world).notices());

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
