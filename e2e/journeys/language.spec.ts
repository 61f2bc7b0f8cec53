import { DEMO, at, expect, test } from '../fixtures/test';
import { paths } from '../fixtures/paths';

/** Issue #17: the app in Hindi or English, chosen by the browser or the side menu, and kept. */

test.describe('a browser that asks for Hindi (hi-IN)', () => {
  test.use({ locale: 'hi-IN' });

  test('signs in, bids and sees the confirmation in Hindi', async ({ page, clock }) => {
    await clock.start(at('10:00'));
    await page.goto(paths.login);
    await expect(page.getByRole('heading', { name: 'लॉगिन' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // The validation is in Hindi too.
    await page.getByRole('button', { name: 'साइन इन करें' }).click();
    await expect(page.getByText('फ़ोन नंबर ज़रूरी है!')).toBeVisible();

    await page.getByLabel('फ़ोन नंबर').fill(DEMO.mobile);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'साइन इन करें' }).click();
    await expect(page).toHaveURL(/\/imp$/);

    // DEMO MAIN's game menu, then Single Digit ('सिंगल अंक').
    const markets = page.getByRole('list', { name: 'मार्केट' });
    await markets
      .getByRole('listitem')
      .filter({ hasText: 'DEMO MAIN' })
      .getByRole('button')
      .click();
    await page.getByRole('link', { name: 'सिंगल अंक' }).click();
    await expect(page.getByRole('heading', { name: 'सिंगल अंक' })).toBeVisible();

    await page.getByRole('radio', { name: 'ओपन' }).check();
    await page.getByLabel('अंक', { exact: true }).fill('5');
    await page.getByLabel('पॉइंट्स', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
    await page.getByRole('button', { name: 'जमा करें', exact: true }).click();

    const confirm = page.getByRole('dialog', { name: 'अपनी बोली की पुष्टि करें' });
    await expect(confirm).toContainText('कुल बोली');
    await confirm.getByRole('button', { name: 'जमा करें' }).click();
    await expect(page.getByText('बोली सफलतापूर्वक लग गई!')).toBeVisible();

    // Reloaded, the bid screen is the first screen drawn, and is in Hindi from the start.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'सिंगल अंक' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'आगे बढ़ें' })).toBeVisible();
  });

  test('English chosen in the side menu stays English after a reload', async ({ page, signIn }) => {
    await signIn(DEMO);
    await page.goto(paths.home);
    await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Bid History' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('Hindi chosen in the side menu changes the screen at once and is kept', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO);
  await page.goto(paths.home);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('link', { name: 'बोली का इतिहास' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'मार्केट' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'मेनू खोलें' })).toBeVisible();
  await page.goto(paths.welcome);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
