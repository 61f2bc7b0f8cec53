import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { cataloguePlugin } from './catalogue-plugin.ts';
import { MOCKING_FILES } from './mocking-files.js';

/**
 * The client's unit tests: jsdom, one mock provider (real HTTP) for the run, a sandbox world per
 * test. `mocking`: the project of MOCKING_FILES; the other files share a worker's modules, which
 * halves their CPU time (loading the app and jsdom per file: 171 against 86 CPU-s, 2026-11-27).
 * What a test changes outside React (storage, config, language, timers, mocks) the setup file
 * resets after each test.
 */
export function clientProject(mocking: boolean) {
  return defineProject({
    plugins: [react(), cataloguePlugin(fileURLToPath(new URL('.', import.meta.url)))],
    test: {
      name: mocking ? 'client (mocks)' : 'client',
      environment: 'jsdom',
      include: mocking ? MOCKING_FILES : ['src/**/*.test.{ts,tsx}', '*.test.ts'],
      exclude: mocking ? [] : MOCKING_FILES,
      isolate: mocking,
      setupFiles: ['./src/test/setup.ts'],
      // One mock provider (real HTTP) for the run; each test opens its own sandbox world on it.
      globalSetup: ['./src/test/global-setup.ts'],
      testTimeout: 20_000,
    },
  });
}

export default clientProject(false);
