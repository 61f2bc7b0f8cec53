import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, whenSettled } from './when-idle';

describe('work put off until the page is idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at the first idle moment of a loaded page', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(50);
    expect(task).toHaveBeenCalledOnce();
  });

  it('once settled, not within the seconds after the load, when a first tap often comes', () => {
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(2_490);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_100); // 2.5 s, then idle (2 s at most)
    expect(task).toHaveBeenCalledOnce();
  });

  it('never, once cancelled', () => {
    const task = vi.fn();
    const cancel = whenSettled(task);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
