/**
 * The salted PBKDF2 hash of the password kept under PASSWORD_HASH_KEY, only for the in-app
 * change-password check; logout (storage.ts `clearSession`) removes it with the session.
 */
import { PASSWORD_HASH_KEY, readItem } from './storage';

const PBKDF2_ITERATIONS = 100_000;

interface StoredHash {
  salt: string;
  hash: string;
  iterations: number;
}

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const fromHex = (hex: string): Uint8Array<ArrayBuffer> =>
  // Stryker disable next-line ArrayDeclaration: no salt kept here is empty or one digit long.
  new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return toHex(new Uint8Array(bits));
}

/** Keeps a salted hash of the password for the in-app change-password check. */
export async function storePasswordHash(password: string): Promise<void> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const stored: StoredHash = {
    salt: toHex(salt),
    hash: await derive(password, salt, PBKDF2_ITERATIONS),
    iterations: PBKDF2_ITERATIONS,
  };
  localStorage.setItem(PASSWORD_HASH_KEY, JSON.stringify(stored));
}

/** Whether `candidate` is the stored password; false when no hash is stored. */
export async function verifyStoredPassword(candidate: string): Promise<boolean> {
  const raw = readItem(PASSWORD_HASH_KEY);
  // Stryker disable next-line ConditionalExpression: parsed, nothing kept (null) fails below as well.
  if (!raw) return false;
  try {
    const stored = JSON.parse(raw) as StoredHash;
    return (await derive(candidate, fromHex(stored.salt), stored.iterations)) === stored.hash;
  } catch {
    return false;
  }
}
