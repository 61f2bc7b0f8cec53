import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/** scrypt with a random salt, stored as "scrypt$salt$hash" (hex). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A session token: 30 random alphanumeric characters, as the real provider issues. */
export function newToken(): string {
  const bytes = randomBytes(30);
  let token = '';
  // 248 is the largest multiple of 62 below 256: rejection sampling keeps the draw uniform.
  for (const byte of bytes)
    token += byte < 248 ? TOKEN_ALPHABET[byte % 62] : TOKEN_ALPHABET[randomBytes(1)[0]! % 62];
  return token;
}
