import { scryptSync } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  HASHES_AT_ONCE,
  hashPassword,
  hashPasswordSync,
  hashesInFlight,
  newToken,
  verifyPassword,
} from './passwords';

/** 'demo1234' as databases and snapshots made before hashing left the event loop store it. */
const STORED_BEFORE =
  'scrypt$f88b103fdbaa3e3a51c58cfa2ef58ac0$6e2936a3ff8a89da5739be03321d62944deb34b77e0460dd9479d8708b92f62e';

describe('passwords', () => {
  it('reads the hashes stored before, and stores the same form', async () => {
    expect(await verifyPassword('demo1234', STORED_BEFORE)).toBe(true);
    expect(await verifyPassword('demo1235', STORED_BEFORE)).toBe(false);
    const made = await hashPassword('secret1');
    expect(made).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('secret1', made)).toBe(true);
    expect(await verifyPassword('secret1', hashPasswordSync('secret1'))).toBe(true);
    expect(await verifyPassword('secret1', 'bcrypt$00$00')).toBe(false);
  });

  it('hashes off the event loop, a bounded number at a time, the rest waiting their turn', async () => {
    expect(HASHES_AT_ONCE).toBeGreaterThanOrEqual(1);
    const count = HASHES_AT_ONCE + 3;
    let done = 0;
    const hashes = Array.from({ length: count }, (_, i) =>
      hashPassword(`p${i}`).then(() => (done += 1)),
    );
    // The event loop turns while every hash is still to finish.
    await nextTurn();
    expect(done).toBe(0);
    expect(hashesInFlight()).toEqual({ computing: HASHES_AT_ONCE, waiting: 3 });
    await Promise.all(hashes);
    expect(hashesInFlight()).toEqual({ computing: 0, waiting: 0 });
  });

  it('accepts a stored hash only in its own form: its scheme, a salt and a hash', async () => {
    const [, salt, hash] = STORED_BEFORE.split('$');
    expect(await verifyPassword('demo1234', `bcrypt$${salt}$${hash}`)).toBe(false);
    // With no hash part, any password would compare equal to nothing.
    expect(await verifyPassword('demo1234', `scrypt$${salt}$`)).toBe(false);
    const unsalted = scryptSync('demo1234', Buffer.alloc(0), 32).toString('hex');
    expect(await verifyPassword('demo1234', `scrypt$$${unsalted}`)).toBe(false);
  });
});

describe('session tokens', () => {
  it('are 30 letters and digits, each of the 62 as likely as any other', () => {
    const counts = new Map<string, number>();
    const TOKENS = 20_000;
    for (let i = 0; i < TOKENS; i += 1) {
      const token = newToken();
      expect(token).toMatch(/^[A-Za-z0-9]{30}$/);
      for (const c of token) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    // Each is expected 9,677 times (a standard deviation of about 97); a letter favoured by one
    // byte value in 249 would be 25% over.
    const expected = (TOKENS * 30) / 62;
    for (const [c, n] of counts) expect(Math.abs(n - expected) / expected, c).toBeLessThan(0.08);
  });
});
