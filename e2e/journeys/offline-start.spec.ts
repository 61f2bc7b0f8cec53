/**
 * Issue 42 item 1: the app opened with no network, then the network back. The stack runs on ports
 * of its own (E2E_PROVIDER_PORT, E2E_CLIENT_PORT), so a fall back to a built-in provider
 * (127.0.0.1:8787) would reach nothing: the balance would stay old and every bid fail.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_MARKETS } from '../fixtures/bid-journey';
import { serviceWorkerControls } from '../fixtures/service-worker';
import { DEMO, expect, test, toast } from '../fixtures/test';
import type { HomePage } from '../pages/home-page';

// The app's service worker: its precache is what starts the app without a network.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_MARKER = 'Offline — showing saved data';
/** Where the app keeps the config.json it last read (client/src/lib/config.ts). */
const SAVED_CONFIG_KEY = 'panna:config';

/**
 * The network, switched off and on. Off, nothing answers config.json either (the fixtures' route
 * answers it otherwise, pointing the app at this test's sandbox).
 */
async function networkSwitch(page: Page, context: BrowserContext) {
  let offline = false;
  await page.route('**/config.json', (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  );
  return async (online: boolean) => {
    offline = !online;
    await context.setOffline(!online);
  };
}

/** The page's requests to any host but the app's and the provider's. */
function watchOtherHosts(page: Page, hosts: string[]): string[] {
  const origins = hosts.map((host) => new URL(host).origin);
  const others: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !origins.includes(url.origin))
      others.push(request.url());
  });
  return others;
}

/** The home screen, saved for use offline, with the service worker in control. */
async function homeSaved(page: Page, home: HomePage): Promise<void> {
  await home.goto();
  await expect(home.card(DEMO_MARKETS.main.name).item).toBeVisible();
  expect(await home.wallet()).toBe(10_000);
  await serviceWorkerControls(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('panna:saved-queries') ?? ''))
    .toContain('"/imp"');
}

/** How the device stands when it starts offline: what it keeps of the configuration. */
const STARTS = [
  {
    name: 'with the configuration it last read',
    prepare: async (page: Page, providerHost: string) =>
      expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_CONFIG_KEY)).toContain(
        providerHost,
      ),
  },
  {
    name: 'with no configuration ever read (a new device)',
    prepare: (page: Page) => page.evaluate((key) => localStorage.removeItem(key), SAVED_CONFIG_KEY),
  },
];

// The DEMO player (`demo`) is signed in on DAY at 10:00, when DEMO MAIN takes bids.
test.describe('started without a network', () => {
  for (const start of STARTS) {
    test(`${start.name}: the saved home shows offline; back online, a fresh balance and a bid placed, with no reload`, async ({
      page,
      context,
      baseURL,
      sim,
      demo,
      homePage: home,
      gameMenuPage: menu,
      bidPage: bid,
    }) => {
      const setOnline = await networkSwitch(page, context);
      const otherHosts = watchOtherHosts(page, [baseURL!, sim.host]);
      await homeSaved(page, home);
      await start.prepare(page, sim.host);

      await setOnline(false);
      await page.reload();
      const marker = page.getByRole('status').filter({ hasText: OFFLINE_MARKER });
      await expect(marker).toBeVisible();
      await expect(home.card(DEMO_MARKETS.main.name).item).toBeVisible();
      expect(await home.wallet()).toBe(10_000);
      // Meanwhile the player's balance moved (a win, an approved deposit).
      await sim.credit(DEMO.mobile, 500);
      // Marks this document: a reload would lose the mark.
      await page.evaluate(() => document.documentElement.setAttribute('data-e2e-page', 'same'));

      await setOnline(true);
      await expect(marker).toBeHidden();
      await expect.poll(() => home.wallet(), { timeout: 10_000 }).toBe(10_500);

      await home.card(DEMO_MARKETS.main.name).button.click();
      await menu.tile('Single Digit').click();
      await bid.proceed({ fields: { Digit: '5' }, points: '10', session: 'Open' });
      await bid.submitButton.click();
      await bid.confirm.submitButton.click();
      await expect(toast(page, 'Bid placed successfully!')).toBeVisible();
      expect(await sim.balance(demo.token)).toBe(10_490);
      await expect.poll(() => bid.walletShown()).toBe(10_490);

      // The same page all along, which called no host but the app's and the provider's.
      await expect(page.locator('html')).toHaveAttribute('data-e2e-page', 'same');
      expect(otherHosts).toEqual([]);
    });
  }
});
