import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-provider',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
  },
});
