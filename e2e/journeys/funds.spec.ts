import {
  DEMO,
  VIEWER,
  at,
  catchUpiLinks,
  expect,
  keepScreenshot,
  test,
  toast,
} from '../fixtures/test';
import { paths, urlOf } from '../fixtures/paths';

test('add funds by UPI: the payment link opens, the deposit is approved, the passbook is credited', async ({
  page,
  sim,
  signIn,
  clock,
  addFundsPage: funds,
  upiPayPage: upi,
  historyPage: passbook,
}) => {
  await clock.start(at('10:00'));
  const { token } = await signIn(DEMO);
  const upiLinks = await catchUpiLinks(page);

  await page.goto(paths.funds);
  await expect(funds.balanceCard).toContainText('10,000');
  await keepScreenshot(page, 'add-funds');
  await funds.payViaUpi.click();
  await expect(page).toHaveURL(urlOf(paths.upiPay));

  await expect(upi.amount).toHaveAttribute('placeholder', /100/);
  await upi.pay('50', 'PhonePe');
  await expect(upi.amount).toHaveAccessibleDescription('Minimum amount to add is 100');
  expect(await upiLinks()).toEqual([]);

  await upi.amount.fill('500');
  await upi.addMoney.click();
  await expect(upi.addMoney).toHaveText('Processing...');
  await expect.poll(upiLinks).toHaveLength(1);
  const link = new URL((await upiLinks())[0]!);
  expect(link.protocol).toBe('upi:');
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    pa: 'panna.phonepe@ybl',
    pn: 'Demo Player',
    am: '500.00',
    cu: 'INR',
    tn: 'Add Funds',
  });
  // Two seconds after the UPI app opened, the fund request is posted.
  await expect(upi.addMoney).toHaveText('Add Money', { timeout: 10_000 });
  const [deposit] = await sim.pendingDeposits();
  expect(deposit).toMatchObject({ mobile: DEMO.mobile, amount: 500 });
  expect(await sim.balance(token)).toBe(10_000);

  await sim.decide('deposits', deposit!.id, 'approve');
  expect(await sim.balance(token)).toBe(10_500);
  await page.goto(paths.transactions);
  await expect(passbook.card('+ ₹ 500', /Deposit .* approved/)).toContainText('Credit');
  await keepScreenshot(page, 'passbook');
  await page.goto(paths.addFundHistory);
  await expect(passbook.card('+ ₹ 500', /Deposit .* approved/)).toBeVisible();
  await page.goto(paths.funds);
  await expect(funds.balanceCard).toContainText('10,500');
});

test('QR pay shows the code and the UPI id to copy, as the gateway allows', async ({
  page,
  sim,
  signIn,
  addFundsPage: funds,
}) => {
  await signIn(DEMO);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await sim.settings({ gatewayStatus: '3' }); // QR only
  await page.goto(paths.funds);
  await expect(funds.payViaQr).toBeVisible();
  await expect(funds.payViaUpi).toHaveCount(0);
  await funds.payViaQr.click();
  await expect(page).toHaveURL(urlOf(paths.qrPay));

  await expect(page.getByRole('img', { name: 'Payment QR code' })).toBeVisible();
  await expect(page.getByText('panna.demo@upi')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send Screenshot via WhatsApp' })).toHaveAttribute(
    'href',
    /919876500001/,
  );
  await keepScreenshot(page, 'qr-pay');
  await page.getByRole('button', { name: 'Copy UPI ID' }).click();
  await expect(toast(page, 'Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('panna.demo@upi');
});

test('a UPI withdraw method is added with the code sent by SMS', async ({
  page,
  sim,
  signIn,
  walletPage: wallet,
  otpPage: otp,
}) => {
  const { token } = await signIn(DEMO);
  await page.goto(paths.wallet);
  const modal = await wallet.addUpiNumber('GPay', '123');
  await expect(modal.getByLabel('Phone No')).toHaveAccessibleDescription('Phone No is not Valid!');
  await modal.getByLabel('Phone No').fill('9123456789');
  await keepScreenshot(page, 'upi-number');
  await modal.getByRole('button', { name: 'Send OTP' }).click();

  await expect(page).toHaveURL(urlOf(paths.verifyUpi));
  await expect(page.getByRole('heading', { name: 'Verify UPI' })).toBeVisible();
  await expect(page.getByText('Secure Transaction')).toBeVisible();
  await expect(page.getByText(`+91 ${DEMO.mobile}`)).toBeVisible();
  const code = await sim.latestOtp(DEMO.mobile);
  await otp.enter(code === '1111' ? '2222' : '1111');
  await expect(otp.otp).toHaveAccessibleDescription('Enter Valid OTP');
  await otp.enter(code);

  await expect(page).toHaveURL(urlOf(paths.wallet));
  // The provider's own words for a first saved number, toasted once.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Google Pay Number successfully register.' }),
  ).toBeVisible();
  await wallet.upiMethods.click();
  await expect(page.getByRole('button', { name: 'GPay' })).toContainText('9123456789');
  const details = await sim.provider<{ payment_details: { google_pay_number: string }[] }>(
    'api-get-user-payment-details',
    { unique_token: token },
  );
  expect(details.payment_details[0]?.google_pay_number).toBe('9123456789');
});

test('withdraw outside the window is refused, inside it is taken; one approved, one rejected and refunded', async ({
  page,
  sim,
  signIn,
  clock,
  withdrawPage: withdraw,
  historyPage: history,
}) => {
  await clock.start(at('09:00'));
  const { token } = await signIn(DEMO);
  await sim.provider('api-add-user-upi-details', {
    unique_token: token,
    upi_type: '2',
    google_pay_no: '9123456789',
    paytm_no: '',
    phon_pay_no: '',
  });
  await page.goto(paths.withdraw);
  await expect(page.getByText('10:00 AM - 06:00 PM')).toBeVisible();
  await expect(withdraw.method.getByRole('option', { name: /9123456789/ })).toBeAttached();

  await withdraw.withdraw('600', /9123456789/);
  await expect(
    page.getByText('Withdrawals are only allowed during specified hours.'),
  ).toBeVisible();
  await keepScreenshot(page, 'withdraw-outside-window');
  expect(await sim.journal('api-user-withdraw-fund-request')).toHaveLength(0);

  await clock.advance(2 * 3_600_000); // 11:00
  await withdraw.withdrawNow.click();
  await expect(page).toHaveURL(urlOf(paths.home));
  expect(await sim.balance(token)).toBe(9_400);
  await page.goto(paths.withdraw);
  await withdraw.withdraw('700', /9123456789/);
  await expect(page).toHaveURL(urlOf(paths.home));
  expect(await sim.balance(token)).toBe(8_700);

  const pending = await sim.pendingWithdrawals();
  const first = pending.find((w) => w.amount === 600)!;
  const second = pending.find((w) => w.amount === 700)!;
  await sim.decide('withdrawals', first.request_number, 'approve');
  await sim.decide('withdrawals', second.id, 'reject');
  expect(await sim.balance(token)).toBe(9_400);

  await page.goto(paths.withdrawHistory);
  await expect(history.card('₹ 600')).toContainText('Approved');
  await expect(history.card('₹ 700')).toContainText('Cancelled');
  await keepScreenshot(page, 'withdraw-history');
  // As on the real provider: a request writes no passbook row; the approved one shows as paid,
  // the rejected one not at all.
  await page.goto(paths.transactions);
  await expect(history.card('− ₹ 600', /Amount Withdraw/)).toContainText('Debit');
  await expect(history.card(/₹ 700(?!\d)/)).toHaveCount(0);
});

test('transfer points to another player', async ({ page, sim, signIn, transferPage: transfer }) => {
  const { token } = await signIn(DEMO);
  const before = await sim.wallet(VIEWER.mobile);
  await page.goto(paths.transfer);
  await expect(transfer.page.getByRole('region', { name: 'Current Balance' })).toContainText(
    '10,000',
  );

  await transfer.transfer(DEMO.mobile, '250');
  await expect(transfer.phone).toHaveAccessibleDescription("Don't Use Your Own Phone No.");
  await transfer.transfer('12345', '250');
  await expect(transfer.phone).toHaveAccessibleDescription('Phone.No is not Valid!');
  await transfer.transfer(VIEWER.mobile, '50');
  await expect(transfer.points).toHaveAccessibleDescription('Points Must be More than 100');
  await transfer.transfer(VIEWER.mobile, '20000');
  await expect(transfer.points).toHaveAccessibleDescription('Not Enough Points');

  await transfer.transfer(VIEWER.mobile, '250');
  await expect(transfer.confirmModal).toContainText('Viewer');
  await expect(transfer.confirmModal).toContainText(`+91 ${VIEWER.mobile}`);
  await keepScreenshot(page, 'transfer-confirm');
  await transfer.confirmModal.getByRole('button', { name: 'Confirm' }).click();
  await expect(transfer.confirmModal).toBeHidden();
  await expect(transfer.page.getByRole('region', { name: 'Current Balance' })).toContainText(
    '9,750',
  );
  expect(await sim.balance(token)).toBe(9_750);
  expect(await sim.wallet(VIEWER.mobile)).toBe(before + 250);
});
