import { describe, expect } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/player/account-messages';
import { addPlayer, routeTest, type TestPlayer } from '../../testing';
import type { World } from '../../worlds/world';

const stored = (world: World, player: TestPlayer) =>
  (
    world.db.prepare('SELECT notification_status FROM users WHERE id = ?').get(player.id) as {
      notification_status: string;
    }
  ).notification_status;

const it = routeTest
  .extend('member', ({ world }) => addPlayer(world, { mobile: '9000000003' }))
  .extend(
    'setNotifications',
    ({ provider, member }) =>
      (notification_status: unknown, token = member.token) =>
        provider('api-notification-setting', { unique_token: token, notification_status }),
  )
  .extend(
    'login',
    ({ provider }) =>
      async () =>
        (
          await provider<{ notification_status: string }>('api-user-login', {
            mobile: '9000000003',
            password: 'secret1',
            device_id: 'smg-device',
          })
        ).notification_status,
  );

const UPDATED = { status: true, msg: 'Notification setting successfully updated' };

describe('api-notification-setting', () => {
  it("stores SMG's switch, which the next login answers as notification_status", async ({
    world,
    member,
    setNotifications,
    login,
  }) => {
    expect(await login()).toBe('1');
    expect(await setNotifications('0')).toEqual(UPDATED);
    expect(stored(world, member)).toBe('0');
    expect(await login()).toBe('0');
    expect(await setNotifications('1')).toEqual(UPDATED);
    expect(await login()).toBe('1');
  });

  it('real stores the value as sent (a number as its text); strict takes "1" or "0" only', async ({
    world,
    member,
    strictly,
    setNotifications,
    login,
  }) => {
    expect(await setNotifications(0)).toEqual(UPDATED);
    expect(stored(world, member)).toBe('0');
    expect(await setNotifications('yes')).toEqual(UPDATED);
    expect(await login()).toBe('yes');
    strictly();
    for (const bad of ['yes', '', '2', 'null'])
      expect(await setNotifications(bad), bad).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.notificationStatusInvalid,
      });
    expect(stored(world, member)).toBe('yes');
    expect(await setNotifications(1)).toEqual(UPDATED);
    expect(stored(world, member)).toBe('1');
    expect(await setNotifications('0')).toEqual(UPDATED);
    expect(stored(world, member)).toBe('0');
  });

  it('a token no player holds: real answers the same and stores nothing; strict refuses', async ({
    world,
    member,
    strictly,
    setNotifications,
  }) => {
    expect(await setNotifications('0', 'x'.repeat(30))).toEqual(UPDATED);
    expect(stored(world, member)).toBe('1');
    strictly();
    expect((await setNotifications('0', 'x'.repeat(30))).status).toBe(false);
  });
});

describe('api-fcm-update', () => {
  it("answers SMG's push token with status true in both profiles and stores nothing", async ({
    world,
    provider,
    strictly,
    member,
  }) => {
    const before = world.db.prepare('SELECT * FROM users WHERE id = ?').get(member.id);
    const body = { unique_token: member.token, fcm_token: `fcm:${'a'.repeat(150)}` };
    expect(await provider('api-fcm-update', body)).toEqual({
      status: true,
      msg: ACCOUNT_MESSAGES.fcmUpdated,
    });
    expect(world.db.prepare('SELECT * FROM users WHERE id = ?').get(member.id)).toEqual(before);
    expect((await provider('api-fcm-update', { unique_token: member.token })).status).toBe(true);
    strictly();
    expect(await provider('api-fcm-update', body)).toEqual({
      status: true,
      msg: ACCOUNT_MESSAGES.fcmUpdated,
    });
    expect(
      (await provider('api-fcm-update', { ...body, unique_token: 'x'.repeat(30) })).status,
    ).toBe(false);
  });
});
