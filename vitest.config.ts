import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every package; each package's own vitest.config.ts names its environment.
// The reliability suite prints its counts (inputs tried, checks held) after the default report.
export default defineConfig({
  test: {
    projects: ['shared', 'mock-provider', 'client', 'console', 'reliability', 'scripts'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where every
    // file then waits for the one before, through its servers', sockets' and npm's waits. Each file
    // has its own worlds and ports, so one worker more than the cores keeps every core busy.
    maxWorkers: availableParallelism() + 1,
    // The shared, mock-provider and reliability projects set isolate: false: a worker loads the
    // simulator once for all its files rather than once per file (half their time went to
    // loading). Each test makes its own app and world; a top-level test.override, which would
    // leak, fails lint. The client stays isolated: its vi.mock of a screen leaked into the next
    // file of the worker (a CI run, 2026-11-26).
    reporters: ['default', './reliability/summary-reporter.ts'],
  },
});
