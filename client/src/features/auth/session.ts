import { storePasswordHash } from '../../lib/password-hash';
import {
  PASSWORD_HASH_KEY,
  readCredentials,
  saveCredentials,
  type Credentials,
} from '../../lib/storage';

/**
 * Signs the player in locally: the credentials at once, so the home screen opens without waiting
 * for the salted password hash (PBKDF2, 100,000 rounds: a few hundred ms on a slow phone), which
 * follows. It only serves the in-app change-password check: a hash that fails is not kept, and
 * one that comes after the player signed out (or in as someone else) is dropped.
 */
export function startSession(credentials: Credentials, password: string): Promise<void> {
  saveCredentials(credentials);
  return storePasswordHash(password).then(
    () => {
      if (readCredentials()?.token !== credentials.token)
        localStorage.removeItem(PASSWORD_HASH_KEY);
    },
    () => {},
  );
}
