import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { renderApp } from './render-app';

type Rendered = ReturnType<typeof renderApp>;

/** Waits until the app's router is at `pathname`. */
export async function expectPath(view: Rendered, pathname: string): Promise<void> {
  await waitFor(() => expect(view.router.state.location.pathname).toBe(pathname));
}

/** Counts provider calls to `path` made through fetch from now on. */
export function countCalls(spy: { mock: { calls: unknown[][] } }, path: string): number {
  return spy.mock.calls.filter(([url]) => String(url).endsWith(`/${path}`)).length;
}

/** userEvent that also drives fake timers when a test uses them. */
export function typist() {
  return userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
}
