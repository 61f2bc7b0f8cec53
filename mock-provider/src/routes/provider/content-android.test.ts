/** The content calls the Android clients make that the spec does not list (issue 41). */
import { describe, expect } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract/default-settings';
import { MONDAY_10AM, addPlayer, routeTest as it } from '../../testing';

describe('api-get-contact-details', () => {
  it('answers the support settings, the same numbers as api-get-social-data', async ({
    provider,
    control,
  }) => {
    const { mobile_no, mobile_1, telegram_no } = DEFAULT_SETTINGS.support;
    expect(await provider('api-get-contact-details')).toEqual({
      status: true,
      msg: 'Contact Data Available',
      whatsapp_no: mobile_no,
      mobile_1,
      mobile_2: telegram_no,
      ...DEFAULT_SETTINGS.contacts,
    });
    await control('PATCH', '/settings', {
      support: { mobile_no: '919000000001', telegram_no: 'https://t.me/panna' },
      contacts: { email_1: 'help@example.invalid', instagram: 'panna' },
    });
    const contact = await provider('api-get-contact-details');
    const social = await provider('api-get-social-data');
    expect(contact).toMatchObject({
      whatsapp_no: '919000000001',
      mobile_2: 'https://t.me/panna',
      email_1: 'help@example.invalid',
      instagram: 'panna',
    });
    expect([social.mobile_no, social.mobile_1, social.telegram_no]).toEqual([
      contact.whatsapp_no,
      contact.mobile_1,
      contact.mobile_2,
    ]);
  });
});

describe('api-get-notification', () => {
  it('answers none as the real server does', async ({ asPlayer, provider }) => {
    const none = { status: false, msg: 'Notification Data Not Available', notification: [] };
    expect(await asPlayer('api-get-notification')).toEqual(none);
    expect(await provider('api-get-notification', { unique_token: 'Z'.repeat(30) })).toEqual(none);
  });

  it("answers all the player's notifications newest first, and marks them seen", async ({
    world,
    player,
    control,
    asPlayer,
  }) => {
    world.clock.set(MONDAY_10AM);
    const other = addPlayer(world);
    await control('POST', `/players/${player.mobile}/notifications`, { msg: 'Welcome' });
    world.clock.advance(90_000);
    await control('POST', '/notifications', { msg: 'Results at 5' });
    await control('POST', `/players/${other.mobile}/notifications`, { msg: 'Not yours' });
    const expected = {
      status: true,
      msg: 'Notification Data Available',
      notification: [
        { msg: 'Results at 5', insert_date: '01 Jul 2024 10:01:30 AM' },
        { msg: 'Welcome', insert_date: '01 Jul 2024 10:00:00 AM' },
      ],
    };
    expect(await asPlayer('api-get-notification')).toEqual(expected);
    // Seen ones are listed again; only the dashboard's count drops.
    expect(await asPlayer('api-get-notification')).toEqual(expected);
    expect((await asPlayer('api-get-dashboard-data')).notification_count).toBe(0);
    expect((await asPlayer('api-get-dashboard-data', {}, other)).notification_count).toBe(2);
  });
});

describe('api-get-notice', () => {
  it('answers the notices showing today, newest first, with the chat number', async ({
    world,
    control,
    provider,
  }) => {
    world.clock.set(MONDAY_10AM);
    const mobile_no = DEFAULT_SETTINGS.support.mobile_no;
    expect(await provider('api-get-notice')).toEqual({
      status: false,
      msg: 'Data Not Found.',
      notices: [],
      mobile_no,
    });
    await control('POST', '/notices', { title: 'Holiday', msg: 'Closed on Friday' });
    world.clock.advance(5_000);
    await control('POST', '/notices', { title: 'Rates', msg: 'New rates', date: '2024-06-30' });
    await control('POST', '/notices', { title: 'Soon', msg: 'Tomorrow', date: '2024-07-02' });
    expect(await provider('api-get-notice')).toEqual({
      status: true,
      msg: 'Notice Data.',
      notices: [
        {
          notice_title: 'Rates',
          notice_msg: 'New rates',
          notice_date: '30 Jun 2024',
          insert_date: '01 Jul 2024 10:00:05 AM',
        },
        {
          notice_title: 'Holiday',
          notice_msg: 'Closed on Friday',
          notice_date: '01 Jul 2024',
          insert_date: '01 Jul 2024 10:00:00 AM',
        },
      ],
      mobile_no,
    });
  });
});

describe('api-get-banners', () => {
  it('answers the slider images as banners; none as an empty list', async ({
    provider,
    control,
  }) => {
    expect(await provider('api-get-banners')).toEqual({
      status: true,
      msg: 'Success',
      banner: [1, 2, 3].map((n) => ({ banner: `http://localhost:80/static/slider-${n}.svg` })),
    });
    await control('PATCH', '/settings', { sliders: [] });
    expect(await provider('api-get-banners')).toEqual({
      status: false,
      msg: 'Data Not Available',
      banner: [],
    });
  });
});
