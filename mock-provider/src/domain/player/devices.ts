import type { DeviceRow } from '@panna/shared';
import type { World } from '../../worlds/world';

/** How many devices a list shows, newest first (the real server's limit is a setting of its own). */
export const DEVICE_LIMIT = 10;

/**
 * The devices each player signed in on (`device_result`): the real server writes a row at every
 * login that names a device, with both switches off, and lists a player's rows on the dashboard,
 * the passbook and the game status. Android clients sign the player out unless their own device is
 * listed with both switches "0".
 */
export function createDevices(world: World) {
  const db = world.db;
  const upsert = db.prepare<[number, string, number]>(
    `INSERT INTO devices (user_id, device_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, device_id) DO UPDATE SET logout_status = '0', security_pin_status = '0'`,
  );
  const rows = db.prepare<[number, number], DeviceRow>(
    `SELECT device_id, logout_status, security_pin_status FROM devices
     WHERE user_id = ? ORDER BY id DESC LIMIT ?`,
  );
  return {
    /** A login from `deviceId` (none named: nothing to write): listed, both switches off. */
    signedIn(userId: number, deviceId: string | null | undefined): void {
      const id = deviceId?.trim();
      if (id) upsert.run(userId, id, world.clock.now());
    },
    /** A player's devices, newest first; none for a token no player holds. */
    of: (userId: number): DeviceRow[] => rows.all(userId, DEVICE_LIMIT),
  };
}

export type Devices = ReturnType<typeof createDevices>;
export function devicesOf(world: World) {
  return world.service(createDevices);
}
