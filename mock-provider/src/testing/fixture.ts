/**
 * The simulator tests' set-up as Vitest fixtures: apps built as the server builds them, the
 * default world with its clock frozen, a player, and provider calls checked against the protocol's
 * response schemas. Each is made only when a test (or a fixture it uses) asks for it, except a
 * route test's world; after every test, every balance must still equal the sum of its ledger rows.
 *
 *   const test = routeTest.extend('player', ({ world }) => addPlayer(world, { wallet: 750 }));
 *   test('...', async ({ world, asPlayer }) => { ... });
 */
import { ENDPOINTS, type EndpointPath } from '@panna/shared';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { expect, test } from 'vitest';
import type { AppOptions } from '../app';
import type { World } from '../worlds/world';
import {
  addPlayer,
  call,
  ledgerMismatches,
  testApp,
  type TestApp,
  type TestPlayer,
} from './support';
import { ledgerOf } from '../domain/ledger';
import { settingsOf } from '../domain/settings';

/** A provider answer: `status` and `msg`, and the fields of `T`. */
export type Answer<T = Record<string, unknown>> = T & { status: boolean | string; msg: string };

type Body = Record<string, unknown>;

/**
 * Apps a test builds as it needs them (several, or with options of their own): each on an
 * in-memory database (or the `dbPath` given) at MONDAY_10AM with its default world's clock frozen;
 * after the test, every balance must equal the sum of its ledger rows, and the app is closed.
 */
export const appTest = test
  /** Options every app of the test is built with (override for a profile). */
  .extend('appOptions', {} as AppOptions)
  /** A scratch folder for file-backed apps: made on first call, removed after the test. */
  // eslint-disable-next-line no-empty-pattern -- Vitest reads dependencies here; there are none.
  .extend('folder', ({}, { onCleanup }) => {
    let made: string | undefined;
    onCleanup(() => {
      if (made) rmSync(made, { recursive: true, force: true });
    });
    return (): string => (made ??= mkdtempSync(join(tmpdir(), 'panna-test-')));
  })
  // After `folder`, so that the apps close before their files are removed.
  .extend('newApp', ({ appOptions, folder: _outlivesTheApps }, { onCleanup }) => {
    const worlds: World[] = [];
    const apps: TestApp[] = [];
    onCleanup(async () => {
      // Read every ledger before anything closes (a test may have closed an app itself: its
      // world is no longer open); close every app whatever they say.
      const mismatches = worlds.filter((world) => world.isOpen).map(ledgerMismatches);
      await Promise.all(apps.map((app) => app.close()));
      for (const found of mismatches) expect(found, 'balances equal their ledgers').toEqual([]);
    });
    return async (options: AppOptions = {}): Promise<TestApp> => {
      const app = await testApp({ ...appOptions, ...options });
      apps.push(app);
      const world = app.worlds.get();
      // Frozen, so cut-off instants and stored times are exact.
      world.clock.freeze(true);
      worlds.push(world);
      return app;
    };
  });

/** A route test's app, its world (made for every test), a player and provider calls. */
export const routeTest = appTest
  .extend('app', ({ newApp }) => newApp())
  // Auto: every test has its world, frozen and checked, whether it names it or not.
  .extend('world', { auto: true }, ({ app }) => app.worlds.get())
  /** Runs the rest of the test in the strict profile (the rules only it applies). */
  .extend('strictly', ({ world }) => () => {
    settingsOf(world).update({ profile: 'strict' });
  })
  /** A player who may bet, with 5,000 points (override for another wallet). */
  .extend('player', ({ world }): TestPlayer => addPlayer(world, { wallet: 5000, name: 'Asha' }))
  /** The player's balance (or `who`'s), as the ledger holds it. */
  .extend(
    'balance',
    ({ world, player }) =>
      (who: TestPlayer = player) =>
        ledgerOf(world).balance(who.id),
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
  /** A control-plane call (`/__sim{url}`; a sandbox's after `prefix`): its HTTP status and JSON. */
  .extend('control', ({ app }) => {
    return async (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
      prefix = '',
    ) => {
      const response = await app.inject({
        method,
        url: `${prefix}/__sim${url}`,
        ...(payload && { payload }),
      });
      return { code: response.statusCode, body: response.json() };
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
