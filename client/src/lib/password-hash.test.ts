/** The in-app change-password check: the password kept only as a salted hash on the device. */
import { describe, expect, it } from 'vitest';
import { storePasswordHash, verifyStoredPassword } from './password-hash';
import { PASSWORD_HASH_KEY } from './storage';

const kept = () => localStorage.getItem(PASSWORD_HASH_KEY);

describe('the stored password', () => {
  it('is checked against its hash: the password matches, any other does not', async () => {
    await storePasswordHash('secret1');
    expect(await verifyStoredPassword('secret1')).toBe(true);
    expect(await verifyStoredPassword('secret2')).toBe(false);
    expect(await verifyStoredPassword('')).toBe(false);
  });

  it('is kept as a 16-byte salt and a 32-byte hash, never as itself, salted anew each time', async () => {
    await storePasswordHash('secret1');
    const first = kept()!;
    expect(first).not.toContain('secret1');
    expect(JSON.parse(first)).toEqual({
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      iterations: 100_000,
    });
    await storePasswordHash('secret1');
    expect(JSON.parse(kept()!).salt).not.toBe(JSON.parse(first).salt);
  });

  it('matches nothing when none is kept or what is kept cannot be read', async () => {
    expect(await verifyStoredPassword('secret1')).toBe(false);
    for (const text of ['not json', '{}', '{"salt":"zz","hash":"00","iterations":0}']) {
      localStorage.setItem(PASSWORD_HASH_KEY, text);
      expect(await verifyStoredPassword('secret1'), text).toBe(false);
    }
  });
});
