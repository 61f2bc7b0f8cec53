import { defineConfig, devices } from '@playwright/test';
import type { Profile } from './fixtures/sim';
import { availableParallelism } from 'node:os';
import { HEADLESS_SHELL } from './fixtures/browsers';

/** The whole local stack on ports of its own, so a running `npm start` does not collide. */
export const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 8799);
export const CLIENT_PORT = Number(process.env.E2E_CLIENT_PORT ?? 4199);

/** The QA console's journeys: console.spec.ts and console-{part}.spec.ts. */
const CONSOLE_JOURNEYS = /console(-[a-z-]+)?\.spec\.ts$/;
/**
 * Set to 1 by `npm test`, which has just built client/dist and console/dist from this checkout:
 * served as they are.
 */
const BUILT = process.env.PANNA_CLIENT_BUILT === '1';
/** Set to 1 to reuse a stack already running on the two ports (local iteration only). */
const REUSE = process.env.E2E_REUSE === '1';

export default defineConfig<{ profile: Profile; simUrl: string }>({
  testDir: './journeys',
  outputDir: './test-results',
  fullyParallel: true,
  // Two workers more than the cores: each test has its own sandbox, so they never share state, and
  // a journey waiting on the app's clock or a poll leaves its core to another (2 cores, the whole
  // suite: 561 s with two workers, 489 s with three, 2026-11-26; once journeys stopped taking DOM
  // snapshots, 257 s with three, 230 s with four, 231 s with five, 2026-11-29).
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 2),
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
    // A failed test keeps its trace: actions, console and network, and the failure screenshot.
    // Neither the screencast (a frame of every paint: 40% of the journeys' CPU, 2026-11-27) nor a
    // DOM snapshot of every action (a sixth of it: the bid, market and accessibility journeys took
    // 153-162 CPU-s with them, 128-130 without, 2026-11-29). `--trace retain-on-failure` on the
    // command line records them again, for a failure that needs them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // The headless shell; lost-answers.spec.ts asks for the full browser (fixtures/browsers.ts).
    launchOptions: HEADLESS_SHELL,
  },
  // Every journey against the real profile, once: a call the strict profile would have refused
  // fails its test (the sim fixture reads the journal's strict notes, fixtures/app-fixtures.ts),
  // so a client mistake the real provider lets through fails here too, without a second run.
  // The QA console's journeys (its own page beside the app's) run in a project of their own.
  projects: [
    { name: 'real', use: { profile: 'real' }, testIgnore: CONSOLE_JOURNEYS },
    { name: 'console', use: { profile: 'real' }, testMatch: CONSOLE_JOURNEYS },
  ],
  webServer: [
    {
      // The simulator serves the QA console's build: built first, from this checkout's source.
      command: `${BUILT ? '' : 'npm run build -w @panna/console && '}npm run start -w @panna/mock-provider`,
      cwd: '..',
      url: `http://127.0.0.1:${PROVIDER_PORT}/`,
      env: { PROVIDER_PORT: String(PROVIDER_PORT), PROVIDER_DB: ':memory:', LOG_LEVEL: 'warn' },
      reuseExistingServer: REUSE,
      timeout: 120_000,
    },
    {
      command: `${BUILT ? '' : 'npm run build -w @panna/client && '}npm run preview -w @panna/client -- --host 127.0.0.1 --port ${CLIENT_PORT} --strictPort`,
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
