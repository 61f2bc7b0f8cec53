/**
 * Where a signed-out player was going: a link to a signed-in screen (a shared
 * `/single?market=1`) sends them to /login, and signing in or registering brings them there. Kept
 * for the tab (sessionStorage), so that a reload or a detour to /r on the way does not lose it.
 */
const RETURN_TO_KEY = 'panna:return-to';

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage refused: the player lands on the home screen instead.
  }
}

/** The remembered path, once (then forgotten), or `fallback`. */
export function takeReturnTo(fallback: string): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
  // A path of this app only: never another origin ('//host/...').
  return path && /^\/(?![/\\])/.test(path) ? path : fallback;
}
