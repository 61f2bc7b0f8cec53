import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListEmpty, ListLoading } from '../../../components/list-state';

export interface EmptyText {
  title: string;
  /** '' for none. */
  hint?: string;
}

interface HistoryListStateProps<T> {
  query: Pick<UseQueryResult<readonly T[]>, 'data' | 'isPending'>;
  empty: EmptyText;
  children: (rows: readonly T[]) => ReactNode;
}

/**
 * Loading, then the rows or the screen's empty state. A failed call keeps the rows last seen
 * (offline, the saved ones: lib/saved-queries.ts), and without any shows the empty state: history
 * failures are only logged (spec 1 section 8).
 */
export function HistoryListState<T>({ query, empty, children }: HistoryListStateProps<T>) {
  if (query.isPending) return <ListLoading />;
  const rows = query.data ?? [];
  if (rows.length === 0) return <ListEmpty title={empty.title} hint={empty.hint ?? ''} />;
  return <>{children(rows)}</>;
}
