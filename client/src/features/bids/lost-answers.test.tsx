/** SUBMIT when the answer is lost: never sent again; the player learns from the bid history. */
import { screen, waitFor, within } from '@testing-library/react';
import { bidTypeById } from '@panna/shared/bids';
import { expect, it, vi } from 'vitest';
import { toastBid } from '../../components/toast';
import { forMarket } from '../../lib/market-param';
import { renderApp } from '../../test/render-app';
import { proceed, user, walletLoaded } from './test/bid-form-driver';
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
