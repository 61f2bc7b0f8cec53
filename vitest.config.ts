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
    // The shared, mock-provider, client and reliability projects set isolate: false: a worker
    // loads the simulator or the app once for all its files rather than once per file (half the
    // suite's time went to loading). Each test makes its own app, world and DOM, and the setup
    // files reset what is global; a top-level test.override, which would leak, fails lint.

    reporters: ['default', './reliability/summary-reporter.ts'],
  },
});
