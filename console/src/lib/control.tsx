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
  type QueryObserverLoadingErrorResult,
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
  const value = useMemo<Control>(
    () => ({
      client: createControlClient({ baseUrl: location.prefix, token }),
      location,
      token,
      // Queries are keyed by the token (controlKey): a new one reads everything again.
      setToken: (next) => {
        saveToken(next);
        setTokenState(next || undefined);
      },
    }),
    [location, token],
  );
  return <ControlContext.Provider value={value}>{children}</ControlContext.Provider>;
}

type Call = <V extends ControlVerb>(verb: V, input?: object) => Promise<ControlAnswer<V>>;
const caller = (client: ControlClient) => client.call as unknown as Call;

/**
 * The one place query keys are made: the verb and its input, under the world's prefix and the
 * token the call carries (the client is made from both, so a new token is a new query).
 */
export const controlKey = (
  { prefix, token }: { prefix: string; token: string | undefined },
  verb: ControlVerb,
  input?: object,
): QueryKey => ['control', prefix, token ?? '', verb, input ?? {}];

/**
 * Reads a verb's answer; `live` polls it every second while the tab is visible, unless the token
 * was refused: asking again with the same one cannot change that (the gate asks for another).
 */
export function useControlQuery<V extends ControlVerb>(
  verb: V,
  input?: ControlInput<V>,
  options: { live?: boolean; enabled?: boolean } = {},
): UseQueryResult<ControlAnswer<V>> {
  const { client, location, token } = useControl();
  const queryKey = controlKey(
    { prefix: location.prefix, token },
    verb,
    input as object | undefined,
  );
  // The client is made from the prefix and the token, both in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const result = useQuery({
    queryKey,
    queryFn: () => caller(client)(verb, input as object | undefined),
    refetchInterval: (query) =>
      options.live && !needsToken(query.state.error) ? LIVE_INTERVAL_MS : false,
    enabled: options.enabled ?? true,
  });
  return useErrorKept(result, JSON.stringify(queryKey));
}

/**
 * A query's result with its last error kept while the same query asks again. TanStack Query
 * clears the error of a query that never answered as it refetches, so a live view of one (a player
 * looked up by an unknown mobile) showed "Loading…" for a moment at every poll.
 */
function useErrorKept<T>(result: UseQueryResult<T>, key: string): UseQueryResult<T> {
  const [kept, setKept] = useState<{ key: string; error: Error }>();
  if (result.error && (kept?.key !== key || kept.error !== result.error))
    setKept({ key, error: result.error });
  const asking = result.error === null && result.data === undefined && result.isFetching;
  if (!asking || kept?.key !== key) return result;
  // Every field read, so every change renders again: a live view renders at each poll anyway.
  const failed: QueryObserverLoadingErrorResult<T> = {
    // eslint-disable-next-line @tanstack/query/no-rest-destructuring
    ...result,
    data: undefined,
    error: kept.error,
    status: 'error',
    isError: true,
    isLoadingError: true,
    isRefetchError: false,
    isPending: false,
    isLoading: false,
    isSuccess: false,
    isPlaceholderData: false,
  };
  return failed;
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
