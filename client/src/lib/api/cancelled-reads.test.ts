/** A read nobody waits for any more (its screen left) is cancelled, not left running. */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { ratesQuery } from './game-rates';
import { headlineQuery } from './headline';

afterEach(() => vi.restoreAllMocks());

it.for([
  ['the rates', ratesQuery('api-game-rates')],
  ['a headline', headlineQuery(1)],
] as const)('%s', async ([, query]) => {
  const signals: AbortSignal[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
    signals.push(init!.signal!);
    return new Promise(() => {});
  });
  const client = new QueryClient();
  void client.query(query as Parameters<QueryClient['query']>[0]).catch(() => undefined);
  await vi.waitFor(() => expect(signals).toHaveLength(1));
  await client.cancelQueries();
  expect(signals[0]!.aborted).toBe(true);
});
