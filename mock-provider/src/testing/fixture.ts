/**
 * The route tests' set-up as Vitest fixtures: an app built as the server builds it, its default
 * world with the clock frozen, a player, and provider calls checked against the protocol's
 * response schemas. Each is made only when a test (or a fixture it uses) asks for it, except the
 * world: after every test, every balance must still equal the sum of its ledger rows.
 *
 *   const test = routeTest.override('player', ({ world }) => addPlayer(world, { wallet: 750 }));
 *   test('...', async ({ world, asPlayer }) => { ... });
 */
import { ENDPOINTS, type EndpointPath } from '@panna/shared';
import { Value } from 'typebox/value';
import { expect, test } from 'vitest';
import type { AppOptions } from '../app';
import { addPlayer, call, ledgerMismatches, testApp, type TestPlayer } from './support';

/** A provider answer: `status` and `msg`, and the fields of `T`. */
export type Answer<T = Record<string, unknown>> = T & { status: boolean | string; msg: string };

type Body = Record<string, unknown>;

export const routeTest = test
  /** The options `app` is built with (override for a profile or a file-backed world). */
  .extend('appOptions', {} as AppOptions)
  .extend('app', async ({ appOptions }, { onCleanup }) => {
    const app = await testApp(appOptions);
    onCleanup(() => app.close());
    return app;
  })
  // Auto: every test gets its world frozen and its ledger checked, whether it names it or not.
  .extend('world', { auto: true }, ({ app }, { onCleanup }) => {
    const world = app.worlds.get();
    // Frozen, so cut-off instants and stored times are exact.
    world.clock.freeze(true);
    onCleanup(() => {
      expect(ledgerMismatches(world), 'balances equal their ledgers').toEqual([]);
    });
    return world;
  })
  /** Runs the rest of the test in the strict profile (the rules only it applies). */
  .extend('strictly', ({ world }) => () => {
    world.settings.update({ profile: 'strict' });
  })
  /** A player who may bet, with 5,000 points (override for another wallet). */
  .extend('player', ({ world }): TestPlayer => addPlayer(world, { wallet: 5000, name: 'Asha' }))
  /** The player's balance (or `who`'s), as the ledger holds it. */
  .extend(
    'balance',
    ({ world, player }) =>
      (who: TestPlayer = player) =>
        world.ledger.balance(who.id),
  )
  /** A provider call whose answer must match the endpoint's response schema. */
  .extend('provider', ({ app }) => {
    return async <T = Record<string, unknown>>(
      path: EndpointPath,
      body: Body = {},
      prefix = '',
    ): Promise<Answer<T>> => {
      const answer = await call<T>(app, path, body, prefix);
      expect(Value.Check(ENDPOINTS[path].response, answer), JSON.stringify(answer)).toBe(true);
      return answer;
    };
  })
  /** The same, as the player (or `who`): their token rides in `unique_token`. */
  .extend('asPlayer', ({ provider, player }) => {
    return <T = Record<string, unknown>>(
      path: EndpointPath,
      body: Body = {},
      who: TestPlayer = player,
    ): Promise<Answer<T>> => provider<T>(path, { unique_token: who.token, ...body });
  });
