/**
 * The reads every screen shares, against the simulator: the signed-in player, the dashboard
 * (balance, betting switch), the wallet's limits and the Starline and Gali lists. One balance is
 * shown everywhere (issue 42), and nothing is asked of the provider while signed out.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSandbox } from '../../test/sandbox';
import { callProvider } from '../provider-client';
import { createQueryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { clearSession, saveCredentials } from '../storage';
import { useSession, useToken } from '../use-session';
import { useBettingEnabled, useDashboard, useWalletAmount } from './dashboard';
import { useGaliList, useStarlineList } from './market-lists';
import { invalidateWallet, useWalletBalance, walletPoints } from './wallet-balance';

afterEach(() => vi.restoreAllMocks());

function renderWith<T>(hook: () => T) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}

const providerCalls = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.length;

/** A sandbox of its own, its demo player signed in. */
async function signedIn() {
  const sandbox = await openSandbox();
  return { sandbox, session: await sandbox.signIn() };
}

/** Waits until every read of the rendered hook has its answer. */
const answered = (reads: () => { isSuccess: boolean }[]) =>
  waitFor(() => expect(reads().every((read) => read.isSuccess)).toBe(true));

/** The player's balance as the provider keeps it. */
const balanceOf = async (token: string) =>
  Number((await callProvider('api-user-wallet-balance', { unique_token: token })).wallet_amt);

describe('the signed-in player', () => {
  it('follows sign-in and sign-out, and reads incomplete credentials as signed out', () => {
    clearSession();
    const { result } = renderWith(() => ({ session: useSession(), token: useToken() }));
    expect(result.current).toEqual({ session: null, token: '' });
    act(() => saveCredentials({ username: 'Asha', token: 'T'.repeat(30), mobile: '9000000001' }));
    expect(result.current.session).toEqual({
      username: 'Asha',
      token: 'T'.repeat(30),
      mobile: '9000000001',
    });
    expect(result.current.token).toBe('T'.repeat(30));
    act(() => saveCredentials({ username: '', token: 'T'.repeat(30), mobile: '9000000001' }));
    expect(result.current).toEqual({ session: null, token: '' });
    act(() => clearSession());
    expect(result.current).toEqual({ session: null, token: '' });
  });
});

describe('signed out', () => {
  it('asks the provider nothing, shows a balance of 0.0 and betting off', async () => {
    clearSession();
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { result } = renderWith(() => ({
      wallet: useWalletAmount(),
      betting: useBettingEnabled(),
      limits: useWalletBalance().data,
      starline: useStarlineList().data,
      gali: useGaliList().data,
    }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current).toEqual({
      wallet: '0.0',
      betting: false,
      limits: undefined,
      starline: undefined,
      gali: undefined,
    });
    expect(providerCalls(fetch)).toBe(0);
  });
});

describe('signed in', () => {
  it("shows the dashboard's balance and betting switch, and the lists with their chart links", async () => {
    const { session } = await signedIn();
    const { result } = renderWith(() => ({
      wallet: useWalletAmount(),
      betting: useBettingEnabled(),
      starline: useStarlineList().data,
      gali: useGaliList().data,
    }));
    await waitFor(() => expect(result.current.gali).toBeDefined());
    await waitFor(() => expect(result.current.starline).toBeDefined());
    expect(walletPoints(result.current.wallet)).toBe(await balanceOf(session.token));
    expect(result.current.betting).toBe(true);
    expect(result.current.starline!.markets.length).toBeGreaterThan(0);
    expect(result.current.starline!.chartUrl).toMatch(/^https?:\/\//);
    expect(result.current.gali!.markets.length).toBeGreaterThan(0);
    expect(result.current.gali!.chartUrl).toMatch(/^https?:\/\//);
    expect(result.current.gali!.chartUrl).not.toBe(result.current.starline!.chartUrl);
  });

  it('reads betting as off when the player may not bet', async () => {
    const { sandbox, session } = await signedIn();
    await sandbox.sim('PATCH', `/players/${session.mobile}`, { betting_status: '0' });
    const { result } = renderWith(() => ({
      dashboard: useDashboard(),
      betting: useBettingEnabled(),
    }));
    await answered(() => [result.current.dashboard]);
    expect(result.current.betting).toBe(false);
  });

  it("puts the wallet call's newer balance into the dashboard, keeping the dashboard's age", async () => {
    const { sandbox, session } = await signedIn();
    const { result, client } = renderWith(() => ({
      wallet: useWalletAmount(),
      dashboard: useDashboard(),
      limits: useWalletBalance(),
    }));
    await answered(() => [result.current.dashboard, result.current.limits]);
    const key = queryKeys.dashboard(session.token);
    const age = client.getQueryState(key)!.dataUpdatedAt;
    await sandbox.sim('POST', `/players/${session.mobile}/credit`, { amount: 250 });
    const balance = await balanceOf(session.token);
    await act(() => client.refetchQueries({ queryKey: queryKeys.walletBalance(session.token) }));
    await waitFor(() => expect(walletPoints(result.current.wallet)).toBe(balance));
    expect(client.getQueryState(key)!.dataUpdatedAt).toBe(age);
  });

  it('reads the wallet on a screen that has not read the dashboard', async () => {
    await signedIn();
    const { result } = renderWith(() => useWalletBalance());
    await answered(() => [result.current]);
    expect(result.current.data?.min_withdrawal).toBeDefined();
  });

  it('marks the wallet and the dashboard stale after money moves, and only those', async () => {
    const { session } = await signedIn();
    const { result, client } = renderWith(() => ({
      dashboard: useDashboard(),
      limits: useWalletBalance(),
      starline: useStarlineList(),
    }));
    await answered(() => [
      result.current.dashboard,
      result.current.limits,
      result.current.starline,
    ]);
    const stale = () => ({
      dashboard: client.getQueryState(queryKeys.dashboard(session.token))!.isInvalidated,
      limits: client.getQueryState(queryKeys.walletBalance(session.token))!.isInvalidated,
      starline: client.getQueryState(queryKeys.marketList('api-starline-game', session.token))!
        .isInvalidated,
    });
    expect(stale()).toEqual({ dashboard: false, limits: false, starline: false });
    const refreshed = invalidateWallet(client);
    expect(stale()).toEqual({ dashboard: true, limits: true, starline: false });
    await act(() => refreshed);
  });
});

describe('walletPoints', () => {
  it('reads the balance text as points, and anything else as 0', () => {
    expect(walletPoints('10000')).toBe(10000);
    expect(walletPoints('125.5')).toBe(125.5);
    expect(walletPoints(undefined)).toBe(0);
    expect(walletPoints('NaN')).toBe(0);
    expect(walletPoints('Infinity')).toBe(0);
  });
});
