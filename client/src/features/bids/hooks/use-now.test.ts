import { act, renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { CLOCK_TICK_MS, useNow } from './use-now';

it('reads the clock again every 30 s while a bid screen is up, and stops when it goes', () => {
  vi.useFakeTimers({ now: new Date('2024-07-01T04:30:00Z') });
  const { result, unmount } = renderHook(() => useNow());
  const first = result.current;
  act(() => {
    vi.advanceTimersByTime(CLOCK_TICK_MS - 1);
  });
  expect(result.current).toBe(first);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current).toBe(first + CLOCK_TICK_MS);
  act(() => {
    vi.advanceTimersByTime(CLOCK_TICK_MS);
  });
  expect(result.current).toBe(first + 2 * CLOCK_TICK_MS);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
