import { describe, expect, it } from 'vitest';
import { verifyStoredPassword } from '../../lib/password-hash';
import { CREDENTIALS_KEY, clearSession, PASSWORD_HASH_KEY } from '../../lib/storage';
import { startSession } from './session';

const credentials = { username: 'Demo Player', token: 'a'.repeat(30), mobile: '9876543210' };

describe('startSession', () => {
  it('saves the session before the password hash is made, then keeps the hash', async () => {
    const hashed = startSession(credentials, 'demo1234');
    expect(JSON.parse(localStorage.getItem(CREDENTIALS_KEY)!)).toEqual(credentials);
    expect(localStorage.getItem(PASSWORD_HASH_KEY)).toBeNull();
    await hashed;
    expect(await verifyStoredPassword('demo1234')).toBe(true);
  });

  it('keeps no hash made after the player signed out', async () => {
    const hashed = startSession(credentials, 'demo1234');
    clearSession();
    await hashed;
    expect(localStorage.getItem(PASSWORD_HASH_KEY)).toBeNull();
  });

  it('keeps no hash made after another player signed in', async () => {
    const hashed = startSession(credentials, 'demo1234');
    localStorage.setItem(
      CREDENTIALS_KEY,
      JSON.stringify({ ...credentials, token: 'b'.repeat(30) }),
    );
    await hashed;
    expect(localStorage.getItem(PASSWORD_HASH_KEY)).toBeNull();
  });
});
