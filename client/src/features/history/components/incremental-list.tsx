import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts';

/** Rows rendered per step: enough to fill a phone screen several times over. */
export const PAGE_SIZE = 50;

interface IncrementalListProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
}

/**
 * Renders the first 50 rows, then 50 more whenever the end comes near (IntersectionObserver) or
 * Show more is pressed: a long history never mounts thousands of cards at once.
 */
export function IncrementalList<T>({ items, itemKey, renderItem, label }: IncrementalListProps<T>) {
  const t = useTexts();
  const [count, setCount] = useState(PAGE_SIZE);
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = count < items.length;
  const more = () => setCount((shown) => shown + PAGE_SIZE);

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, count]);

  return (
    <>
      <ul className="history-list" aria-label={label}>
        {items.slice(0, count).map((item, index) => (
          <li key={itemKey(item, index)}>{renderItem(item)}</li>
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinel} className="history-more">
          <button type="button" className="btn btn--outline btn--block" onClick={more}>
            {t('Show more')}
          </button>
        </div>
      ) : null}
    </>
  );
}
