import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { todayRange, type DateRange } from '../date-range';
import { DateRangeForm } from './date-range-form';
import { HistoryListState, type EmptyText } from './history-list-state';
import { IncrementalList } from './incremental-list';
import { ScreenFrame } from '../../../components/screen-frame';
import './history.css';

interface RangeHistoryProps<T> {
  title: string;
  embedded?: boolean | undefined;
  useRows: (range: DateRange) => UseQueryResult<T[]>;
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
  empty: EmptyText;
}

/** A bid or win history: today's range on open, From/To and Submit, then the cards. */
export function RangeHistory<T>({
  title,
  embedded,
  useRows,
  itemKey,
  renderItem,
  empty,
}: RangeHistoryProps<T>) {
  const [initial] = useState(() => todayRange());
  const [range, setRange] = useState(initial);
  const query = useRows(range);
  return (
    <ScreenFrame title={title} embedded={embedded}>
      <DateRangeForm initial={initial} onSubmit={setRange} />
      <HistoryListState query={query} empty={empty}>
        {(rows) => (
          <IncrementalList
            key={`${range.from}|${range.to}`}
            items={rows}
            itemKey={itemKey}
            renderItem={renderItem}
            label={title}
          />
        )}
      </HistoryListState>
    </ScreenFrame>
  );
}
