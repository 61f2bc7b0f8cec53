/**
 * The browser session: `userCredentials` {username, token, mobile} marks a signed-in player (the
 * spec's key). The password is never kept in clear: a PBKDF2 hash with a random salt sits under its
 * own key, only for the in-app change-password check.
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

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The raw stored credentials (possibly incomplete), or null when absent or unreadable. */
export function readCredentials(): Partial<Credentials> | null {
  const raw = read(CREDENTIALS_KEY);
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
  return read(CREDENTIALS_KEY) !== null;
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

// Password hash ---------------------------------------------------------------------------------

const PBKDF2_ITERATIONS = 100_000;

interface StoredHash {
  salt: string;
  hash: string;
  iterations: number;
}

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const fromHex = (hex: string): Uint8Array<ArrayBuffer> =>
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
  const raw = read(PASSWORD_HASH_KEY);
  if (!raw) return false;
  try {
    const stored = JSON.parse(raw) as StoredHash;
    return (await derive(candidate, fromHex(stored.salt), stored.iterations)) === stored.hash;
  } catch {
    return false;
  }
}
