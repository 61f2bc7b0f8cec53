/**
 * Issue 42 items 5 and 7, on the phones players have (touch, 360x640 and 390x844): the first
 * market shows on the home screen without scrolling, the side menu's language switch and LOGOUT
 * are in reach without scrolling, and Transfer Points is found where a player looks for money
 * moves: the wallet (the header's balance) and Funds (the footer).
 */
import type { Locator } from '@playwright/test';
import { paths, urlOf } from '../fixtures/paths';
import { DEMO, expect, test } from '../fixtures/test';

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

/** Whether `target` shows whole, and nothing of the page is drawn over any part of it. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) return false;
    const inset = 2; // inside its border, rounded corners included
    const points = [
      [box.left + box.width / 2, box.top + inset],
      [box.left + inset + 8, box.bottom - inset - 8],
      [box.left + box.width / 2, box.bottom - inset],
      [box.right - inset - 8, box.bottom - inset - 8],
    ];
    return points.every(([x, y]) => {
      const top = document.elementFromPoint(x!, y!);
      return top !== null && element.contains(top);
    });
  });
}

for (const viewport of PHONES) {
  test.describe(`a ${viewport.width}x${viewport.height} phone`, () => {
    test.use({ viewport });

    test('the first market shows whole on the home screen, above the footer', async ({
      page,
      homeAt,
    }) => {
      const home = await homeAt('10:00', DEMO);
      const first = home.markets.getByRole('listitem').first();
      await expect(first).toBeVisible();
      await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Not under the footer, nor under its raised home button.
      expect(await uncovered(first)).toBe(true);
    });

    test("the side menu's language switch and LOGOUT are in reach without scrolling", async ({
      homeAt,
    }) => {
      const home = await homeAt('10:00', DEMO);
      const menu = await home.openMenu();
      const languages = menu.dialog.getByRole('group', { name: 'Language' }).getByRole('button');
      await expect(languages).toHaveCount(3);
      for (const target of [menu.logout, ...(await languages.all())]) {
        await expect(target).toBeInViewport({ ratio: 1 });
        expect(await uncovered(target)).toBe(true);
      }
      expect(await menu.dialog.evaluate((panel) => panel.scrollTop)).toBe(0);
      // Every item is still there, above them.
      await expect(menu.item('Privacy Policy')).toBeAttached();
      await menu.logout.tap();
      await expect(home.page).toHaveURL(urlOf(paths.login));
    });

    test('Transfer Points is found from the wallet and from Funds', async ({
      page,
      homeAt,
      transferPage: transfer,
    }) => {
      const home = await homeAt('10:00', DEMO);
      await home.walletLink.tap();
      await expect(page).toHaveURL(urlOf(paths.wallet));
      await page.getByRole('link', { name: 'Transfer Points' }).tap();
      await expect(page).toHaveURL(urlOf(paths.transfer));
      await expect(transfer.phone).toBeVisible();

      await home.footer.getByRole('link', { name: 'Funds' }).tap();
      await expect(page).toHaveURL(urlOf(paths.funds));
      await page.getByRole('link', { name: 'Transfer Points' }).tap();
      await expect(page).toHaveURL(urlOf(paths.transfer));
      await expect(transfer.transferButton).toBeVisible();
    });
  });
}
