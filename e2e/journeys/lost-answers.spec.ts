/**
 * Lost answers (issue 33): a bid the provider applied whose answer never came, or came cut. The
 * player taps once, the app never sends it again, asks the provider what happened and says so;
 * the journal, the wallet and the history show one call applied and one debit. Time is the
 * clocks' (the app gives up after 8 s of the page's faked clock), never a sleep.
 */
import { bidTypeById, SUBMIT_PATH, type BidTypeId } from '@panna/shared/bids';
import { DEMO, at, expect, test, toast } from '../fixtures/test';
import type { BidInput } from '../pages/bid-page';

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

    const calls = await sim.journal(path);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ answer_lost: true, fault: 'hang_after' });
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
    expect(await sim.journal(path)).toMatchObject([{ answer_lost: true, fault: 'drop_after' }]);
    expect(await sim.wallet(DEMO.mobile)).toBe(9990);
    expect(await sim.bidHistory(demo.token, type.market, at('10:00'))).toHaveLength(1);
  });
}

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
