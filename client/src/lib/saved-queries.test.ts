import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from './query-keys';
import {
  SAVED_QUERIES_KEY,
  forgetWhenSignedOut,
  keepQueries,
  restoreQueries,
  saveQueries,
  savedScreens,
} from './saved-queries';
import { resetSocialData, restoreSocialData, socialDataNow } from './api/social-data';
import { clearSession, saveCredentials } from './storage';

const PLAYER = { username: 'Demo Player', token: 'tok-secret-123', mobile: '9876543210' };
const DASHBOARD = { status: true, wallet_amt: '1500', result: [{ game_name: 'KALYAN' }] };

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const stored = () => localStorage.getItem(SAVED_QUERIES_KEY);

/** A query shown on screen: an observer holds it, as a mounted useQuery does (it fetches nothing). */
function onScreen(client: QueryClient, queryKey: readonly unknown[]) {
  const observer = new QueryObserver(client, { queryKey, enabled: false });
  return observer.subscribe(() => {});
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('saved queries', () => {
  it('keeps the data under keys without the token, and restores it for the same player', () => {
    saveCredentials(PLAYER);
    const client = newClient();
    client.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD, { updatedAt: 1234 });
    saveQueries(client, '/imp');
    expect(stored()).not.toContain(PLAYER.token);

    // A new session of the same player (a new token) finds the data under its own keys.
    saveCredentials({ ...PLAYER, token: 'tok-new-456' });
    const restored = newClient();
    restoreQueries(restored);
    const state = restored.getQueryState(queryKeys.dashboard('tok-new-456'));
    expect(state?.data).toEqual(DASHBOARD);
    expect(state?.dataUpdatedAt).toBe(1234);
  });

  it('keeps what an earlier page load saved, under keys this cache does not hold', () => {
    saveCredentials(PLAYER);
    const first = newClient();
    const bids = ['provider', 'api-bid-history-data', PLAYER.token, '2026-11-26', '2026-11-26'];
    first.setQueryData(bids, [{ digits: '5' }], { updatedAt: 1000 });
    stops.push(onScreen(first, bids));
    saveQueries(first, '/imp4');

    // A new page load (the passbook opened by its address): its cache starts empty.
    const second = newClient();
    second.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD, { updatedAt: 2000 });
    saveQueries(second, '/transaction');

    const offline = newClient();
    restoreQueries(offline);
    expect(offline.getQueryData(bids)).toEqual([{ digits: '5' }]);
    expect(offline.getQueryData(queryKeys.dashboard(PLAYER.token))).toEqual(DASHBOARD);
    expect(savedScreens()).toEqual(new Set(['/imp4']));
  });

  it('never keeps data that carries the token', () => {
    saveCredentials(PLAYER);
    const client = newClient();
    client.setQueryData(['provider', 'api-profile', PLAYER.token], { echo: PLAYER.token });
    client.setQueryData(queryKeys.rates('api-starline-game-rates'), { rates: [] });
    saveQueries(client, '/imp');
    expect(stored()).not.toContain(PLAYER.token);
    expect(stored()).toContain('api-starline-game-rates');
  });

  it('does not overwrite data the cache already holds', () => {
    saveCredentials(PLAYER);
    const saving = newClient();
    saving.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD);
    saveQueries(saving, '/imp');
    const fresh = { ...DASHBOARD, wallet_amt: '99' };
    const client = newClient();
    client.setQueryData(queryKeys.dashboard(PLAYER.token), fresh);
    restoreQueries(client);
    expect(client.getQueryData(queryKeys.dashboard(PLAYER.token))).toEqual(fresh);
  });

  it("drops another player's data instead of restoring it", () => {
    saveCredentials(PLAYER);
    const saving = newClient();
    saving.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD);
    saveQueries(saving, '/imp');
    saveCredentials({ username: 'Other', token: 'tok-other', mobile: '9000000000' });
    const client = newClient();
    restoreQueries(client);
    expect(client.getQueryData(queryKeys.dashboard('tok-other'))).toBeUndefined();
    expect(stored()).toBeNull();
    expect(savedScreens().size).toBe(0);
  });

  it('remembers a screen only when every query on it has data', () => {
    saveCredentials(PLAYER);
    const client = newClient();
    client.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD);
    stops.push(onScreen(client, queryKeys.dashboard(PLAYER.token)));
    saveQueries(client, '/imp');
    stops.push(onScreen(client, queryKeys.walletBalance(PLAYER.token)));
    saveQueries(client, '/wallet');
    expect([...savedScreens()]).toEqual(['/imp']);
  });

  it('saves a second after a successful answer, and forgets everything at logout', async () => {
    vi.useFakeTimers();
    saveCredentials(PLAYER);
    const client = newClient();
    stops.push(keepQueries(client));
    stops.push(onScreen(client, queryKeys.rates('api-starline-game-rates')));
    await client.query({
      queryKey: queryKeys.rates('api-starline-game-rates'),
      queryFn: () => ({ r: 1 }),
    });
    expect(stored()).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(savedScreens().has(window.location.pathname)).toBe(true);

    clearSession();
    forgetWhenSignedOut();
    expect(stored()).toBeNull();
  });

  it('saves the answers that came before it started, without waiting for another', async () => {
    vi.useFakeTimers();
    saveCredentials(PLAYER);
    const client = newClient();
    stops.push(onScreen(client, queryKeys.rates('api-starline-game-rates')));
    await client.query({
      queryKey: queryKeys.rates('api-starline-game-rates'),
      queryFn: () => ({ r: 1 }),
    });
    // One failed answer beside it does not hold the save back.
    await client
      .query({ queryKey: ['provider', 'failing'], queryFn: () => Promise.reject(new Error('x')) })
      .catch(() => undefined);
    stops.push(keepQueries(client));
    await vi.advanceTimersByTimeAsync(1000);
    expect(savedScreens().has(window.location.pathname)).toBe(true);
  });

  it('ignores a saved copy it cannot read, and keeps nothing without a session', () => {
    saveCredentials(PLAYER);
    for (const text of ['not json', '42', `{"mobile":"${PLAYER.mobile}","screens":["/imp"]}`]) {
      localStorage.setItem(SAVED_QUERIES_KEY, text);
      expect(savedScreens().size, text).toBe(0);
      const client = newClient();
      expect(() => restoreQueries(client), text).not.toThrow();
    }
    localStorage.setItem(SAVED_QUERIES_KEY, `{"mobile":"${PLAYER.mobile}","queries":[]}`);
    expect(savedScreens().size).toBe(0);
    const replacing = newClient();
    replacing.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD);
    stops.push(onScreen(replacing, queryKeys.dashboard(PLAYER.token)));
    saveQueries(replacing, '/imp');
    expect(stored()).toContain('api-get-dashboard-data');

    const client = newClient();
    client.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD);
    saveQueries(client, '/imp');
    clearSession();
    saveQueries(client, '/imp');
    expect(stored()).toBeNull();
  });

  it('leaves out a query still loading, and keeps the rest', () => {
    saveCredentials(PLAYER);
    const client = newClient();
    client.getQueryCache().build(client, { queryKey: queryKeys.walletBalance(PLAYER.token) });
    client.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD);
    saveQueries(client, '/imp');
    expect(JSON.parse(stored()!).queries).toEqual([
      {
        key: ['provider', 'api-get-dashboard-data', '{token}'],
        data: DASHBOARD,
        updatedAt: expect.any(Number),
      },
    ]);
  });

  it('keeps one answer per query, the newest, and the 60 newest queries', () => {
    saveCredentials(PLAYER);
    const earlier = newClient();
    earlier.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD, { updatedAt: 1000 });
    saveQueries(earlier, '/imp');
    const later = newClient();
    const newer = { ...DASHBOARD, wallet_amt: '2500' };
    later.setQueryData(queryKeys.dashboard(PLAYER.token), newer, { updatedAt: 2000 });
    for (let day = 1; day <= 70; day += 1)
      later.setQueryData(['provider', 'api-bid-history-data', PLAYER.token, day], [day], {
        updatedAt: 100 + day,
      });
    saveQueries(later, '/imp');
    const saved = JSON.parse(stored()!).queries as { key: unknown[]; updatedAt: number }[];
    expect(saved).toHaveLength(60);
    expect(saved.map((q) => q.updatedAt)).toEqual([
      2000,
      ...Array.from({ length: 59 }, (_, i) => 170 - i),
    ]);

    const offline = newClient();
    restoreQueries(offline);
    expect(offline.getQueryData(queryKeys.dashboard(PLAYER.token))).toEqual(newer);
    expect(
      offline.getQueryData(['provider', 'api-bid-history-data', PLAYER.token, 11]),
    ).toBeUndefined();
    expect(offline.getQueryData(['provider', 'api-bid-history-data', PLAYER.token, 12])).toEqual([
      12,
    ]);
  });

  it('remembers screens most recent first, each once, 30 at most', () => {
    saveCredentials(PLAYER);
    const client = newClient();
    client.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD);
    stops.push(onScreen(client, queryKeys.dashboard(PLAYER.token)));
    for (const path of ['/a', '/b', '/a']) saveQueries(client, path);
    expect([...savedScreens()]).toEqual(['/a', '/b']);
    for (let i = 0; i < 40; i += 1) saveQueries(client, `/s${i}`);
    const screens = [...savedScreens()];
    expect(screens).toHaveLength(30);
    expect(screens[0]).toBe('/s39');
    // Going back and forth between two screens crowds out no other.
    saveQueries(client, '/kept');
    for (let i = 0; i < 40; i += 1) saveQueries(client, i % 2 ? '/x' : '/y');
    expect(savedScreens().has('/kept')).toBe(true);
  });

  it('keeps the support numbers last seen for the same player, and restores them', () => {
    resetSocialData();
    saveCredentials(PLAYER);
    const numbers = { status: true, mobile_no: '9111111111', mobile_1: '9222222222' };
    restoreSocialData(numbers as never);
    saveQueries(newClient(), '/imp');
    // A new page load that has not read them yet keeps what was saved.
    resetSocialData();
    saveQueries(newClient(), '/imp');
    expect(JSON.parse(stored()!).social).toEqual(numbers);
    restoreQueries(newClient());
    expect(socialDataNow()).toEqual(numbers);

    // Another player's save keeps none of them.
    resetSocialData();
    saveCredentials({ ...PLAYER, mobile: '9000000000' });
    saveQueries(newClient(), '/imp');
    expect(JSON.parse(stored()!)).not.toHaveProperty('social');
    resetSocialData();
  });

  it('saves on a successful answer only, at once when the page is hidden, and not after it stops', async () => {
    vi.useFakeTimers();
    saveCredentials(PLAYER);
    const client = newClient();
    client.getQueryCache().build(client, { queryKey: ['provider', 'loading'] });
    const stop = keepQueries(client);
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored()).toBeNull(); // nothing answered yet: nothing written
    await client
      .query({ queryKey: ['provider', 'failing'], queryFn: () => Promise.reject(new Error('x')) })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored()).toBeNull();

    client.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored()).toContain('api-get-dashboard-data');

    localStorage.removeItem(SAVED_QUERIES_KEY);
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored()).toBeNull();

    stop();
    hidden.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await client.query({ queryKey: queryKeys.rates('api-game-rates'), queryFn: () => ({ r: 1 }) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored()).toBeNull();
  });

  it('keeps the saved data while a player is signed in', () => {
    saveCredentials(PLAYER);
    const client = newClient();
    client.setQueryData(queryKeys.dashboard(PLAYER.token), DASHBOARD);
    saveQueries(client, '/imp');
    forgetWhenSignedOut();
    expect(stored()).not.toBeNull();
  });
});
