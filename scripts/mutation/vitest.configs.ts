/**
 * The Vitest configurations Stryker runs its mutants under, one per area. Each is the package's
 * own unit-test project with two changes: every test file gets fresh modules (a mutant active at
 * import time must be loaded again), and a file that cannot load counts as a failed test
 * (load-failures.ts). The simulator's is loaded before any test (load-simulator-first.ts).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import { clientProject } from '../../client/vitest.config';

const packageDir = (name: string) => fileURLToPath(new URL(`../../${name}`, import.meta.url));
const REPORTERS = ['default', fileURLToPath(new URL('./load-failures.ts', import.meta.url))];

const nodePackage = (name: string, setupFiles: string[] = []): ViteUserConfig =>
  defineConfig({
    root: packageDir(name),
    test: { include: ['src/**/*.test.ts'], environment: 'node', reporters: REPORTERS, setupFiles },
  });

export const shared = nodePackage('shared');
export const simulator = nodePackage('mock-provider', [
  fileURLToPath(new URL('./load-simulator-first.ts', import.meta.url)),
]);
const clientConfig = mergeConfig(clientProject(false), {
  root: packageDir('client'),
  test: { isolate: true, reporters: REPORTERS },
});
// Every file isolated, so the files that mock a module join the others; the build's test is left
// out: it tests no rule of the mutated folders.
clientConfig.test!.include = ['src/**/*.test.{ts,tsx}'];
clientConfig.test!.exclude = [];
export const client = clientConfig;

/**
 * The client's modules every screen calls through (the provider client, the configuration, the
 * query client, the session and the dashboard's, lists' and wallet's reads): nearly every client
 * test covers each of their mutants, hours of a run on two
 * cores. They are run under the tests of `client/src/lib` alone, which can only detect fewer
 * mutants than the whole suite: their score is a lower bound.
 */
export const clientLib = mergeConfig(client, { test: {} });
clientLib.test!.include = ['src/lib/**/*.test.{ts,tsx}'];

/**
 * The simulator's modules every call meets (markets, schedule, users, settings, profiles, the
 * database's connection and caches, the journal's keeping): run under the tests that name what
 * they do, as the client's core is. Their score too is a lower bound.
 */
export const simulatorCore = mergeConfig(simulator, { test: {} });
simulatorCore.test!.include = [
  // markets and their schedule
  'src/routes/provider/{market-lists,game-status,bidding-cut-offs,bidding-sessions,dashboard}.test.ts',
  'src/routes/control/{markets,market-taking,clock}.test.ts',
  'src/domain/{schedule,control/market-week}.test.ts',
  // players, their profile's rules and the settings
  'src/routes/provider/{access,accounts-login,accounts-profile,strict-notes,rates}.test.ts',
  'src/routes/control/settings.test.ts',
  // the journal kept while a sandbox is closed, the database and its caches
  'src/worlds/worlds.test.ts',
  'src/domain/control/journal.test.ts',
  'src/routes/control/journal.test.ts',
  'src/db/*.test.ts',
];
