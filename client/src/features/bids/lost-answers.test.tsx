/** SUBMIT when the answer is lost: never sent again; the player learns from the bid history. */
import { screen, waitFor, within } from '@testing-library/react';
import { bidTypeById, SUBMIT_PATH, type BidTypeId, type MarketKind } from '@panna/shared/bids';
import { instantAt } from '@panna/shared/time';
import { describe, expect, it, vi } from 'vitest';
import { toastBid } from '../../components/toast';
import { bidPathFor } from '../../lib/bid-paths';
import { forMarket } from '../../lib/market-param';
import { renderApp } from '../../test/render-app';
import { failsAfterFirst } from '../../test/provider-tools';
import { pendingRows, proceed, user, walletLoaded, type Inputs } from './test/bid-form-driver';
import { mondayAt, openBidSandbox } from './test/bid-sandbox';

/** The bid calls the simulator saw. */
const submitCalls = async (sim: (m: 'GET', p: string) => Promise<unknown>) =>
  ((await sim('GET', '/journal?path=api-submit-bid')) as { entries: unknown[] }).entries;

async function openConfirmation(digits: string) {
  const sandbox = await openBidSandbox(mondayAt(10));
  const market = await sandbox.market('main');
  renderApp(forMarket('/single', market.gameId));
  const wallet = await walletLoaded();
  await proceed(bidTypeById('single-digit'), { digits, points: '50' });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog');
  return {
    sandbox,
    wallet,
    dialog,
    submit: within(dialog).getByRole('button', { name: 'SUBMIT' }),
  };
}

it('applied, its answer cut: the player sees the bid placed, with its row; one call, one debit', async () => {
  const { sandbox, wallet, submit } = await openConfirmation('7');
  await sandbox.sim('POST', '/faults', { kind: 'drop_after', path: 'api-submit-bid', times: 1 });
  await user.click(submit);
  expect(
    await screen.findByText('No answer from the server. Checking whether your bid was placed…'),
  ).toBeInTheDocument();
  const found = await screen.findByRole(
    'dialog',
    { name: 'Your bid was placed' },
    { timeout: 8000 },
  );
  expect(within(found).getByRole('listitem')).toHaveTextContent(
    'Single Digit · Open · 7 · 50 points',
  );
  await user.click(within(found).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await sandbox.balance()).toBe(wallet - 50);
  expect(await submitCalls(sandbox.sim)).toHaveLength(1);
});

it("not applied: the spec's failure with the modal open, and one retry places one bid", async () => {
  const errors = vi.spyOn(toastBid, 'error');
  const { sandbox, wallet, dialog, submit } = await openConfirmation('3');
  await sandbox.sim('POST', '/faults', { kind: 'drop', path: 'api-submit-bid', times: 1 });
  await user.click(submit);
  await waitFor(
    () => expect(errors).toHaveBeenLastCalledWith('Failed to place bid. Please try again.'),
    { timeout: 8000 },
  );
  expect(dialog).toBeInTheDocument();
  expect(await sandbox.balance()).toBe(wallet);
  await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
  expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
  expect(await sandbox.balance()).toBe(wallet - 50);
  expect(await submitCalls(sandbox.sim)).toHaveLength(2);
});

/**
 * Bids the provider files under yesterday's session (issue 40): Disawar's result comes at 05:00,
 * Main Bazar closes at 12:05 AM. Their lost answers are read back from the session they were filed
 * under, not the phone's date, so the player is told they were placed and never taps again.
 */
it('lost, and the bid history cannot be read: the player is told to look, and SUBMIT is gone', async () => {
  const errors = vi.spyOn(toastBid, 'error');
  const { sandbox, wallet, submit } = await openConfirmation('2');
  await sandbox.sim('POST', '/faults', { kind: 'drop_after', path: 'api-submit-bid', times: 1 });
  // The history read before the bid answers; every look after the loss fails.
  failsAfterFirst('api-bid-history-data');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  await user.click(submit);
  await vi.waitFor(
    async () => {
      await vi.advanceTimersByTimeAsync(1000);
      expect(errors).toHaveBeenCalledWith(
        'We could not check whether your bid was placed. Please look at your bid history before bidding again.',
      );
    },
    { timeout: 10_000 },
  );
  vi.useRealTimers();
  // No confirmation left to send it again from; the row stays on the slip, unsent.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(pendingRows()).toHaveLength(1);
  expect(await sandbox.balance()).toBe(wallet - 50);
  expect(await submitCalls(sandbox.sim)).toHaveLength(1);
});

describe("after midnight, a lost answer is looked up in yesterday's session", () => {
  const TUESDAY = '2024-07-02';
  const HOUR = 3_600_000;
  const cases: {
    name: string;
    at: number;
    kind: MarketKind;
    market: string;
    type: BidTypeId;
    inputs: Inputs;
    /** A session other than the one the screen starts on. */
    session?: 'Close';
    row: string;
    /** The phone's clock, when it is not the provider's (issue 42): the provider's time counts. */
    phone?: number;
  }[] = [
    {
      name: 'Disawar at 00:30',
      at: instantAt(TUESDAY, 30),
      kind: 'gali',
      market: 'DISAWAR',
      type: 'gali-jodi-digit',
      inputs: { digits: '47', points: '20' },
      row: 'Jodi Digit · Open · 47 · 20 points',
    },
    {
      name: 'Disawar at 04:55',
      at: instantAt(TUESDAY, 4 * 60 + 55),
      kind: 'gali',
      market: 'DISAWAR',
      type: 'gali-left-digit',
      inputs: { digits: '6', points: '20' },
      row: 'Left Digit · Open · 6 · 20 points',
    },
    {
      name: "Main Bazar's close at 00:02",
      at: instantAt(TUESDAY, 2),
      kind: 'main',
      market: 'MAIN BAZAR',
      type: 'single-digit',
      inputs: { digits: '8', points: '20' },
      session: 'Close',
      row: 'Single Digit · Close · 8 · 20 points',
    },
    {
      name: 'Disawar at 00:30, the phone 40 hours ahead',
      at: instantAt(TUESDAY, 30),
      phone: instantAt(TUESDAY, 30) + 40 * HOUR,
      kind: 'gali',
      market: 'DISAWAR',
      type: 'gali-jodi-digit',
      inputs: { digits: '47', points: '20' },
      row: 'Jodi Digit · Open · 47 · 20 points',
    },
    {
      name: "Main Bazar's close at 00:02, the phone 20 hours behind",
      at: instantAt(TUESDAY, 2),
      phone: instantAt(TUESDAY, 2) - 20 * HOUR,
      kind: 'main',
      market: 'MAIN BAZAR',
      type: 'single-digit',
      inputs: { digits: '8', points: '20' },
      session: 'Close',
      row: 'Single Digit · Close · 8 · 20 points',
    },
  ];

  it.each(cases)('$name: seen placed, one call, one debit', async (bid) => {
    const sandbox = await openBidSandbox(bid.at);
    const market = await sandbox.market(bid.kind, bid.market);
    if (bid.phone) vi.setSystemTime(bid.phone);
    const type = bidTypeById(bid.type);
    renderApp(bidPathFor(type, market.gameId));
    const wallet = await walletLoaded();
    if (bid.session) await user.click(screen.getByRole('radio', { name: bid.session }));
    await proceed(type, bid.inputs);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    const path = SUBMIT_PATH[bid.kind];
    await sandbox.sim('POST', '/faults', { kind: 'drop_after', path, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
    const found = await screen.findByRole(
      'dialog',
      { name: 'Your bid was placed' },
      { timeout: 8000 },
    );
    expect(within(found).getByRole('listitem')).toHaveTextContent(bid.row);
    expect(await sandbox.balance()).toBe(wallet - 20);
    const calls = (await sandbox.sim('GET', `/journal?path=${path}`)) as { entries: unknown[] };
    expect(calls.entries).toHaveLength(1);
  });
});

it('sent again by the browser on a cut connection: placed twice, and the player is told so', async () => {
  const errors = vi.spyOn(toastBid, 'error');
  const { sandbox, wallet, submit } = await openConfirmation('4');
  const send = globalThis.fetch;
  let resent = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (!resent && String(input).endsWith(`/${SUBMIT_PATH.main}`)) {
      resent = true;
      await send(input, init); // the copy the browser sent on the connection that broke
    }
    return send(input, init);
  });
  await user.click(submit);
  await waitFor(() =>
    expect(errors).toHaveBeenCalledWith(
      'This bid was placed twice: the connection broke and your browser sent it again. Both are in your bid history.',
    ),
  );
  expect(await sandbox.balance()).toBe(wallet - 100);
});
