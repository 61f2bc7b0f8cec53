import type { ReactNode } from 'react';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-state';

interface MarketListProps<T> {
  items: readonly T[] | undefined;
  /** Nothing cached and the last fetch failed. */
  failed: boolean;
  label: string;
  render: (item: T) => ReactNode;
}

/** A polled list with its states; later polling failures keep the last data on screen. */
export function MarketList<T>({ items, failed, label, render }: MarketListProps<T>) {
  if (items === undefined) return failed ? <ListError /> : <ListLoading />;
  if (items.length === 0) return <ListEmpty />;
  return (
    <ul className="market-list" aria-label={label}>
      {items.map(render)}
    </ul>
  );
}
