import { QueryClient } from '@tanstack/react-query';
import { sessionToken } from './storage';

/** The spec's polling interval for the dashboard, Starline and Gali lists. */
export const POLL_INTERVAL_MS = 5000;

/**
 * Options for a polled list: every 5 s, paused while the page is hidden (TanStack checks
 * document visibility when refetchIntervalInBackground is false), no retries between polls.
 */
export const pollingOptions = {
  refetchInterval: POLL_INTERVAL_MS,
  refetchIntervalInBackground: false,
  retry: false,
} as const;

/** Data fetched once per session (rates, support numbers). */
export const onceOptions = {
  staleTime: Infinity,
  gcTime: Infinity,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Failures stay silent: screens keep their last data and show a list state if they have none.
      queries: { retry: 1, staleTime: 2000, refetchOnWindowFocus: true },
      // No mutations: a submission is a money call (money-call.ts), sent once and never again.
    },
  });
}

let shared: QueryClient | undefined;

/** The app's one client, created on first use (the signed-in shell loads it, not /login). */
export function getQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

/**
 * Starts queries ahead of the render that needs them (start-up: app/router.tsx `preloadRoute`), on
 * the app's client for the signed-in player; nothing when signed out.
 */
export function prefetchQueries(
  ...prefetches: (((client: QueryClient, token: string) => void) | undefined)[]
): void {
  const token = sessionToken();
  if (token === '') return;
  for (const prefetch of prefetches) prefetch?.(getQueryClient(), token);
}
