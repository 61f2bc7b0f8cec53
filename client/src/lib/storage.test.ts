import { describe, expect, it, vi } from 'vitest';
import {
  CREDENTIALS_KEY,
  PASSWORD_HASH_KEY,
  clearSession,
  completeCredentials,
  hasSavedCredentials,
  readCredentials,
  saveCredentials,
  sessionToken,
  subscribeSession,
  updateStoredUsername,
  writeItem,
} from './storage';

const ASHA = { username: 'Asha', token: 'T'.repeat(30), mobile: '9876543210' };
const fromOtherTab = (key: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key }));

describe('the stored session', () => {
  it('reads no credentials from a missing, garbled or non-object entry, and no token', () => {
    expect(readCredentials()).toBeNull();
    expect(hasSavedCredentials()).toBe(false);
    for (const raw of ['{not json', 'null', '42', '"text"', '']) {
      localStorage.setItem(CREDENTIALS_KEY, raw);
      expect(readCredentials(), raw).toBeNull();
      expect(sessionToken(), raw).toBe('');
      // Anything saved under the key is what `/` decides on (an automatic logout follows).
      expect(hasSavedCredentials(), raw).toBe(true);
    }
  });

  it('keeps only the text fields; without a username or a token the session is incomplete', () => {
    localStorage.setItem(
      CREDENTIALS_KEY,
      JSON.stringify({ username: 'Asha', token: 42, mobile: null }),
    );
    expect(readCredentials()).toEqual({ username: 'Asha', token: undefined, mobile: undefined });
    expect(completeCredentials()).toBeNull();
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ username: 'Asha', token: 'tok' }));
    expect(completeCredentials()).toEqual({ username: 'Asha', token: 'tok', mobile: '' });
    expect(sessionToken()).toBe('tok');
  });

  it('renames a signed-in player, and saves nothing for a signed-out one', () => {
    updateStoredUsername('Ravi');
    expect(hasSavedCredentials()).toBe(false);
    saveCredentials(ASHA);
    updateStoredUsername('Ravi');
    expect(completeCredentials()).toEqual({ ...ASHA, username: 'Ravi' });
  });

  it("tells a listener of this tab's changes and of another tab's to the session only", () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    saveCredentials(ASHA);
    expect(listener).toHaveBeenCalledTimes(1);
    fromOtherTab(CREDENTIALS_KEY);
    // Another tab cleared its storage.
    fromOtherTab(null);
    expect(listener).toHaveBeenCalledTimes(3);
    fromOtherTab('panna:language');
    expect(listener).toHaveBeenCalledTimes(3);
    localStorage.setItem(PASSWORD_HASH_KEY, 'hash');
    clearSession();
    expect(listener).toHaveBeenCalledTimes(4);
    expect([
      localStorage.getItem(CREDENTIALS_KEY),
      localStorage.getItem(PASSWORD_HASH_KEY),
    ]).toEqual([null, null]);
    stop();
    saveCredentials(ASHA);
    fromOtherTab(CREDENTIALS_KEY);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('forgets what a refusing browser (private mode, full storage) will not keep, without an error', () => {
    const refuse = () => {
      throw new DOMException('refused', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    expect(() => writeItem('panna:language', 'mr')).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    expect(readCredentials()).toBeNull();
    expect(hasSavedCredentials()).toBe(false);
  });
});
