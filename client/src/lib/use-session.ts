import { useMemo, useSyncExternalStore } from 'react';
import {
  CREDENTIALS_KEY,
  completeCredentials,
  subscribeSession,
  type Credentials,
} from './storage';

const snapshot = (): string | null => {
  try {
    return localStorage.getItem(CREDENTIALS_KEY);
  } catch /* Stryker disable next-line BlockStatement: no snapshot reads as signed out as well */ {
    return null;
  }
};

/** The signed-in player, or null when username or token is missing; re-renders on change. */
export function useSession(): Credentials | null {
  // The raw string is the snapshot: stable between reads, unlike a parsed object.
  const raw = useSyncExternalStore(subscribeSession, snapshot, () => null);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: with nothing saved, completeCredentials is null too; this spares the read.
  return useMemo(() => (raw === null ? null : completeCredentials()), [raw]);
}

/** The signed-in player's token, '' when signed out (queries that need one stay disabled). */
export const useToken = (): string => useSession()?.token ?? '';
