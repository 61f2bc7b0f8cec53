import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (20 s to 70 s each in a clean run, the rest under 20 s), or mostly
 * wait (the package check on npm): started first, so that no core idles at the end while one of
 * them finishes alone. Without a cache of last run's times (a clean clone), Vitest starts the
 * largest files first, which left the package check last (51 s alone at the end of the run).
 */
const LONGEST = [
  'scripts/package.test.ts',
  'client/src/features/bids/bid-entry.test.tsx',
  'reliability/sandbox-lifecycle.test.ts',
  'mock-provider/src/scenarios/reports.test.ts',
  'reliability/hardening.test.ts',
  'reliability/login-flood.test.ts',
  'reliability/scenario-confinement.test.ts',
  // Each spawns command-line processes (20 s to 30 s in the 2026-11-29 clean run).
  'mock-provider/src/drift/drift.test.ts',
  'mock-provider/src/tls.test.ts',
];
const rank = (spec: TestSpecification) => {
  const at = LONGEST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at < 0 ? LONGEST.length : at;
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// One run over every package; each package's own vitest.config.ts names its environment.
// The reliability suite prints its counts (inputs tried, checks held) after the default report.
export default defineConfig({
  test: {
    projects: [
      'shared',
      'mock-provider',
      'client',
      'client/vitest.mocks.config.ts',
      'console',
      'reliability',
      'scripts',
    ],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where every
    // file then waits for the one before, through its servers', sockets' and npm's waits. Each file
    // has its own worlds and ports, so one worker more than the cores keeps every core busy.
    maxWorkers: availableParallelism() + 1,
    // Most projects set isolate: false: a worker loads the simulator (or the app and jsdom) once
    // for all its files rather than once per file (half their time went to loading). Each test
    // makes its own app and world; a top-level test.override, which would leak, fails lint. The
    // client's files that vi.mock a module run isolated, in a project of their own.
    reporters: ['default', './reliability/summary-reporter.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
