import { DEMO, DAY, at, expect, keepScreenshot, test, toast } from '../fixtures/test';
import { ConsolePage } from '../pages/console-page';
import { grouped } from '../fixtures/money';

test('a market day from the console: clock to 09:00, the market opens, a bid in the app, the result declared and paid', async ({
  page,
  browser,
  sim,
  signIn,
  clock,
  homePage: home,
  bidPage: bid,
  gameMenuPage,
}) => {
  await clock.start(at('08:55'));
  await sim.addMarket({
    kind: 'main',
    name: 'E2E CONSOLE',
    open_time: '09:05 AM',
    close_time: '10:00 AM',
  });
  await signIn(DEMO);
  const qa = await ConsolePage.open(browser, sim.host, 'clock');

  // The clock, set from its form, ticks in India time.
  await qa.setClock(DAY, '09:00:00');
  await expect(qa.time).toHaveText(/^09:00:0\d AM$/);
  await expect(qa.clockState).toContainText('Running ×1');

  // Before its open time the market takes open-session bids.
  await qa.panel('Markets').click();
  const row = qa.marketRow('E2E CONSOLE');
  await expect(row).toContainText('Running');
  await expect(row).toContainText('open session');
  await expect(row).toContainText('***-**-***');

  // The player bids through the app, in the other page.
  await home.goto();
  await home.card('E2E CONSOLE').button.click();
  await gameMenuPage.tile('Single Digit').click();
  await bid.proceed({ fields: { Digit: '1' }, points: '100', session: 'Open' });
  await bid.submitButton.click();
  await bid.confirm.submitButton.click();
  await expect(toast(page, 'Bid placed successfully!')).toBeVisible();
  await expect(row).toContainText('Open: 1 bid, 100 pts');

  // Five seconds before its open, then the console follows the market opening live.
  await qa.setClock(DAY, '09:04:55');
  await qa.panel('Markets').click();
  await expect(row).toContainText('close session', { timeout: 12_000 });
  await keepScreenshot(qa.page, 'console-market-board');

  // Declare the open pana: the preview first, then the confirmation.
  await qa.panel('Results').click();
  const declare = qa.card('Declare a result');
  await declare.getByLabel('Market').selectOption({ label: 'E2E CONSOLE (main)' });
  await declare.getByLabel('Session', { exact: true }).selectOption('open');
  await declare.getByLabel('Pana').fill('128');
  await expect(declare).toContainText('Ank 1 · single pana');
  await declare.getByRole('button', { name: 'Preview settlement' }).click();
  const summary = qa.dialog.getByTestId('preview-summary');
  await expect(summary).toContainText(/^1 bid decided, 1 winner, \d+ points paid/);
  const paid = Number(/(\d+) points paid/.exec(await summary.innerText())![1]);
  expect(paid).toBeGreaterThan(0);
  await qa.dialog.getByRole('button', { name: 'Declare result' }).click();
  await expect(declare.getByRole('status')).toContainText(`${paid} points paid`);

  // The payout reaches the app's wallet and the console's ledger.
  await expect(home.walletLink).toContainText(grouped(10_000 - 100 + paid), { timeout: 12_000 });
  await qa.panel('Players').click();
  await qa.field('Mobile').fill(DEMO.mobile);
  await qa.field('Mobile').press('Enter');
  await expect(qa.page.getByLabel('Balance')).toHaveText(`${10_000 - 100 + paid} points`);
  const ledger = qa.card('Ledger').getByRole('row');
  await expect(ledger.nth(1)).toContainText(`+${paid}`);
  await expect(ledger.nth(1)).toContainText('E2E CONSOLE');
  await qa.panel('Markets').click();
  await expect(row).toContainText('128-1*-***');
  await qa.close();
});

test('the clock panel: freeze, presets, a market open, and a date out of range changes nothing', async ({
  browser,
  sim,
  clock,
}) => {
  await clock.start(at('09:00'));
  await sim.addMarket({
    kind: 'main',
    name: 'E2E TICK',
    open_time: '11:30 AM',
    close_time: '12:30 PM',
  });
  const qa = await ConsolePage.open(browser, sim.host, 'clock');
  const now = qa.card('Now');

  // Every action by keyboard: focus the button and press Enter.
  await now.getByRole('button', { name: 'Freeze' }).focus();
  await qa.page.keyboard.press('Enter');
  await expect(qa.clockState).toContainText('Frozen');
  const frozen = (await sim.control.call('GET /clock')).now;
  await now.getByRole('button', { name: '+15 min' }).click();
  await expect
    .poll(async () => (await sim.control.call('GET /clock')).now)
    .toBe(new Date(Date.parse(frozen) + 15 * 60_000).toISOString());

  await qa
    .card("To a market's time")
    .getByLabel('Market')
    .selectOption({ label: 'E2E TICK (main)' });
  await qa.button('To next open').click();
  await expect(qa.time).toHaveText('11:30:00 AM');

  const set = qa.card('Set the clock');
  await set.getByLabel('Date (India)').fill('1999-12-31');
  await set.getByRole('button', { name: 'Set clock' }).click();
  await expect(set.getByRole('alert')).toHaveText(
    'The clock runs from 2000-01-01 05:30:00 to 2101-01-01 05:29:59, India time.',
  );
  await expect(qa.time).toHaveText('11:30:00 AM');

  await now.getByRole('button', { name: 'Unfreeze' }).click();
  await expect(qa.clockState).toContainText('Running ×1');
  await qa.close();
});

test('results: an invalid pana is refused beside the field, a revert asks first and undoes the win', async ({
  browser,
  sim,
  clock,
}) => {
  await clock.start(at('12:30'));
  const market = await sim.addMarket({
    kind: 'main',
    name: 'E2E REVERT',
    open_time: '12:00 PM',
    close_time: '01:00 PM',
  });
  await sim.declare({ game_id: market.id, session: 'open', pana: '128' });
  const qa = await ConsolePage.open(browser, sim.host, 'results');

  const declare = qa.card('Declare a result');
  await declare.getByLabel('Market').selectOption({ label: 'E2E REVERT (main)' });
  await declare.getByLabel('Session', { exact: true }).selectOption('close');
  await declare.getByLabel('Pana').fill('821');
  await expect(declare.getByRole('alert')).toHaveText(
    '821 is not a pana: its digits must ascend, with 0 after 9 (did you mean 128?).',
  );
  await declare.getByRole('button', { name: 'Preview settlement' }).click();
  await expect(qa.dialog).toBeHidden();

  const revert = qa.card('Revert a result');
  await revert.getByLabel('Market').selectOption({ label: 'E2E REVERT (main)' });
  await revert.getByRole('button', { name: 'Revert…' }).click();
  await expect(qa.dialog).toContainText('Revert this result?');
  await qa.page.keyboard.press('Escape');
  await expect(qa.dialog).toBeHidden();
  expect((await sim.control.call('GET /results', { game_id: market.id })).results).toHaveLength(1);

  await revert.getByRole('button', { name: 'Revert…' }).click();
  await qa.dialog.getByRole('button', { name: 'Revert result' }).click();
  await expect(revert.getByRole('status')).toContainText('0 bids pending again');
  await expect
    .poll(async () => (await sim.control.call('GET /results', { game_id: market.id })).results)
    .toHaveLength(0);
  await qa.close();
});

test('players: an unknown mobile is named beside the field; credit, a confirmed debit and betting off', async ({
  browser,
  sim,
}) => {
  const qa = await ConsolePage.open(browser, sim.host, 'players');
  await qa.field('Mobile').fill('12ab');
  await qa.button('Find player').click();
  await expect(qa.page.getByRole('alert')).toHaveText('Enter the mobile number, digits only.');

  await qa.field('Mobile').fill('9999999999');
  await qa.button('Find player').click();
  await expect(qa.page.getByRole('alert')).toContainText('9999999999');
  // Said at the field itself (its description), and no player is shown.
  await expect(qa.field('Mobile')).toHaveAttribute('aria-invalid', 'true');
  await expect(qa.field('Mobile')).toHaveAccessibleDescription(/9999999999/);
  await expect(qa.page.getByLabel('Balance')).toHaveCount(0);

  await qa.field('Mobile').fill(DEMO.mobile);
  await qa.button('Find player').click();
  const balance = qa.page.getByLabel('Balance');
  await expect(balance).toHaveText('10000 points');

  await qa.field('Points').fill('0');
  await qa.button('Credit').click();
  await expect(qa.card('Credit or debit').getByRole('alert')).toHaveText(
    'Enter whole points, at least 1.',
  );
  await qa.field('Points').fill('500');
  await qa.field('Note').fill('console credit');
  await qa.button('Credit').click();
  await expect(balance).toHaveText('10500 points');
  await expect(qa.card('Ledger').getByRole('row').nth(1)).toContainText('console credit');
  // The form empties Points once the credit is reported, which comes after the balance refetch.
  await expect(qa.field('Points')).toHaveValue('');

  await qa.field('Points').fill('200');
  await qa.button('Debit…').click();
  await qa.dialog.getByRole('button', { name: 'Debit' }).click();
  await expect(balance).toHaveText('10300 points');
  expect(await sim.wallet(DEMO.mobile)).toBe(10_300);

  const betting = qa.page.getByRole('switch', { name: /Betting/ });
  await expect(betting).toHaveAttribute('aria-checked', 'true');
  await betting.click();
  await expect(betting).toHaveAttribute('aria-checked', 'false');
  const { player } = await sim.control.call('GET /players/:mobile', { mobile: DEMO.mobile });
  expect(player.betting_status).toBe('0');
  await qa.close();
});

test('approvals and the OTP outbox: a deposit approved, a rejected withdrawal refunded, a code read', async ({
  browser,
  sim,
  clock,
}) => {
  // Inside withdraw hours (10 AM to 6 PM India time), whatever the time the test runs at.
  await clock.start(at('11:00'));
  const { token } = await sim.login(DEMO.mobile, DEMO.password);
  await sim.provider('api-fund-request-add', { unique_token: token, request_amount: '700' });
  await sim.provider('api-add-user-upi-details', {
    unique_token: token,
    upi_type: '2',
    google_pay_no: DEMO.mobile,
    paytm_no: '',
    phon_pay_no: '',
  });
  await sim.provider('api-user-withdraw-fund-request', {
    unique_token: token,
    mobile: DEMO.mobile,
    request_amount: '500',
    payment_method: 2,
  });
  const [deposit] = await sim.pendingDeposits();
  const [withdrawal] = await sim.pendingWithdrawals();
  expect(deposit).toBeDefined();
  expect(withdrawal).toBeDefined();
  const held = await sim.wallet(DEMO.mobile);

  const qa = await ConsolePage.open(browser, sim.host, 'approvals');
  const depositRow = qa.page.getByRole('row', { name: `deposit ${deposit!.tx_request_number}` });
  await depositRow.getByRole('button', { name: 'Approve' }).click();
  await expect(depositRow).toBeHidden();
  await expect.poll(() => sim.wallet(DEMO.mobile)).toBe(held + 700);

  const withdrawalRow = qa.page.getByRole('row', {
    name: `withdrawal ${withdrawal!.request_number}`,
  });
  await withdrawalRow.getByRole('button', { name: 'Reject…' }).click();
  await expect(qa.dialog).toContainText('the held amount goes back to the player');
  await qa.dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(withdrawalRow).toBeHidden();
  await expect.poll(() => sim.wallet(DEMO.mobile)).toBe(held + 700 + 500);

  await sim.provider('api-resend-otp', { mobile: DEMO.mobile });
  const code = await sim.latestOtp(DEMO.mobile);
  await qa.panel('OTP outbox').click();
  await qa.field('Mobile').fill(DEMO.mobile);
  await qa.button('Show codes').click();
  await expect(qa.card(`Codes sent to ${DEMO.mobile}`).getByRole('row').nth(1)).toContainText(code);
  await qa.close();
});
