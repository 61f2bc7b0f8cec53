import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * Hashes computed at once; the rest wait their turn here, as a closure each. scrypt (16 MB and
 * tens of ms of CPU a hash) runs on libuv's threadpool (UV_THREADPOOL_SIZE threads, 4 by
 * default), which the static files of /docs share: a flood of logins queued there would hold
 * them too. So hashes leave one thread to them, and one core to the event loop, which answers
 * every other call (SQLite runs on it, not on the pool).
 */
export const HASHES_AT_ONCE = Math.max(
  1,
  Math.min(availableParallelism() - 1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);

let running = 0;
const waiting: (() => void)[] = [];

/** Hashes computing and waiting their turn, across every world of the process. */
export const hashesInFlight = () => ({ computing: running, waiting: waiting.length });

/** scrypt off the event loop, when a turn is free. */
async function scryptInTurn(password: string, salt: Buffer, length: number): Promise<Buffer> {
  if (running < HASHES_AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    // The turn passes to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const stored = (salt: Buffer, hash: Buffer) =>
  `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;

/**
 * scrypt with a random salt, stored as "scrypt$salt$hash" (hex), computed off the event loop:
 * no other call waits on it.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return stored(salt, await scryptInTurn(password, salt, KEY_LENGTH));
}

/**
 * The same hash computed on the spot, for data made before any call is answered (the seed, the
 * benchmarks' and tests' databases). A call's hash is `hashPassword`'s.
 */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_LENGTH);
  return stored(salt, scryptSync(password, salt, KEY_LENGTH));
}

/** Whether `password` is the one `hash` (hashPassword's form) was made from; off the event loop. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = hash.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptInTurn(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TOKEN_LENGTH = 30;
/** The largest multiple of 62 below 256: a byte from it up is drawn again, so no letter is likelier. */
const FAIR_BYTES = 248;

/** A session token: 30 random alphanumeric characters, as the real provider issues. */
export function newToken(): string {
  let token = '';
  while (token.length < TOKEN_LENGTH)
    for (const byte of randomBytes(TOKEN_LENGTH - token.length))
      if (byte < FAIR_BYTES) token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
  return token;
}
