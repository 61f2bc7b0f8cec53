import type { Page } from '@playwright/test';
import { placeBid } from '../fixtures/bids';
import { DEMO_MARKETS } from '../fixtures/bid-journey';
import { paths } from '../fixtures/paths';
import { serviceWorkerControls } from '../fixtures/service-worker';
import { DEMO, expect, test } from '../fixtures/test';

// With the app's service worker, so that the app starts again offline (playwright.config.ts
// blocks it elsewhere; installable.spec.ts has the worker's own journeys).
test.use({ serviceWorkers: 'allow' });

const OFFLINE_MARKER = 'Offline — showing saved data';

/** Waits until the screen at `path` is among the player's saved screens. */
const saved = (page: Page, path: string) =>
  expect
    .poll(() => page.evaluate(() => localStorage.getItem('panna:saved-queries') ?? ''))
    .toContain(`"${path}"`);

/**
 * Issue #28: offline, the lists seen a moment ago and the support numbers last seen are what the
 * player reads (kept for that player, gone at logout).
 */
test('offline, the bid history, the passbook and the support numbers last seen are still there', async ({
  page,
  context,
  sim,
  signIn,
  homePage: home,
  historyPage: history,
}) => {
  const { token } = await signIn(DEMO);
  const market = await sim.market(DEMO_MARKETS.main.name);
  await placeBid(sim, token, market, 'single-digit', { digits: '5', points: 10 }, new Date());

  await home.goto();
  const call = page.getByRole('link', { name: /^Call support/ });
  await expect(call).not.toHaveText('9999999999');
  const number = await call.innerText();
  await serviceWorkerControls(page);
  await page.goto(paths.bidHistory);
  await expect(history.cards).toHaveCount(1);
  await saved(page, paths.bidHistory);
  await page.goto(paths.transactions);
  await expect(history.cards.first()).toBeVisible();
  const passbookRows = await history.cards.count();
  await saved(page, paths.transactions);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MARKER })).toBeVisible();
  await expect(history.cards).toHaveCount(passbookRows);
  await page.goto(paths.bidHistory);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MARKER })).toBeVisible();
  await expect(history.cards).toHaveCount(1);
  await expect(page.getByText('No Data Found')).toBeHidden();
  await page.goto(paths.home);
  await expect(page.getByRole('link', { name: /^Call support/ })).toHaveText(number);

  // Logout takes the saved data with it.
  await context.setOffline(false);
  const menu = await home.openMenu();
  await menu.logout.click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('panna:saved-queries')))
    .toBeNull();
});
