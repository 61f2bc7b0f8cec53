import {
  ControlCallError,
  createControlClient,
  type ControlAnswer,
  type ControlClient,
  type ControlInput,
  type ControlVerb,
} from '@panna/mock-provider/control-client';
import {
  QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ConsoleLocation } from './location';
import { readToken, saveToken } from './token';

/** How often live views follow the simulator: the "at most every second". */
export const LIVE_INTERVAL_MS = 1000;

/**
 * Every query polls at most once a second; TanStack Query skips an interval's fetch while the tab
 * is hidden (refetchIntervalInBackground false: its focusManager reads document.visibilityState).
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchIntervalInBackground: false, staleTime: 500 },
      mutations: { retry: false },
    },
  });
}

interface Control {
  client: ControlClient;
  location: ConsoleLocation;
  token: string | undefined;
  setToken: (token: string) => void;
}

const ControlContext = createContext<Control | undefined>(undefined);

export function useControl(): Control {
  const control = useContext(ControlContext);
  if (!control) throw new Error('useControl outside ControlProvider');
  return control;
}

/** The typed control client of the world the console's path names, with the session's token. */
export function ControlProvider({
  location,
  children,
}: {
  location: ConsoleLocation;
  children: ReactNode;
}) {
  const [token, setTokenState] = useState(readToken);
  const queries = useQueryClient();
  const value = useMemo<Control>(
    () => ({
      client: createControlClient({ baseUrl: location.prefix, token }),
      location,
      token,
      setToken: (next) => {
        saveToken(next);
        setTokenState(next || undefined);
        void queries.invalidateQueries();
      },
    }),
    [location, token, queries],
  );
  return <ControlContext.Provider value={value}>{children}</ControlContext.Provider>;
}

type Call = <V extends ControlVerb>(verb: V, input?: object) => Promise<ControlAnswer<V>>;
const caller = (client: ControlClient) => client.call as unknown as Call;

/** The one place query keys are made: the verb and its input, under the world's prefix. */
export const controlKey = (prefix: string, verb: ControlVerb, input?: object): QueryKey => [
  'control',
  prefix,
  verb,
  input ?? {},
];

/** Reads a verb's answer; `live` polls it every second while the tab is visible. */
export function useControlQuery<V extends ControlVerb>(
  verb: V,
  input?: ControlInput<V>,
  options: { live?: boolean; enabled?: boolean } = {},
): UseQueryResult<ControlAnswer<V>> {
  const { client, location } = useControl();
  // The client is the world's (named by the prefix); a new token refetches every query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return useQuery({
    queryKey: controlKey(location.prefix, verb, input as object | undefined),
    queryFn: () => caller(client)(verb, input as object | undefined),
    refetchInterval: options.live ? LIVE_INTERVAL_MS : false,
    enabled: options.enabled ?? true,
  });
}

/**
 * Performs a verb; on success every control query of the console is read again (any action can
 * move balances, results and the clock at once).
 */
export function useControlAction<V extends ControlVerb>(
  verb: V,
): UseMutationResult<ControlAnswer<V>, Error, ControlInput<V>> {
  const { client } = useControl();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: ControlInput<V>) => caller(client)(verb, input as object),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['control'] }),
  });
}

/** The message to show for a failed call: the simulator's own msg. */
export const failureText = (error: unknown): string =>
  error instanceof ControlCallError ? error.msg : String((error as Error)?.message ?? error);

/** True when the call was refused for a missing or wrong CONTROL_TOKEN. */
export const needsToken = (error: unknown): boolean =>
  error instanceof ControlCallError && error.status === 401;

/** Calls a verb that changes nothing (a preview): no refresh, nothing recorded. */
export function useControlRead<V extends ControlVerb>(
  verb: V,
): UseMutationResult<ControlAnswer<V>, Error, ControlInput<V>> {
  const { client } = useControl();
  return useMutation({
    mutationFn: (input: ControlInput<V>) => caller(client)(verb, input as object),
  });
}
