/** Watches the client's own requests: what it sent to a provider path, body by body. */
import { vi, type MockInstance } from 'vitest';

export type FetchSpy = MockInstance<typeof fetch>;

export const spyOnFetch = (): FetchSpy => vi.spyOn(globalThis, 'fetch');

/** The parsed bodies of every call made to `path`, oldest first. */
export function bodiesSentTo(spy: FetchSpy, path: string): Record<string, unknown>[] {
  return spy.mock.calls
    .filter(([url]) => String(url).endsWith(`/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}
