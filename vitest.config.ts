import { defineConfig } from 'vitest/config';

// One run over every package; each package's own vitest.config.ts names its environment.
// The reliability suite prints its counts (inputs tried, checks held) after the default report.
export default defineConfig({
  test: {
    projects: ['shared', 'mock-provider', 'client', 'console', 'reliability', 'scripts'],
    reporters: ['default', './reliability/summary-reporter.ts'],
  },
});
