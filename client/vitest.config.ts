import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { cataloguePlugin } from './catalogue-plugin.ts';

export default defineProject({
  plugins: [react(), cataloguePlugin(fileURLToPath(new URL('.', import.meta.url)))],
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // One mock provider (real HTTP) for the run; each test opens its own sandbox world on it.
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 20_000,
  },
});
