/** SUBMIT's guards: one request per tap, honest partial SP DP TP results, the balance check. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { bidTypeById, createBidSlip } from '@panna/shared/bids';
import { expect, it, vi } from 'vitest';
import { toastBid } from '../../components/toast';
import { callProvider } from '../../lib/provider-client';
import type { MarketRef } from './api/market-lookup';
import {
  dialogFact,
  pendingRows,
  proceed,
  shownWallet,
  user,
  walletLoaded,
} from './test/bid-form-driver';
import { mondayAt, openBidSandbox, type BidSandbox } from './test/bid-sandbox';
import { forMarket } from '../../lib/market-param';
import { renderApp } from '../../test/render-app';
import { queryKeys } from '../../lib/query-keys';
import { bodiesSentTo, spyOnFetch } from './test/requests';

it('a double tap on SUBMIT sends one request', async () => {
  const sandbox = await openBidSandbox(mondayAt(10));
  const market = await sandbox.market('main');
  const fetchSpy = spyOnFetch();
  renderApp(forMarket('/single', market.gameId));
  const wallet = await walletLoaded();
  await proceed(bidTypeById('single-digit'), { digits: '5', points: '50' });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const submit = within(await screen.findByRole('dialog')).getByRole('button', { name: 'SUBMIT' });
  await sandbox.sim('POST', '/faults', {
    path: 'api-submit-bid',
    kind: 'latency',
    latency_ms: 300,
  });

  // Both taps land before React re-renders: only the ref guard can stop the second.
  act(() => {
    submit.click();
    expect(submit).toBeEnabled(); // not re-rendered yet: the disabled state cannot help
    submit.click();
  });
  expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
  expect(bodiesSentTo(fetchSpy, 'api-submit-bid')).toHaveLength(1);
  expect(await sandbox.balance()).toBe(wallet - 50);
});

it("a refusal shows the provider's reason; an outage, the spec's message", async () => {
  const sandbox = await openBidSandbox(mondayAt(10));
  const market = await sandbox.market('main');
  const errors = vi.spyOn(toastBid, 'error');
  renderApp(forMarket('/single', market.gameId));
  const wallet = await walletLoaded();
  await proceed(bidTypeById('single-digit'), { digits: '5', points: '50' });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const submit = within(await screen.findByRole('dialog')).getByRole('button', { name: 'SUBMIT' });

  const fault = { path: 'api-submit-bid', times: 1 };
  await sandbox.sim('POST', '/faults', { ...fault, kind: 'status_false', msg: 'Market on hold' });
  await user.click(submit);
  await waitFor(() => expect(errors).toHaveBeenLastCalledWith('Market on hold'));
  await sandbox.sim('POST', '/faults', { ...fault, kind: 'http_500' });
  await user.click(submit);
  await waitFor(() =>
    expect(errors).toHaveBeenLastCalledWith('Failed to place bid. Please try again.'),
  );
  expect(await sandbox.balance()).toBe(wallet);
});

it('SP DP TP reports which kinds failed and keeps only those', async () => {
  const sandbox = await openBidSandbox(mondayAt(10));
  const market = await sandbox.market('main');
  const errors = vi.spyOn(toastBid, 'error');
  const realFetch = globalThis.fetch;
  // The provider refuses the Double Pana call only.
  spyOnFetch().mockImplementation(async (input, init) =>
    String(init?.body).includes('"pana":"Double Pana"')
      ? new Response(JSON.stringify({ status: false, msg: 'Double Pana is not open' }))
      : realFetch(input, init),
  );
  renderApp(forMarket('/spdptp', market.gameId));
  const wallet = await walletLoaded();
  const type = bidTypeById('sp-dp-tp');
  await proceed(type, { digits: '1', points: '10', boxes: { sp: true, dp: true, tp: true } });
  expect(shownWallet()).toBe(wallet - 220);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'SUBMIT' }),
  );

  await waitFor(() =>
    expect(errors).toHaveBeenLastCalledWith(
      'Single Pana, Triple Pana placed; Double Pana failed (Double Pana is not open). Please try again.',
    ),
  );
  // 12 SP + 1 TP placed (130 points); the 9 DP stay pending, still held back.
  expect(await sandbox.balance()).toBe(wallet - 130);
  await waitFor(() => expect(dialogFact('Total Bid')).toBe('9'));
  expect(dialogFact('Total Point')).toBe('90');
  expect(pendingRows()).toHaveLength(1);
  expect(screen.queryByText(/^SP:/)).not.toBeInTheDocument();
  await waitFor(() => expect(shownWallet()).toBe(wallet - 130 - 90));
  expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
});

it('SP Motor: Submit says Not enough balance! once the displayed wallet went below zero', async () => {
  const sandbox = await openBidSandbox(mondayAt(10));
  const market = await sandbox.market('main');
  const errors = vi.spyOn(toastBid, 'error');
  renderApp(forMarket('/spmotor', market.gameId));
  const wallet = await walletLoaded();
  // Points equal to the whole balance, on each of four panas.
  await proceed(bidTypeById('sp-motor'), { digits: '1234', points: String(wallet) });
  expect(shownWallet()).toBe(wallet - 4 * wallet);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(errors).toHaveBeenLastCalledWith('Not enough balance!');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('DP Motor: Submit says Not enough balance! when the balance fell under what it holds', async () => {
  const sandbox = await openBidSandbox(mondayAt(10));
  const market = await sandbox.market('main');
  const errors = vi.spyOn(toastBid, 'error');
  const { client } = renderApp(forMarket('/dpmotor', market.gameId));
  const wallet = await walletLoaded();
  // DP Motor holds its points once, so only a balance falling elsewhere can take it below zero.
  await proceed(bidTypeById('dp-motor'), { digits: '12', points: String(wallet) });
  expect(shownWallet()).toBe(0);
  await placeElsewhere(sandbox, market, 100);
  await act(() => client.invalidateQueries());
  await waitFor(() => expect(shownWallet()).toBe(-100));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(errors).toHaveBeenLastCalledWith('Not enough balance!');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

/** A bid placed from another device: the provider's balance drops by `points`. */
async function placeElsewhere(sandbox: BidSandbox, market: MarketRef, points: number) {
  const built = createBidSlip(bidTypeById('single-digit'), market).add(
    { digits: '9', points: String(points), session: 'Open' },
    Infinity,
  );
  if (!built.ok) throw new Error(built.message);
  for (const call of built.slip.submissions(sandbox.token, '1-July-2024')) {
    await callProvider(call.path, call.body);
  }
}

it('offline, SUBMIT says the phone is offline and sends nothing; back online, the bid goes', async () => {
  const sandbox = await openBidSandbox(mondayAt(10));
  const market = await sandbox.market('main');
  const errors = vi.spyOn(toastBid, 'error');
  const fetchSpy = spyOnFetch();
  renderApp(forMarket('/single', market.gameId));
  const wallet = await walletLoaded();
  await proceed(bidTypeById('single-digit'), { digits: '5', points: '50' });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const submit = within(await screen.findByRole('dialog')).getByRole('button', { name: 'SUBMIT' });

  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await user.click(submit);
  await waitFor(() => expect(errors).toHaveBeenCalled());
  expect(errors).toHaveBeenLastCalledWith(
    'You are offline: your bid was not sent. Connect to the internet and try again.',
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(bodiesSentTo(fetchSpy, 'api-submit-bid')).toHaveLength(0);

  online.mockReturnValue(true);
  await user.click(submit);
  expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
  expect(await sandbox.balance()).toBe(wallet - 50);
});

it('a market closing while the confirmation is open: SUBMIT says so and sends nothing', async () => {
  const sandbox = await openBidSandbox(mondayAt(10));
  const market = await sandbox.market('starline');
  const errors = vi.spyOn(toastBid, 'error');
  const fetchSpy = spyOnFetch();
  const { client } = renderApp(forMarket('/StarSingle', market.gameId));
  await walletLoaded();
  await proceed(bidTypeById('star-single-digit'), { digits: '5', points: '50' });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const submit = within(await screen.findByRole('dialog')).getByRole('button', { name: 'SUBMIT' });
  // The slot's list now shows it closed (its poll, as the market-gate test does it).
  act(() => {
    client.setQueryData(
      queryKeys.marketList('api-starline-game', sandbox.token),
      (data: { result: { game_id: string }[] }) => ({
        ...data,
        result: data.result.map((g) => (g.game_id === market.gameId ? { ...g, msg_status: 2 } : g)),
      }),
    );
  });
  expect(await screen.findByText('Bidding is closed for Single Digit')).toBeInTheDocument();
  await user.click(submit);
  await waitFor(() =>
    expect(errors).toHaveBeenLastCalledWith('Bidding is closed for Single Digit'),
  );
  expect(bodiesSentTo(fetchSpy, 'api-starline-submit-bid')).toHaveLength(0);
});
