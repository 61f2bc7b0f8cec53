import { defineProject } from 'vitest/config';

/**
 * The reliability suite. `npm test` runs its fast part; `npm run test:reliability` sets
 * RELIABILITY_FULL=1, which raises the counts and adds the crash test and `npm audit`.
 */
export default defineProject({
  test: {
    name: 'reliability',
    include: ['**/*.test.ts'],
    environment: 'node',
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
