/**
 * The browser session: `userCredentials` {username, token, mobile} marks a signed-in player (the
 * spec's key). The password is never kept in clear: a PBKDF2 hash with a random salt sits under its
 * own key, only for the in-app change-password check (password-hash.ts: only the screens that set
 * or check it load the hashing code).
 */
export const CREDENTIALS_KEY = 'userCredentials';
export const PASSWORD_HASH_KEY = 'userPasswordHash';

export interface Credentials {
  username: string;
  token: string;
  mobile: string;
}

/** Same-tab change notice; the `storage` event only reports other tabs. */
const CHANGE_EVENT = 'panna:session';

export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes `key`; a browser that refuses (private mode, full storage) only forgets it. */
export function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // nothing to do: the value is simply not kept
  }
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The raw stored credentials (possibly incomplete), or null when absent or unreadable. */
export function readCredentials(): Partial<Credentials> | null {
  const raw = readItem(CREDENTIALS_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { username, token, mobile } = value as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return { username: text(username), token: text(token), mobile: text(mobile) };
  } catch {
    return null;
  }
}

/** Whether anything is saved under userCredentials (what `/` decides on). */
export function hasSavedCredentials(): boolean {
  return readItem(CREDENTIALS_KEY) !== null;
}

/** Complete credentials, or null when username or token is missing (an automatic logout case). */
export function completeCredentials(): Credentials | null {
  const saved = readCredentials();
  if (!saved?.username || !saved.token) return null;
  return { username: saved.username, token: saved.token, mobile: saved.mobile ?? '' };
}

/** The session token for a signed-in call; empty when signed out (the server then refuses). */
export function sessionToken(): string {
  return readCredentials()?.token ?? '';
}

export function saveCredentials(credentials: Credentials): void {
  localStorage.setItem(CREDENTIALS_KEY, JSON.stringify(credentials));
  notify();
}

/** Renames the stored user (profile update) without touching the session. */
export function updateStoredUsername(username: string): void {
  const saved = completeCredentials();
  if (saved) saveCredentials({ ...saved, username });
}

/** Logout: both keys go. */
export function clearSession(): void {
  localStorage.removeItem(CREDENTIALS_KEY);
  localStorage.removeItem(PASSWORD_HASH_KEY);
  notify();
}

/** Calls `listener` on any session change, in this tab or another. */
export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CREDENTIALS_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
