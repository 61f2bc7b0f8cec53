/**
 * The client's unit-test files that vi.mock a module of the app: each runs with modules of its own
 * (the `client (mocks)` project), as its mock would leak into the next file of a worker that shares
 * them (a CI run, 2026-11-26). Read by client/vitest.config.ts and by lint, which refuses vi.mock
 * in any other unit-test file.
 */
export const MOCKING_FILES = [
  'src/app/preload-route.test.ts',
  'src/app/shell.test.tsx',
  'src/components/deferred-dialog.test.tsx',
  'src/features/bids/market-gate-race.test.tsx',
];
