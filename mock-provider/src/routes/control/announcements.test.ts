import { ANNOUNCEMENT_MESSAGES } from '../../domain/control/announcement-admin';
import { describe, expect } from 'vitest';
import { MONDAY_10AM, addPlayer, routeTest as it } from '../../testing';

/** The refusal of a field left blank, naming it. */
const blank = (field: string) => ({
  code: 400,
  body: { status: false, msg: ANNOUNCEMENT_MESSAGES.blank(field) },
});

describe('/__sim notifications', () => {
  it('sends one to a player, lists theirs newest first with what they have seen', async ({
    world,
    player,
    control,
    asPlayer,
  }) => {
    world.clock.set(MONDAY_10AM);
    const sent = await control('POST', `/players/${player.mobile}/notifications`, {
      msg: 'Kalyan result is out',
    });
    expect(sent).toEqual({
      code: 200,
      body: {
        status: true,
        notification: {
          id: expect.any(Number),
          mobile: player.mobile,
          msg: 'Kalyan result is out',
          seen: false,
          created_at: '2024-07-01T04:30:00.000Z',
        },
      },
    });
    await control('POST', '/clock', { advance: 1000 });
    await control('POST', `/players/${player.mobile}/notifications`, { msg: 'Second' });
    await asPlayer('api-get-notification');
    const listed = await control('GET', `/players/${player.mobile}/notifications`);
    expect(
      listed.body.notifications.map((n: { msg: string; seen: boolean }) => [n.msg, n.seen]),
    ).toEqual([
      ['Second', true],
      ['Kalyan result is out', true],
    ]);
  });

  it('sends one to every player', async ({ world, player, control }) => {
    const other = addPlayer(world);
    expect(await control('POST', '/notifications', { msg: 'Holiday tomorrow' })).toEqual({
      code: 200,
      body: { status: true, sent: 2 },
    });
    for (const who of [player, other]) {
      const { body } = await control('GET', `/players/${who.mobile}/notifications`);
      expect(body.notifications).toMatchObject([{ msg: 'Holiday tomorrow', seen: false }]);
    }
  });

  it('refuses an unknown player and an empty message', async ({ player, control }) => {
    expect(await control('POST', '/players/9999999999/notifications', { msg: 'x' })).toEqual({
      code: 404,
      body: { status: false, msg: 'Unknown player 9999999999' },
    });
    expect(
      (await control('POST', `/players/${player.mobile}/notifications`, { msg: '' })).code,
    ).toBe(400);
    expect(await control('POST', '/notifications', { msg: '   ' })).toEqual(blank('msg'));
    expect(await control('POST', `/players/${player.mobile}/notifications`, { msg: '  ' })).toEqual(
      blank('msg'),
    );
    expect((await control('GET', '/players/9999999999/notifications')).code).toBe(404);
  });
});

describe('/__sim/notices', () => {
  it('adds notices (today, or from a date), lists them newest first and clears them', async ({
    world,
    control,
  }) => {
    world.clock.set(MONDAY_10AM);
    const added = await control('POST', '/notices', { title: 'Holiday', msg: 'No markets' });
    expect(added).toEqual({
      code: 200,
      body: {
        status: true,
        notice: {
          id: expect.any(Number),
          title: 'Holiday',
          msg: 'No markets',
          date: '2024-07-01',
          created_at: '2024-07-01T04:30:00.000Z',
        },
      },
    });
    await control('POST', '/notices', { title: 'Later', msg: 'Soon', date: '2024-07-09' });
    const { body } = await control('GET', '/notices');
    expect(body.notices.map((n: { title: string }) => n.title)).toEqual(['Later', 'Holiday']);
    expect(await control('DELETE', '/notices')).toEqual({
      code: 200,
      body: { status: true, removed: 2 },
    });
    expect((await control('GET', '/notices')).body.notices).toEqual([]);
  });

  it('refuses an impossible date and an empty title or message', async ({ control }) => {
    expect(await control('POST', '/notices', { title: 'A', msg: 'B', date: '2024-02-30' })).toEqual(
      {
        code: 400,
        body: { status: false, msg: 'date must be a real date (YYYY-MM-DD), not 2024-02-30' },
      },
    );
    expect((await control('POST', '/notices', { title: '', msg: 'B' })).code).toBe(400);
    expect(await control('POST', '/notices', { title: ' ', msg: 'B' })).toEqual(blank('title'));
    expect(await control('POST', '/notices', { title: 'A', msg: ' ' })).toEqual(blank('msg'));
  });
});
