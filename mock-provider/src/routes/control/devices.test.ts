import { describe, expect } from 'vitest';
import { DEVICE_MESSAGES } from '../../domain/control/device-admin';
import { PLAYER_MESSAGES } from '../../domain/control/player-admin';
import { routeTest } from '../../testing';

/** A player signed in on two phones (phone-b the newer), as the Android apps sign in. */
const it = routeTest.extend('phones', async ({ provider, player, world }) => {
  for (const device_id of ['phone-a', 'phone-b']) {
    await provider('api-user-login', { mobile: player.mobile, password: 'secret1', device_id });
    world.clock.advance(60_000);
  }
  return ['phone-a', 'phone-b'];
});

type Device = { device_id: string; logout_status: string; security_pin_status: string };

describe("a player's devices (the admin panel's switches)", () => {
  it('lists the devices the player signed in on, newest first, both switches off', async ({
    control,
    player,
    phones,
    world,
  }) => {
    const { code, body } = await control('GET', `/players/${player.mobile}/devices`);
    expect(code).toBe(200);
    expect(body.status).toBe(true);
    expect(body.devices.map((d: Device) => d.device_id)).toEqual([...phones].reverse());
    expect(body.devices[0]).toMatchObject({ logout_status: '0', security_pin_status: '0' });
    // Listed at its first sign-in, a minute before the clock's now.
    expect(body.devices[0].created_at).toBe(new Date(world.clock.now() - 60_000).toISOString());
  });

  it("signs a device out and asks it for the PIN again: the player's device_result shows it", async ({
    control,
    player,
    phones,
    asPlayer,
  }) => {
    const url = `/players/${player.mobile}/devices/${phones[0]}`;
    const out = await control('PATCH', url, { logout_status: '1' });
    expect(out.code).toBe(200);
    expect(out.body.device).toMatchObject({
      device_id: 'phone-a',
      logout_status: '1',
      security_pin_status: '0',
    });
    const pin = await control('PATCH', url, { security_pin_status: '1' });
    expect(pin.body.device).toMatchObject({ logout_status: '1', security_pin_status: '1' });
    const { device_result } = await asPlayer<{ device_result: Device[] }>('api-get-dashboard-data');
    expect(device_result).toEqual([
      { device_id: 'phone-b', logout_status: '0', security_pin_status: '0' },
      { device_id: 'phone-a', logout_status: '1', security_pin_status: '1' },
    ]);
    // Signing in again on the device clears both switches, as the real server's login does.
    await asPlayer('api-user-login', {
      mobile: player.mobile,
      password: 'secret1',
      device_id: 'phone-a',
    });
    const again = await control('GET', `/players/${player.mobile}/devices`);
    expect(again.body.devices).toContainEqual(
      expect.objectContaining({
        device_id: 'phone-a',
        logout_status: '0',
        security_pin_status: '0',
      }),
    );
  });

  it('names a device id as sent, encoded in the path', async ({ control, player, provider }) => {
    const id = 'Pixel 7/ä#1';
    await provider('api-user-login', { mobile: player.mobile, password: 'secret1', device_id: id });
    const url = `/players/${player.mobile}/devices/${encodeURIComponent(id)}`;
    const { code, body } = await control('PATCH', url, { logout_status: '1' });
    expect(code).toBe(200);
    expect(body.device).toMatchObject({ device_id: id, logout_status: '1' });
  });

  it('refuses an unknown player or device (404), a value other than "0" or "1" and an empty change (400), changing nothing', async ({
    control,
    player,
    phones,
  }) => {
    const devices = async () => (await control('GET', `/players/${player.mobile}/devices`)).body;
    const before = await devices();
    expect(await control('GET', '/players/9000000000/devices')).toEqual({
      code: 404,
      body: { status: false, msg: PLAYER_MESSAGES.unknown('9000000000') },
    });
    expect(
      await control('PATCH', `/players/${player.mobile}/devices/phone-z`, { logout_status: '1' }),
    ).toEqual({
      code: 404,
      body: { status: false, msg: DEVICE_MESSAGES.unknown(player.mobile, 'phone-z') },
    });
    const url = `/players/${player.mobile}/devices/${phones[0]}`;
    for (const body of [{ logout_status: '2' }, { security_pin_status: 1 }, { blocked: true }]) {
      const refused = await control('PATCH', url, body);
      expect(refused.code, JSON.stringify(body)).toBe(400);
    }
    expect(await control('PATCH', url, {})).toEqual({
      code: 400,
      body: { status: false, msg: DEVICE_MESSAGES.nothingToChange },
    });
    expect(await devices()).toEqual(before);
  });
});
