/**
 * api-get-app-key. The Android clients (Tara, and SMG's unused splash code) keep the first
 * ANDROID_KEY_KEPT characters of the key served for `env_type` "Prod" and move every later
 * character 3 codes down, wrapping within the letters, before sending it on every call; a key
 * shorter than that crashes them. So the key is served with each later letter moved 3 places up
 * (wrapping within A-Z and a-z), which their decoding turns back into the key itself. Only letters
 * come back whole: a key with anything else after its 15th character, or a shorter one, is served
 * as it is (every other call still takes it; such apps cannot use it). The React Native client
 * asks with `env_type` "1" and uses the key as served.
 */

/** The characters the Android clients keep as served. */
export const ANDROID_KEY_KEPT = 15;

const LETTER = /^[A-Za-z]$/;

/** Whether the Android clients' decoding can give `key` back: 15 characters, then letters only. */
export const androidCanDecode = (key: string): boolean =>
  key.length >= ANDROID_KEY_KEPT && [...key.slice(ANDROID_KEY_KEPT)].every((c) => LETTER.test(c));

/** A letter moved 3 places up within its case's alphabet. */
const shiftUp = (letter: string): string => {
  const base = letter <= 'Z' ? 65 : 97;
  return String.fromCharCode(((letter.charCodeAt(0) - base + 3) % 26) + base);
};

/** The key as the Android clients must be served it; as it is when they cannot decode it. */
export const androidForm = (key: string): string =>
  androidCanDecode(key)
    ? key.slice(0, ANDROID_KEY_KEPT) + [...key.slice(ANDROID_KEY_KEPT)].map(shiftUp).join('')
    : key;

/**
 * What api-get-app-key serves for `envType`, given the simulator's key and env type: "1" the key
 * as it is; "Prod" (the real server's production branch) and the simulator's own env type the
 * Android form; anything else nothing (the real server's "Error").
 */
export function servedAppKey(
  envType: string | undefined,
  access: { appKey: string; envType: string },
): string | undefined {
  if (envType === '1') return access.appKey;
  if (envType === 'Prod' || envType === access.envType) return androidForm(access.appKey);
  return undefined;
}
