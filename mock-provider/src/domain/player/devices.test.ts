import { describe, expect } from 'vitest';
import { routeTest } from '../../testing';
import { devicesOf } from './devices';

describe('devices', () => {
  const signIn = (mobile: string, device_id: unknown, password = 'secret1') => ({
    mobile,
    password,
    device_id,
  });

  routeTest(
    'a login names its device: listed newest first, both switches off',
    async ({ provider, world, player }) => {
      await provider('api-user-login', signIn(player.mobile, 'phone-a'));
      await provider('api-user-login', signIn(player.mobile, 'phone-b'));
      expect(devicesOf(world).of(player.id)).toEqual([
        { device_id: 'phone-b', logout_status: '0', security_pin_status: '0' },
        { device_id: 'phone-a', logout_status: '0', security_pin_status: '0' },
      ]);
    },
  );

  routeTest(
    'a login again turns a signed-out device back on; none named writes nothing',
    async ({ provider, world, player }) => {
      await provider('api-user-login', signIn(player.mobile, 'phone-a'));
      world.db.prepare("UPDATE devices SET logout_status = '1', security_pin_status = '1'").run();
      await provider('api-user-login', signIn(player.mobile, 'phone-a'));
      await provider('api-user-login', signIn(player.mobile, null));
      await provider('api-user-login', signIn(player.mobile, '  '));
      expect(devicesOf(world).of(player.id)).toEqual([
        { device_id: 'phone-a', logout_status: '0', security_pin_status: '0' },
      ]);
    },
  );

  routeTest('a wrong password lists no device', async ({ provider, world, player }) => {
    const answer = await provider('api-user-login', signIn(player.mobile, 'x', 'wrong'));
    expect(answer.status).toBe(false);
    expect(devicesOf(world).of(player.id)).toEqual([]);
  });
});
