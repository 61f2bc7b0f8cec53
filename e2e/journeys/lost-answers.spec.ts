/**
 * Lost answers (issue 33): a bid the provider applied whose answer never came, or came cut. The
 * player taps once, the app never sends it again, asks the provider what happened and says so;
 * the journal, the wallet and the history show one call applied and one debit. Time is the
 * clocks' (the app gives up after 8 s of the page's faked clock), never a sleep. What a cut
 * connection makes the browser do is the subject here: these run in the full Chromium players
 * have, not the headless shell the other journeys use (fixtures/browsers.ts). A lost answer is
 * journaled when its connection closes, which can come just after the page has told the player:
 * the journal is polled for it.
 */
import { bidTypeById, SUBMIT_PATH, type BidTypeId } from '@panna/shared/bids';
import { APP_KEY } from '../fixtures/sim';
import { PLAYERS_CHROMIUM } from '../fixtures/browsers';
import { paths, urlOf } from '../fixtures/paths';
import {
  DEMO,
  VIEWER,
  at,
  catchUpiLinks,
  dismissToast,
  expect,
  test,
  toast,
} from '../fixtures/test';
import type { BidInput } from '../pages/bid-page';

test.use({ launchOptions: PLAYERS_CHROMIUM });

/** How long the app waits for a money call's answer (client/src/lib/money-call.ts). */
const GIVE_UP_MS = 8000;

/** One bid of each market kind, and the history row it files. */
const KINDS: { type: BidTypeId; input: BidInput; row: string }[] = [
  {
    type: 'single-digit',
    input: { fields: { Digit: '5' }, points: '10', session: 'Open' },
    row: '5',
  },
  { type: 'star-single-pana', input: { fields: { Pana: '128' }, points: '10' }, row: '128' },
  { type: 'gali-jodi-digit', input: { fields: { 'Jodi Digit': '47' }, points: '10' }, row: '47' },
];

for (const { type: id, input, row } of KINDS) {
  const type = bidTypeById(id);
  const path = SUBMIT_PATH[type.market];

  test(`${type.market}: applied, then no answer at all: the player acts once and sees it placed, with its row`, async ({
    sim,
    demo,
    clock,
    openBidScreen,
  }) => {
    const bid = await openBidScreen(type);
    await bid.proceed(input);
    await bid.submitButton.click();
    await sim.fault({ kind: 'hang_after', path, times: 1 });
    await bid.confirm.submitButton.click();

    // Applied at once; the answer held back. The app waits, then gives up and asks.
    await expect.poll(() => sim.wallet(DEMO.mobile)).toBe(9990);
    await expect(bid.confirm.submitButton).toHaveText('Submitting...');
    await clock.advance(GIVE_UP_MS);
    await expect(bid.confirm.checking).toBeVisible();
    await clock.advance(1000);
    await expect(bid.found.rows).toHaveCount(1);
    await expect(bid.found.rows).toContainText(row);
    await bid.found.okButton.click();
    await expect(bid.pending).toHaveCount(0);

    await expect
      .poll(() => sim.journal(path))
      .toMatchObject([{ answer_lost: true, fault: 'hang_after' }]);
    expect(await sim.wallet(DEMO.mobile)).toBe(9990);
    expect(await sim.bidHistory(demo.token, type.market, at('10:00'))).toHaveLength(1);
  });

  test(`${type.market}: applied, then the connection cut before a byte: sent once, seen placed`, async ({
    sim,
    demo,
    clock,
    openBidScreen,
  }) => {
    const bid = await openBidScreen(type);
    await bid.proceed(input);
    await bid.submitButton.click();
    await sim.fault({ kind: 'drop_after', path, times: 1 });
    await bid.confirm.submitButton.click();
    await expect(bid.confirm.checking).toBeVisible();
    await clock.advance(1000);
    await expect(bid.found.rows).toContainText(row);

    // The first money call of the page has a connection of its own: Chromium cannot resend it.
    await expect
      .poll(() => sim.journal(path))
      .toMatchObject([{ answer_lost: true, fault: 'drop_after' }]);
    expect(await sim.wallet(DEMO.mobile)).toBe(9990);
    expect(await sim.bidHistory(demo.token, type.market, at('10:00'))).toHaveLength(1);
  });
}

/**
 * Bids the provider files under the session they play in, which after midnight can be
 * yesterday's (Disawar's result comes at 05:00; Main Bazar closes at 12:05 AM): the app reads
 * their lost answers back from those sessions, not only the phone's date (issue 40).
 */
test.describe('after midnight, the answer cut before a byte', () => {
  const TUESDAY = '2025-03-04';
  const CASES = [
    {
      name: 'Disawar at 00:30',
      at: at('00:30', TUESDAY),
      type: 'gali-jodi-digit',
      market: 'DISAWAR',
      input: { fields: { 'Jodi Digit': '38' }, points: '10' },
      row: '38',
      filed: at('12:00'),
    },
    {
      name: 'Disawar at 04:55',
      at: at('04:55', TUESDAY),
      type: 'gali-left-digit',
      market: 'DISAWAR',
      input: { fields: { 'Left Digit': '4' }, points: '10' },
      row: '4',
      filed: at('12:00'),
    },
    {
      name: "Main Bazar's close at 00:02",
      at: at('00:02', TUESDAY),
      type: 'single-digit',
      market: 'MAIN BAZAR',
      input: { fields: { Digit: '9' }, points: '10', session: 'Close' },
      row: '9',
      filed: undefined,
    },
  ] as const satisfies readonly {
    name: string;
    at: Date;
    type: BidTypeId;
    market: string;
    input: BidInput;
    row: string;
    /** The session the bid is filed under, when it is yesterday's. */
    filed: Date | undefined;
  }[];

  for (const { name, at: start, type: id, market, input, row, filed } of CASES) {
    test(`${name}: sent once, seen placed with its row; one debit`, async ({
      sim,
      signIn,
      clock,
      openBidScreen,
    }) => {
      const type = bidTypeById(id);
      const path = SUBMIT_PATH[type.market];
      await clock.start(start);
      const { token } = await signIn(DEMO);
      const bid = await openBidScreen(type, market);
      await bid.proceed(input);
      await bid.submitButton.click();
      await sim.fault({ kind: 'drop_after', path, times: 1 });
      await bid.confirm.submitButton.click();
      await expect(bid.confirm.checking).toBeVisible();
      await clock.advance(1000);
      await expect(bid.found.rows).toHaveCount(1);
      await expect(bid.found.rows).toContainText(row);

      await expect
        .poll(() => sim.journal(path))
        .toMatchObject([{ answer_lost: true, fault: 'drop_after' }]);
      expect(await sim.wallet(DEMO.mobile)).toBe(9990);
      expect(await sim.bidHistory(token, type.market, filed ?? start)).toHaveLength(1);
    });
  }
});

test("not applied: the spec's failure with the modal open, and one retry places one bid", async ({
  page,
  sim,
  demo,
  clock,
  openBidScreen,
}) => {
  const bid = await openBidScreen(bidTypeById('single-digit'));
  await bid.proceed({ fields: { Digit: '3' }, points: '10', session: 'Open' });
  await bid.submitButton.click();
  await sim.fault({ kind: 'drop', path: SUBMIT_PATH.main, times: 1 });
  await bid.confirm.submitButton.click();
  await expect(bid.confirm.checking).toBeVisible();
  await clock.advance(1000);
  await clock.advance(2000);
  await expect(toast(page, 'Failed to place bid. Please try again.')).toBeVisible();
  await expect(bid.confirm.dialog).toBeVisible();
  expect(await sim.wallet(DEMO.mobile)).toBe(10_000);

  await bid.confirm.submitButton.click();
  await expect(toast(page, 'Bid placed successfully!')).toBeVisible();
  expect(await sim.journal(SUBMIT_PATH.main)).toHaveLength(2);
  expect(await sim.wallet(DEMO.mobile)).toBe(9990);
  expect(await sim.bidHistory(demo.token, 'main', at('10:00'))).toHaveLength(1);
});

test.describe('what Chromium does with a POST whose connection is cut before a byte', () => {
  test("the page's own POST, on a connection the polls keep open, is sent twice: two transfers", async ({
    page,
    sim,
    demo,
    homePage,
  }) => {
    await homePage.goto();
    // The dashboard has been asked: the page holds a connection to the provider.
    await expect
      .poll(async () => (await sim.journal('api-get-dashboard-data')).length)
      .toBeGreaterThan(0);
    await sim.fault({ kind: 'drop_after', path: 'api-user-transfer-wallet-balance', times: 1 });
    // Sent right after a poll's answer, when that poll's connection is idle and the next poll is 5
    // s away: a poll in flight would have sent the POST on a new connection, which Chromium does
    // not send again (a CI run read "lost", 2026-11-27).
    await page.waitForResponse((response) => response.url().endsWith('/api-get-dashboard-data'));
    const body = {
      env_type: 'Prod',
      app_key: APP_KEY,
      unique_token: demo.token,
      amount: '100',
      mobile_no: VIEWER.mobile,
      transfer_note: '',
    };
    const sent = await page.evaluate(
      async ([url, json]) =>
        fetch(url!, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: json!,
        }).then(
          () => 'answered',
          () => 'lost',
        ),
      [`${sim.host}/api-user-transfer-wallet-balance`, JSON.stringify(body)],
    );
    expect(sent).toBe('answered');
    expect(await sim.journal('api-user-transfer-wallet-balance')).toHaveLength(2);
    expect(await sim.wallet(VIEWER.mobile)).toBe(200);
  });

  test('what remains: a bid on the connection an earlier bid left open is sent again by Chromium; the player is told it was placed twice', async ({
    page,
    sim,
    demo,
    openBidScreen,
  }) => {
    const bid = await openBidScreen(bidTypeById('single-digit'));
    await bid.proceed({ fields: { Digit: '1' }, points: '10', session: 'Open' });
    await bid.submitButton.click();
    await bid.confirm.submitButton.click();
    await dismissToast(toast(page, 'Bid placed successfully!'));

    // The first bid's connection is still open (the simulator keeps one 72 s): the second rides
    // on it, is cut before a byte, and Chromium sends it again on a new one, which answers.
    await bid.proceed({ fields: { Digit: '2' }, points: '10', session: 'Open' });
    await bid.submitButton.click();
    await sim.fault({ kind: 'drop_after', path: SUBMIT_PATH.main, times: 1 });
    await bid.confirm.submitButton.click();
    await expect(bid.pending).toHaveCount(0);
    // The app cannot stop the browser; it reads the bid history again and says what happened.
    await expect(
      toast(
        page,
        'This bid was placed twice: the connection broke and your browser sent it again. Both are in your bid history.',
      ),
    ).toBeVisible();
    expect(await sim.journal(SUBMIT_PATH.main)).toMatchObject([
      { status: 200 },
      { answer_lost: true },
      { status: 200 },
    ]);
    expect(await sim.wallet(DEMO.mobile)).toBe(9970);
    expect(await sim.bidHistory(demo.token, 'main', at('10:00'))).toHaveLength(3);
  });
});

test.describe('the funds calls', () => {
  test('withdraw, applied then no answer: the player is told it was made; one request, one hold', async ({
    page,
    sim,
    signIn,
    clock,
    withdrawPage: withdraw,
  }) => {
    await clock.start(at('11:00'));
    const { token } = await signIn(DEMO);
    await sim.provider('api-add-user-upi-details', {
      unique_token: token,
      upi_type: '2',
      google_pay_no: '9123456789',
      paytm_no: '',
      phon_pay_no: '',
    });
    await page.goto(paths.withdraw);
    const path = 'api-user-withdraw-fund-request';
    await sim.fault({ kind: 'hang_after', path, times: 1 });
    await withdraw.withdraw('600', /9123456789/);
    await expect.poll(() => sim.balance(token)).toBe(9_400);
    await clock.advance(GIVE_UP_MS);
    await expect(
      toast(page, 'No answer from the server. Checking whether it went through…'),
    ).toBeVisible();
    await clock.advance(1000);
    await expect(
      toast(page, 'The server did not answer, but your withdraw request was made.'),
    ).toBeVisible();
    await expect(page).toHaveURL(urlOf(paths.home));
    await expect.poll(() => sim.journal(path)).toMatchObject([{ answer_lost: true }]);
    expect(await sim.pendingWithdrawals()).toHaveLength(1);
    expect(await sim.balance(token)).toBe(9_400);
  });

  const LOSSES = [
    { kind: 'hang_after', what: 'no answer', giveUp: GIVE_UP_MS },
    { kind: 'drop_after', what: 'cut before a byte', giveUp: 1 },
  ] as const;
  for (const { kind, what, giveUp } of LOSSES) {
    test(`transfer, applied then ${what}: told it was made; one transfer`, async ({
      page,
      sim,
      signIn,
      clock,
      transferPage: transfer,
    }) => {
      await clock.start(at('10:00'));
      const { token } = await signIn(DEMO);
      await page.goto(paths.transfer);
      await transfer.transfer(VIEWER.mobile, '250');
      const path = 'api-user-transfer-wallet-balance';
      await sim.fault({ kind, path, times: 1 });
      await transfer.confirmModal.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => sim.wallet(VIEWER.mobile)).toBe(250);
      await clock.advance(giveUp);
      await expect(
        toast(page, 'No answer from the server. Checking whether it went through…'),
      ).toBeVisible();
      await clock.advance(1000);
      await expect(
        toast(page, 'The server did not answer, but your transfer was made.'),
      ).toBeVisible();
      await expect(transfer.confirmModal).toBeHidden();
      await expect
        .poll(() => sim.journal(path))
        .toMatchObject([{ answer_lost: true, fault: kind }]);
      expect(await sim.balance(token)).toBe(9_750);
    });
  }

  test('deposit request, applied then no answer: told it was filed; one request', async ({
    page,
    sim,
    signIn,
    clock,
    upiPayPage: upi,
  }) => {
    await clock.start(at('10:00'));
    await signIn(DEMO);
    await catchUpiLinks(page);
    await page.goto(paths.upiPay);
    const path = 'api-fund-request-add';
    await sim.fault({ kind: 'hang_after', path, times: 1 });
    await upi.pay('500', 'PhonePe');
    await expect(upi.addMoney).toHaveText('Processing...');
    // The request goes two seconds after the UPI app opened.
    await clock.advance(2000);
    await expect.poll(async () => (await sim.pendingDeposits()).length).toBe(1);
    await clock.advance(GIVE_UP_MS);
    await clock.advance(1000);
    await expect(
      toast(page, 'The server did not answer, but your deposit request was filed.'),
    ).toBeVisible();
    await expect(upi.addMoney).toHaveText('Add Money');
    await expect.poll(() => sim.journal(path)).toMatchObject([{ answer_lost: true }]);
    expect(await sim.pendingDeposits()).toHaveLength(1);
  });

  test('UPI number, saved then no answer: told it was saved; one call', async ({
    page,
    sim,
    signIn,
    clock,
    walletPage: wallet,
    otpPage: otp,
  }) => {
    await clock.start(at('10:00'));
    const { token } = await signIn(DEMO);
    await page.goto(paths.wallet);
    await wallet.addUpiNumber('GPay', '9123456789');
    await expect(page).toHaveURL(urlOf(paths.verifyUpi));
    const path = 'api-add-user-upi-details';
    await sim.fault({ kind: 'hang_after', path, times: 1 });
    await otp.enter(await sim.latestOtp(DEMO.mobile));
    const saved = async () =>
      (
        await sim.provider<{ payment_details: { google_pay_number: string }[] }>(
          'api-get-user-payment-details',
          { unique_token: token },
        )
      ).payment_details[0]?.google_pay_number;
    await expect.poll(saved).toBe('9123456789');
    await clock.advance(GIVE_UP_MS);
    await clock.advance(1000);
    await expect(page).toHaveURL(urlOf(paths.wallet));
    await expect(
      toast(page, 'The server did not answer, but your number was saved.'),
    ).toBeVisible();
    await expect.poll(() => sim.journal(path)).toMatchObject([{ answer_lost: true }]);
  });
});
