import { defineConfig } from '@playwright/test';

/** The other project's Playwright configuration: Chromium at CHROMIUM_PATH, two at once. */
export default defineConfig({
  testDir: '.',
  testMatch: 'sim.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['json', { outputFile: 'results.json' }]],
  use: {
    ...(process.env.CHROMIUM_PATH && {
      launchOptions: { executablePath: process.env.CHROMIUM_PATH },
    }),
  },
});
