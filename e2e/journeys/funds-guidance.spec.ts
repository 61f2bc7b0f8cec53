import { paths, urlOf } from '../fixtures/paths';
import { catchUpiLinks, expect, test } from '../fixtures/test';

/** Issue #28: no dead ends in the money screens. */

test('Withdraw with no saved method says what to do and links to where methods are added', async ({
  page,
  demo: _,
  withdrawPage: withdraw,
  walletPage: wallet,
}) => {
  await page.goto(paths.withdraw);
  await expect(page.getByText('No payment methods available')).toBeVisible();
  await expect(
    page.getByText(
      'Save a UPI number under UPI Withdraw Methods in your wallet to withdraw to it.',
    ),
  ).toBeVisible();
  await expect(withdraw.method.getByRole('option')).toHaveCount(1); // the prompt only
  await page.getByRole('link', { name: 'Add a UPI number' }).click();
  await expect(page).toHaveURL(urlOf(paths.wallet));
  await expect(wallet.upiMethods).toBeVisible();
});

test('Add Money tells the player the request was filed and what happens next', async ({
  page,
  sim,
  demo: _,
  upiPayPage: upi,
}) => {
  const upiLinks = await catchUpiLinks(page);
  await page.goto(paths.upiPay);
  await upi.pay('500', 'PhonePe');
  await expect.poll(upiLinks).toHaveLength(1);
  // Two seconds after the UPI app opened, the request is filed, and the screen says so.
  const filed = page.getByRole('status').filter({
    hasText: 'Your request to add ₹ 500 has been filed.',
  });
  await expect(filed).toBeVisible({ timeout: 10_000 });
  await expect(filed).toContainText('It reaches your wallet once it is approved.');
  expect(await sim.pendingDeposits()).toEqual([expect.objectContaining({ amount: 500 })]);
  await filed.getByRole('link', { name: 'Deposit History' }).click();
  await expect(page).toHaveURL(urlOf(paths.addFundHistory));
});
