import type { DeviceRow } from '@panna/shared';
import type { World } from '../../worlds/world';
import { badRequest, notFound } from '../../contract/control-error';
import { playerAdminOf } from './player-admin';

/** A device as the control plane shows it: the provider's row and when it was first listed. */
export interface DeviceView extends DeviceRow {
  created_at: number;
}

/** The switches the admin panel sets on a device: "1" on, "0" off. */
export interface DeviceSwitches {
  logout_status?: '0' | '1' | undefined;
  security_pin_status?: '0' | '1' | undefined;
}

export const DEVICE_MESSAGES = {
  unknown: (mobile: string, device: string) =>
    `Player ${mobile} has no device ${JSON.stringify(device.slice(0, 200))}`,
  nothingToChange: 'Nothing to change: send logout_status or security_pin_status, "0" or "1"',
} as const;

/**
 * The admin panel's hold on the devices players signed in on (the table behind the apps'
 * device_result, written by each login: domain/player/devices.ts): every device of a player, and
 * its two switches. A login from the device turns both off again, as the real server's does.
 */
export function createDeviceAdmin(world: World) {
  const { db } = world;
  const all = db.prepare<[number], DeviceView>(
    `SELECT device_id, logout_status, security_pin_status, created_at
     FROM devices WHERE user_id = ? ORDER BY id DESC`,
  );
  const one = db.prepare<[number, string], DeviceView>(
    `SELECT device_id, logout_status, security_pin_status, created_at
     FROM devices WHERE user_id = ? AND device_id = ?`,
  );
  const update = db.prepare<[string | null, string | null, number, string]>(
    `UPDATE devices SET logout_status = COALESCE(?, logout_status),
       security_pin_status = COALESCE(?, security_pin_status)
     WHERE user_id = ? AND device_id = ?`,
  );
  const userId = (mobile: string) => playerAdminOf(world).userOf(mobile).id;

  return {
    /** A player's devices, newest first (404 for an unknown player). */
    list: (mobile: string): DeviceView[] => all.all(userId(mobile)),

    /** Sets a device's switches (those given); 404 for an unknown player or device. */
    set(mobile: string, device: string, switches: DeviceSwitches): DeviceView {
      const { logout_status, security_pin_status } = switches;
      if (logout_status === undefined && security_pin_status === undefined)
        throw badRequest(DEVICE_MESSAGES.nothingToChange);
      const id = userId(mobile);
      const changed = update.run(logout_status ?? null, security_pin_status ?? null, id, device);
      if (changed.changes === 0) throw notFound(DEVICE_MESSAGES.unknown(mobile, device));
      return one.get(id, device)!;
    },
  };
}

export function deviceAdminOf(world: World) {
  return world.service(createDeviceAdmin);
}
