/** A read nobody waits for any more (its screen left) is cancelled, not left running. */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { dashboardQuery } from './dashboard';
import { ratesQuery } from './game-rates';
import { headlineQuery } from './headline';
import { galiGamesQuery, starlineGamesQuery } from './market-lists';
import { walletBalanceQuery } from './wallet-balance';

const TOKEN = 'T'.repeat(30);

afterEach(() => vi.restoreAllMocks());

it.for([
  ['the rates', ratesQuery('api-game-rates')],
  ['a headline', headlineQuery(1)],
  ['the dashboard', dashboardQuery(TOKEN)],
  ['the wallet', walletBalanceQuery(TOKEN)],
  ['the Starline list', starlineGamesQuery(TOKEN)],
  ['the Gali list', galiGamesQuery(TOKEN)],
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
