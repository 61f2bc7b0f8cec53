import { defineConfig } from 'vitest/config';

// One run over every package; each package's own vitest.config.ts names its environment.
export default defineConfig({
  test: {
    projects: ['shared', 'mock-provider', 'client'],
  },
});
