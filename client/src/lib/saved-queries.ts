/**
 * The player's last provider data, kept in localStorage so that a reload without a network shows
 * the screens they had open, marked as offline (app/pwa/). Only successful provider queries are
 * kept, for the signed-in player only, and never their token: keys carry a placeholder where the
 * token was, and a query whose data contains the token is not kept at all. Logout drops them all.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { restoreSocialData, socialDataNow } from './api/social-data';
import { completeCredentials, type Credentials } from './storage';

export const SAVED_QUERIES_KEY = 'panna:saved-queries';
const TOKEN_PLACEHOLDER = '{token}';
/** The screens remembered (most recent first) and a bound on what is kept. */
const MAX_SCREENS = 30;
const MAX_QUERIES = 60;
const SAVE_DELAY_MS = 1000;

interface SavedQuery {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

interface Snapshot {
  /** Whose data it is: restored for this player only. */
  mobile: string;
  /** Paths of the screens whose every query had data when it was saved. */
  screens: string[];
  queries: SavedQuery[];
  /** The support numbers last seen (api-get-social-data, kept outside the query cache). */
  social?: ReturnType<typeof socialDataNow>;
}

const swapToken = (key: QueryKey, from: string, to: string): QueryKey =>
  key.map((part) => (part === from ? to : part));

function readSnapshot(): Snapshot | null {
  let value: Snapshot | null = null;
  try {
    value = JSON.parse(localStorage.getItem(SAVED_QUERIES_KEY) ?? 'null') as Snapshot | null;
  } catch {
    // Not JSON, or no storage: no copy.
  }
  return value && Array.isArray(value.screens) && Array.isArray(value.queries) ? value : null;
}

function forget(): void {
  try {
    localStorage.removeItem(SAVED_QUERIES_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** What the cache holds now, for `player`, with the screen at `pathname` if all its data is there. */
export function snapshotOf(client: QueryClient, player: Credentials, pathname: string): Snapshot {
  const queries = client.getQueryCache().getAll();
  const onScreen = queries.filter((query) => query.getObserversCount() > 0);
  const complete = onScreen.length > 0 && onScreen.every((query) => query.state.data !== undefined);
  const previous = readSnapshot();
  const screens = previous?.mobile === player.mobile ? previous.screens : [];
  const kept: SavedQuery[] = [];
  // Every query of the app is a provider call (query-keys.ts).
  for (const query of queries) {
    if (query.state.data === undefined) continue;
    const json = JSON.stringify(query.state.data);
    if (json.includes(player.token)) continue;
    kept.push({
      key: swapToken(query.queryKey, player.token, TOKEN_PLACEHOLDER),
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    });
  }
  // What earlier page loads saved stays (the cache starts empty on each load): the data of every
  // screen remembered, unless the cache now holds newer answers under the same keys.
  const inCache = new Set(kept.map((query) => JSON.stringify(query.key)));
  if (previous?.mobile === player.mobile)
    kept.push(...previous.queries.filter((query) => !inCache.has(JSON.stringify(query.key))));
  kept.sort((a, b) => b.updatedAt - a.updatedAt);
  const social =
    socialDataNow() ?? (previous?.mobile === player.mobile ? previous.social : undefined);
  return {
    mobile: player.mobile,
    social, // left out of the JSON when none is known
    screens: complete
      ? [pathname, ...screens.filter((screen) => screen !== pathname)].slice(0, MAX_SCREENS)
      : screens,
    queries: kept.slice(0, MAX_QUERIES),
  };
}

/** Saves the signed-in player's data now; a full storage keeps the last snapshot. */
export function saveQueries(client: QueryClient, pathname = window.location.pathname): void {
  const player = completeCredentials();
  if (!player) return forget();
  try {
    localStorage.setItem(SAVED_QUERIES_KEY, JSON.stringify(snapshotOf(client, player, pathname)));
  } catch {
    // Quota exceeded or storage unavailable: the previous snapshot stays.
  }
}

/**
 * Puts the signed-in player's saved data into the cache where it holds none. Another player's
 * data (or any without a session) is dropped instead.
 */
export function restoreQueries(client: QueryClient): void {
  const player = completeCredentials();
  const snapshot = readSnapshot();
  if (!player || snapshot?.mobile !== player.mobile) return forget();
  // Stryker disable next-line ConditionalExpression: restoring none changes nothing.
  if (snapshot.social) restoreSocialData(snapshot.social);
  for (const { key, data, updatedAt } of snapshot.queries) {
    const queryKey = swapToken(key, TOKEN_PLACEHOLDER, player.token);
    if (client.getQueryData(queryKey) === undefined)
      client.setQueryData(queryKey, data, { updatedAt });
  }
}

/** The screens the saved data completes (for the signed-in player; none otherwise). */
export function savedScreens(): ReadonlySet<string> {
  const player = completeCredentials();
  const snapshot = readSnapshot();
  return new Set(player && snapshot?.mobile === player.mobile ? snapshot.screens : []);
}

/**
 * Saves shortly after each successful provider answer (polling answers every 5 s: one write per
 * answer at most) and when the page is hidden. Answers that came before it started (it is loaded
 * after the page, and a screen's data is often there first) are saved the same way, so the screen
 * is kept without waiting for the next poll. Returns a stop function.
 */
export function keepQueries(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    saveQueries(client);
  };
  const saveSoon = () => {
    timer ??= setTimeout(saveNow, SAVE_DELAY_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') saveSoon();
  });
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'success')
  )
    saveSoon();
  const onHide = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
  };
}

/** Logout (or a session that went away in another tab): the saved data goes with it. */
export function forgetWhenSignedOut(): void {
  if (!completeCredentials()) forget();
}
