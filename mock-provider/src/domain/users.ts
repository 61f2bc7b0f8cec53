import { createUnchangedCache } from '../db/unchanged-cache';
import type { World } from '../worlds/world';

/** Messages of the checks every endpoint shares. */
export const ACCESS_MESSAGES = {
  invalidToken: 'Invalid token. Please login again.',
  blocked: 'Your account is blocked. Please contact support.',
  bettingDisabled: 'Betting is disabled for your account.',
} as const;

/** A player as the database holds them. */
export interface UserRow {
  id: number;
  name: string;
  mobile: string;
  email: string;
  password_hash: string;
  token: string | null;
  betting_status: string;
  blocked: number;
  wallet: number;
  failed_logins: number;
  locked_until: number;
  created_at: number;
  /** Moves whenever the player's bid history would show something else (migration 003). */
  bids_version: number;
  /** The 4-digit PIN the Android clients sign in with, '' when none was set (migration 007). */
  security_pin: string;
  /** "1" notifications on, "0" off (migration 007). */
  notification_status: string;
}

/** A signed-in player as the token check reads them: what handlers use, no secrets. */
export type Player = Pick<
  UserRow,
  'id' | 'name' | 'mobile' | 'betting_status' | 'blocked' | 'wallet' | 'bids_version'
>;

/**
 * Who a token no player holds stands for, where the profile answers such calls (the real server
 * does): a player with no name, no number and nothing in the wallet, whom nothing is written for.
 */
export const NOBODY: Player = Object.freeze({
  id: 0,
  name: '',
  mobile: '',
  betting_status: '',
  blocked: 0,
  wallet: 0,
  bids_version: 0,
});

export const isNobody = (player: Player): boolean => player.id === NOBODY.id;

/** Lookups of players; account changes live in the accounts service. */
export function createUsers(world: World) {
  const db = world.db;
  // Every signed-in call needs this: only the columns a Player has, kept until anything changes.
  const byToken = db.prepare<[string], Player>(
    'SELECT id, name, mobile, betting_status, blocked, wallet, bids_version FROM users WHERE token = ?',
  );
  const byMobile = db.prepare<[string], UserRow>('SELECT * FROM users WHERE mobile = ?');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const keptSessions = createUnchangedCache<string, Player | undefined>(db);
  const readSession = (token: string) => byToken.get(token);
  return {
    byToken: (token: string) => keptSessions(token, readSession),
    byMobile: (mobile: string) => byMobile.get(mobile),
    byId: (id: number) => byId.get(id),
  };
}

export function usersOf(world: World) {
  return world.service(createUsers);
}
