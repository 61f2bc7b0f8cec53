import { defineConfig, devices } from '@playwright/test';
import type { Profile } from './fixtures/sim';
import { existsSync } from 'node:fs';

/** The whole local stack on ports of its own, so a running `npm start` does not collide. */
export const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 8799);
export const CLIENT_PORT = Number(process.env.E2E_CLIENT_PORT ?? 4199);

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** The QA console's journeys: console.spec.ts and console-{part}.spec.ts. */
const CONSOLE_JOURNEYS = /console(-[a-z-]+)?\.spec\.ts$/;
/** Set to 1 to reuse a stack already running on the two ports (local iteration only). */
const REUSE = process.env.E2E_REUSE === '1';

export default defineConfig<{ profile: Profile; simUrl: string }>({
  testDir: './journeys',
  outputDir: './test-results',
  fullyParallel: true,
  // Two workers: each test has its own sandbox, so they never share state.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    ...devices['Pixel 5'],
    baseURL: `http://127.0.0.1:${CLIENT_PORT}`,
    // Each test's sandbox is made on this simulator (@panna/mock-provider/playwright).
    simUrl: `http://127.0.0.1:${PROVIDER_PORT}`,
    // The app's service worker would answer requests before page.route sees them (and keep one
    // test's build cached for the next): blocked, but in installable.spec.ts, which opts in.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium when it is there (this machine cannot download Playwright's own).
      ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Every journey twice: against the real profile (the default), and once against strict, which
  // refuses what the protocol forbids: a client mistake that the real provider lets through fails
  // there. Each test's sandbox is put in its project's profile.
  // The QA console's journeys (its own page beside the app's) run once, in a project of their own.
  projects: [
    { name: 'real', use: { profile: 'real' }, testIgnore: CONSOLE_JOURNEYS },
    // The accessibility walk reads screens, which the profile does not change: real only.
    {
      name: 'strict',
      use: { profile: 'strict' },
      testIgnore: [CONSOLE_JOURNEYS, /accessibility\.spec\.ts$/],
    },
    { name: 'console', use: { profile: 'real' }, testMatch: CONSOLE_JOURNEYS },
  ],
  webServer: [
    {
      // The simulator serves the QA console's build: built first, from this checkout's source.
      command: `npm run build -w @panna/console && npm run start -w @panna/mock-provider`,
      cwd: '..',
      url: `http://127.0.0.1:${PROVIDER_PORT}/`,
      env: { PROVIDER_PORT: String(PROVIDER_PORT), PROVIDER_DB: ':memory:', LOG_LEVEL: 'warn' },
      reuseExistingServer: REUSE,
      timeout: 120_000,
    },
    {
      command: `npm run build -w @panna/client && npm run preview -w @panna/client -- --host 127.0.0.1 --port ${CLIENT_PORT} --strictPort`,
      cwd: '..',
      // The served Content-Security-Policy lets the app reach only this provider (every sandbox is
      // a path on it): the build names none, the server serving it is told the provider at run
      // time, as `npm start` tells it (client/csp.ts), so every journey runs through that setting.
      env: { CLIENT_PROVIDER_HOST: `http://127.0.0.1:${PROVIDER_PORT}` },
      url: `http://127.0.0.1:${CLIENT_PORT}/`,
      reuseExistingServer: REUSE,
      timeout: 180_000,
    },
  ],
});
