import { storePasswordHash } from '../../lib/password-hash';
import { saveCredentials, type Credentials } from '../../lib/storage';

/** Signs the player in locally: credentials, then the salted password hash. */
export async function startSession(credentials: Credentials, password: string): Promise<void> {
  await storePasswordHash(password);
  saveCredentials(credentials);
}
