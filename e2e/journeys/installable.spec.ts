import type { BrowserContext, Page } from '@playwright/test';
import { serveBuiltApp, type AppServer } from '../fixtures/app-server';
import { DEMO, expect, keepScreenshot, test } from '../fixtures/test';
import { paths } from '../fixtures/paths';
import { serviceWorkerControls } from '../fixtures/service-worker';

// The only journeys with the app's service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const OFFLINE_MARKER = 'Offline — showing saved data';
const OFFLINE_TITLE = 'You are offline';
const UPDATE_READY = 'New version available';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** Every URL in the service worker's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** The provider calls of the page: whether each was answered by the service worker, or failed. */
function watchProviderCalls(context: BrowserContext, providerHost: string) {
  const calls = { answered: [] as boolean[], dashboardAnswers: 0, failed: 0 };
  context.on('response', (response) => {
    if (!response.url().startsWith(providerHost)) return;
    calls.answered.push(response.fromServiceWorker());
    if (response.url().endsWith('/api-get-dashboard-data')) calls.dashboardAnswers += 1;
  });
  context.on('requestfailed', (request) => {
    if (request.url().startsWith(providerHost)) calls.failed += 1;
  });
  return calls;
}

test('the app is installable: a valid manifest, its icons and an active service worker', async ({
  page,
  request,
  playwright,
}, testInfo) => {
  await page.goto(paths.login);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Panna Matka',
    short_name: 'Panna',
    start_url: '/',
    display: 'standalone',
    theme_color: '#4c1d95',
  });
  const icons = manifest.icons as ManifestIcon[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
  }

  // Chromium's own verdict. Playwright's contexts are incognito, where Chromium installs nothing:
  // this check runs in a browser profile of its own.
  const { launchOptions, baseURL } = testInfo.project.use;
  const profile = await playwright.chromium.launchPersistentContext(
    testInfo.outputPath('profile'),
    {
      ...launchOptions,
      baseURL,
    },
  );
  try {
    const installing = profile.pages()[0] ?? (await profile.newPage());
    await installing.goto(paths.login);
    await serviceWorkerControls(installing);
    const cdp = await profile.newCDPSession(installing);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await profile.close();
  }
});

test('offline, an open screen keeps its last data marked as offline, an unvisited one shows the offline screen, and provider calls never come from the service worker', async ({
  page,
  context,
  sim,
  signIn,
  homePage: home,
}) => {
  await signIn(DEMO);
  const providerCalls = watchProviderCalls(context, sim.host);
  await home.goto();
  await expect(home.card('DEMO MAIN').item).toBeVisible();
  const wallet = await home.wallet();
  await serviceWorkerControls(page);
  // The home's data is saved (a second after its answers).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('panna:saved-queries') ?? ''))
    .toContain('"/imp"');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MARKER })).toBeVisible();
  await expect(home.card('DEMO MAIN').item).toBeVisible();
  expect(await home.wallet()).toBe(wallet);
  await expect(page.getByRole('heading', { name: OFFLINE_TITLE })).toBeHidden();
  await keepScreenshot(page, 'offline-saved-home');

  await page.goto(paths.star);
  const offlineScreen = page.getByRole('alert').filter({ hasText: OFFLINE_TITLE });
  await expect(offlineScreen).toBeVisible();
  await expect(offlineScreen.getByRole('button', { name: 'Try again' })).toBeVisible();
  await keepScreenshot(page, 'offline-screen');

  // Back online, the screen is the app's again, with fresh data.
  await context.setOffline(false);
  await expect(offlineScreen).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Starline' }).getByRole('listitem').first(),
  ).toBeVisible();

  // The provider was asked over the network every time (its journal has every answer the page
  // had); offline, its calls failed.
  expect(providerCalls.answered.length).toBeGreaterThan(0);
  expect(providerCalls.answered.every((fromServiceWorker) => !fromServiceWorker)).toBe(true);
  expect(providerCalls.failed).toBeGreaterThan(0);
  const journal = await sim.journal('api-get-dashboard-data');
  expect(journal.length).toBeGreaterThanOrEqual(providerCalls.dashboardAnswers);
  const appOrigin = new URL(page.url()).origin;
  const cached = await cachedUrls(page);
  expect(cached.length).toBeGreaterThan(0);
  const notTheApps = (url: string) =>
    new URL(url).origin !== appOrigin || new URL(url).pathname.startsWith('/api');
  expect(cached.filter(notTheApps)).toEqual([]);
});

/** Deploys a next build, and accepts it from the prompt: the page reloads under the new worker. */
async function updateThroughThePrompt(page: Page, app: AppServer, build: string): Promise<void> {
  // A deploy changes sw.js (its precache list): here, the built file with other bytes. The
  // browser finds it on its next update check (on a navigation, or asked as here).
  app.deploy(`${await (await page.request.get(`${app.url}/sw.js`)).text()}\n// ${build}\n`);
  await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));

  const prompt = page.getByRole('alert').filter({ hasText: UPDATE_READY });
  await expect(prompt).toBeVisible();
  await keepScreenshot(page, `update-prompt-${build}`);
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(prompt).toBeHidden();
  const navigation = () =>
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      ?.type;
  expect(await page.evaluate(navigation)).toBe('reload');
  await serviceWorkerControls(page);
  expect(
    await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.waiting === null)),
  ).toBe(true);
}

test('a new build is offered with "New version available", and Reload starts it', async ({
  page,
}) => {
  // The build on a server of this test's own, so that it can deploy the next ones.
  const app = await serveBuiltApp();
  try {
    await page.goto(`${app.url}${paths.login}`);
    await serviceWorkerControls(page);
    await expect(page.getByRole('alert').filter({ hasText: UPDATE_READY })).toBeHidden();
    // On the first visit's page (which the first worker took over after it had loaded)...
    await updateThroughThePrompt(page, app, 'build-2');
    // ...and on a page that a worker controlled from the start.
    await updateThroughThePrompt(page, app, 'build-3');
  } finally {
    await app.close();
  }
});
