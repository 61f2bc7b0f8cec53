import { BID_TYPES, type BidTypeId } from '@panna/shared/bids';
import type { Page } from '@playwright/test';
import { englishLeft, inLanguage } from '../fixtures/catalogue';
import { paths, urlOf } from '../fixtures/paths';
import { at, expect, test, toast } from '../fixtures/test';

/**
 * Issue #28: a whole day in Marathi, as a browser asking for `mr-IN` gets it: register, a bid of
 * every kind, wins, every history, then a withdrawal with no saved method (where to add one),
 * one added, and the withdrawal. On every screen, no text of the catalogue is left in English.
 */
test.use({ locale: 'mr-IN' });

const mr = inLanguage('mr');

/** One bid per type (field labels are the catalogue's English ids), most of them winners. */
const BIDS: Record<
  BidTypeId,
  { fields: Record<string, string>; radios?: string[]; boxes?: string[] }
> = {
  'single-digit': { fields: { Digit: '1' }, radios: ['Open'] },
  'jodi-digit': { fields: { 'Jodi Digit': '10' } },
  'single-pana': { fields: { Pana: '128' }, radios: ['Open'] },
  'double-pana': { fields: { Pana: '112' } },
  'triple-pana': { fields: { Pana: '777' } },
  'half-sangam': { fields: { 'Open Digit': '1', 'Close Pana': '370' } },
  'full-sangam': { fields: { 'Open Pana': '128', 'Close Pana': '370' } },
  'sp-dp-tp': { fields: { Digit: '5' }, boxes: ['SP', 'DP', 'TP'] },
  'sp-motor': { fields: { Digits: '1234' } },
  'dp-motor': { fields: { Digits: '12' } },
  'star-single-digit': { fields: { Digit: '1' } },
  'star-single-pana': { fields: { Pana: '128' } },
  'star-double-pana': { fields: { Pana: '112' } },
  'star-triple-pana': { fields: { Pana: '000' } },
  'gali-left-digit': { fields: { 'Left Digit': '4' } },
  'gali-right-digit': { fields: { 'Right Digit': '7' } },
  'gali-jodi-digit': { fields: { 'Jodi Digit': '47' } },
};

/**
 * The screen shows no text of the catalogue in English, once drawn in Marathi (a pre-rendered
 * page is English until the app, in Marathi, is drawn over it).
 */
async function allMarathi(page: Page, where: string): Promise<void> {
  await expect
    .poll(() => englishLeft(page, 'mr'), { message: `English left on ${where}` })
    .toEqual([]);
}

test('a whole day in Marathi: register, a bid of every kind, wins, histories, withdraw', async ({
  page,
  sim,
  clock,
}) => {
  test.setTimeout(300_000);
  await clock.start(at('10:00'));
  const mobile = '9123456781';

  // Register.
  await page.goto(paths.login);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await allMarathi(page, paths.login);
  await page.getByRole('link', { name: mr('Register') }).click();
  await page.getByLabel(mr('Username')).fill('आशा पाटील');
  await page.getByLabel(mr('Phone Number')).fill(mobile);
  await page.getByLabel(mr('Password'), { exact: true }).fill('secret99');
  await allMarathi(page, paths.register);
  await page.getByRole('button', { name: mr('Register') }).click();
  await expect(page).toHaveURL(urlOf(paths.registerOtp));
  await allMarathi(page, paths.registerOtp);
  await page.getByLabel(mr('Enter OTP')).fill(await sim.latestOtp(mobile));
  await page.getByRole('button', { name: mr('Verify Code') }).click();
  await expect(page).toHaveURL(urlOf(paths.home));
  await expect(page.getByRole('list', { name: mr('Markets') })).toBeVisible();
  await allMarathi(page, paths.home);
  await sim.credit(mobile, 10_000);

  // A bid of every kind, each through its screen, its pending row and its confirmation.
  const markets = {
    main: await sim.market('DEMO MAIN'),
    starline: await sim.market('DEMO STARLINE'),
    gali: await sim.market('DEMO GALI'),
  };
  for (const type of Object.values(BID_TYPES)) {
    const bid = BIDS[type.id];
    await page.goto(paths.bidScreen(type.id, markets[type.market].id));
    await expect(page.getByRole('heading', { name: mr(type.title) })).toBeVisible();
    for (const radio of bid.radios ?? [])
      await page.getByRole('radio', { name: mr(radio) }).check();
    for (const [label, value] of Object.entries(bid.fields))
      await page.getByLabel(mr(label), { exact: true }).fill(value);
    for (const box of bid.boxes ?? []) await page.getByRole('checkbox', { name: box }).check();
    await page.getByLabel(mr('Points'), { exact: true }).fill('10');
    await page.getByRole('button', { name: mr('Proceed') }).click();
    await expect(page.getByRole('region', { name: mr('Your bids') })).toBeVisible();
    await allMarathi(page, `${type.id}, its pending row`);
    await page.getByRole('button', { name: mr('Submit'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: mr('Confirm Your Bid') });
    await expect(confirm).toBeVisible();
    await allMarathi(page, `${type.id}, its confirmation`);
    await confirm.getByRole('button', { name: mr('SUBMIT') }).click();
    await expect(toast(page, mr('Bid placed successfully!'))).toBeVisible();
  }

  // The results, declared early: the main market's open and close, the Starline slot, Gali.
  await sim.declare({ game_id: markets.main.id, session: 'open', pana: '128', early: true });
  await sim.declare({ game_id: markets.main.id, session: 'close', pana: '370', early: true });
  await sim.declare({ game_id: markets.starline.id, pana: '128', early: true });
  await sim.declare({ game_id: markets.gali.id, jodi: '47', early: true });

  // Every history: the bids, the wins (with their amounts), the passbook's notes.
  for (const path of [
    paths.bidHistory,
    paths.winHistory,
    paths.starlineBidHistory,
    paths.starlineWinHistory,
    paths.galiBidHistory,
    paths.galiWinHistory,
  ]) {
    await page.goto(path);
    await expect(page.locator('.history-card').first()).toBeVisible();
    await allMarathi(page, path);
  }
  await page.goto(paths.transactions);
  // The provider's notes, in Marathi: a bid ('... वर बोली लावली') and a win ('विजय: ...').
  await expect(page.getByText(/^DEMO MAIN \(.+\) वर बोली लावली$/).first()).toBeVisible();
  await expect(page.getByText(/^विजय: DEMO MAIN /).first()).toBeVisible();
  await allMarathi(page, paths.transactions);

  // Withdraw with no saved method: what to do, and the way to the wallet where it is added. A
  // minute on: the provider sends a number at most one code in 30 seconds, registering sent one,
  // and a fast run came here within them (strict would have refused the UPI number's code).
  await clock.advance(60_000);
  await page.goto(paths.withdraw);
  await expect(page.getByText(mr('No payment methods available'))).toBeVisible();
  await allMarathi(page, `${paths.withdraw} with no method`);
  await page.getByRole('link', { name: mr('Add a UPI number') }).click();
  await expect(page).toHaveURL(urlOf(paths.wallet));
  await page.getByRole('button', { name: mr('UPI Withdraw Methods') }).click();
  await page.getByRole('button', { name: 'GPay' }).click();
  const modal = page.getByRole('dialog', { name: mr('{app} UPI Number', { app: 'GPay' }) });
  await modal.getByLabel(mr('Phone No')).fill('9123456789');
  await allMarathi(page, 'the UPI number dialog');
  await modal.getByRole('button', { name: mr('Send OTP') }).click();
  await expect(page).toHaveURL(urlOf(paths.verifyUpi));
  await allMarathi(page, paths.verifyUpi);
  await page.getByLabel(mr('Enter OTP')).fill(await sim.latestOtp(mobile));
  await page.getByRole('button', { name: mr('Verify Code') }).click();
  await expect(page).toHaveURL(urlOf(paths.wallet));
  // The provider's own words for a saved number, in Marathi.
  await expect(
    toast(page, mr('{app} Number successfully register.', { app: 'Google Pay' })),
  ).toBeVisible();

  await page.goto(paths.withdraw);
  await page.getByLabel(mr('Amount')).fill('500');
  const method = page.getByLabel(mr('Payment Method'));
  const option = await method.getByRole('option', { name: /9123456789/ }).textContent();
  await method.selectOption({ label: option ?? '' });
  await allMarathi(page, paths.withdraw);
  await page.getByRole('button', { name: mr('Withdraw Now') }).click();
  await expect(page).toHaveURL(urlOf(paths.home));
  await expect(toast(page, mr('Withdraw Request Successfully Submitted'))).toBeVisible();
  expect(await sim.pendingWithdrawals()).toEqual([expect.objectContaining({ amount: 500 })]);
});
