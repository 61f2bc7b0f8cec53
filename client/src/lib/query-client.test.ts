/** How the app's reads behave: one retry, 2 s fresh, read again when the player comes back. */
import {
  QueryClientProvider,
  focusManager,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, prefetchQueries } from './query-client';
import { clearSession, saveCredentials } from './storage';

function readWith(client: QueryClient, queryFn: () => Promise<string>) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useQuery({ queryKey: ['read'], queryFn }), { wrapper });
}

describe("the app's reads", () => {
  afterEach(() => focusManager.setFocused(undefined));

  it('a failed read is tried once more, then the screen learns it failed', async () => {
    const queryFn = vi.fn(() => Promise.reject(new Error('offline')));
    const { result } = readWith(createQueryClient(), queryFn);
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 3000 });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('an answer under 2 s old serves the next screen; an older one is read again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('balance'));
    const first = readWith(client, queryFn);
    await waitFor(() => expect(first.result.current.data).toBe('balance'));
    readWith(client, queryFn);
    expect(queryFn).toHaveBeenCalledOnce();
    vi.setSystemTime(Date.now() + 2500);
    readWith(client, queryFn);
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });

  it('coming back to the app reads a stale answer again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryFn = vi.fn(() => Promise.resolve('balance'));
    const { result } = readWith(createQueryClient(), queryFn);
    await waitFor(() => expect(result.current.data).toBe('balance'));
    act(() => focusManager.setFocused(false));
    vi.setSystemTime(Date.now() + 2500);
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });
});

describe('prefetchQueries', () => {
  it('starts nothing for a visitor, and each prefetch with the token for a player', () => {
    const prefetch = vi.fn();
    clearSession();
    prefetchQueries(prefetch, undefined);
    expect(prefetch).not.toHaveBeenCalled();
    saveCredentials({ username: 'Asha', token: 'T'.repeat(30), mobile: '9876543210' });
    const other = vi.fn();
    prefetchQueries(prefetch, undefined, other);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'T'.repeat(30));
    expect(other).toHaveBeenCalledExactlyOnceWith(prefetch.mock.calls[0]![0], 'T'.repeat(30));
  });
});
