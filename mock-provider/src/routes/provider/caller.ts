import { requestToken } from '@panna/shared';
import { isNobody, usersOf, type Player } from '../../domain/users';
import type { World } from '../../worlds/world';

/**
 * Whose call it is, as a mobile: the token's owner (looked up here when the token was not checked
 * yet), else the mobile the body names (sign-up, login, OTPs). The journal names calls by it, and
 * a fault for one player matches by it.
 */
export function callerMobile(body: unknown, user: Player | null, world: World): string | undefined {
  const token = requestToken(body);
  const caller = user ?? (token ? usersOf(world).byToken(token) : undefined);
  if (caller && !isNobody(caller)) return caller.mobile;
  const { mobile, mobile_no } = (body ?? {}) as Record<string, unknown>;
  const named = mobile ?? mobile_no;
  return typeof named === 'string' && /^\d{1,20}$/.test(named) ? named : undefined;
}
