/**
 * Issue 42 item 4: one balance everywhere. The dashboard and api-user-wallet-balance both answer
 * the balance; the header, the bid screens and every funds screen show (and check against) the
 * same one, whichever answer is cached and however old.
 */
import { TRANSFER_MESSAGES, WITHDRAW_MESSAGES } from '@panna/shared/validation';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dashboardQuery } from '../../lib/api/dashboard';
import { walletBalanceQuery } from '../../lib/api/wallet-balance';
import { callProvider } from '../../lib/provider-client';
import { createQueryClient } from '../../lib/query-client';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';
import * as paths from '../../lib/paths';

const HOUR_MS = 3_600_000;

/**
 * The player's cache as an offline start restores it: the withdraw screen's balance saved on an
 * earlier visit (15,420), the home's an hour later, after a win (17,120). The network is down.
 */
async function cacheOfEarlierVisits(): Promise<QueryClient> {
  const sandbox = await openSandbox();
  const { token } = await sandbox.signIn();
  const dashboard = await callProvider('api-get-dashboard-data', { unique_token: token });
  const wallet = await callProvider('api-user-wallet-balance', { unique_token: token });
  const client = createQueryClient();
  const now = Date.now();
  client.setQueryData(
    walletBalanceQuery(token).queryKey,
    { ...wallet, wallet_amt: '15420' },
    { updatedAt: now - 2 * HOUR_MS },
  );
  client.setQueryData(
    dashboardQuery(token).queryKey,
    { ...dashboard, wallet_amt: '17120' },
    { updatedAt: now - HOUR_MS },
  );
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  return client;
}

const headerWallet = () => screen.findByRole('link', { name: /Wallet balance/ });
const balanceCard = async () =>
  within(await screen.findByRole('region', { name: 'Current Balance' })).getByText(/₹/);

describe('one balance', () => {
  it('the withdraw screen shows the balance the header shows, from the same cached data', async () => {
    const client = await cacheOfEarlierVisits();
    const view = renderApp(paths.home, client);
    expect(await headerWallet()).toHaveTextContent('₹ 17,120');
    await view.router.navigate(paths.withdraw);
    expect(await balanceCard()).toHaveTextContent('₹ 17,120');
    expect(screen.queryByText(/15,420/)).toBeNull();
  });

  it('the withdraw rule checks the amount against that balance', async () => {
    const client = await cacheOfEarlierVisits();
    renderApp(paths.withdraw, client);
    expect(await balanceCard()).toHaveTextContent('₹ 17,120');
    const user = userEvent.setup();
    // More than the older answer's 15,420, within the balance shown.
    await user.type(screen.getByLabelText('Amount'), '16000');
    await user.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(await screen.findByText(WITHDRAW_MESSAGES.methodRequired)).toBeInTheDocument();
    expect(screen.queryByText(WITHDRAW_MESSAGES.walletLimitExceeded)).toBeNull();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '17121');
    await user.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(await screen.findByText(WITHDRAW_MESSAGES.walletLimitExceeded)).toBeInTheDocument();
  });

  it.each([
    ['Add Fund', paths.addFund],
    ['Transfer Points', paths.transfer],
  ])('%s shows the header’s balance too', async (_screen, path) => {
    const client = await cacheOfEarlierVisits();
    renderApp(path, client);
    expect(await headerWallet()).toHaveTextContent('₹ 17,120');
    expect(await balanceCard()).toHaveTextContent('₹ 17,120');
  });

  it('the transfer rule checks the points against that balance', async () => {
    const client = await cacheOfEarlierVisits();
    renderApp(paths.transfer, client);
    expect(await balanceCard()).toHaveTextContent('₹ 17,120');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone No'), '9876543211');
    await user.type(screen.getByLabelText('Points'), '16000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    // Checked, then the receiver is looked up (which fails: the network is down).
    expect(await screen.findByText(TRANSFER_MESSAGES.userCheckFailed)).toBeInTheDocument();
    expect(screen.queryByText(TRANSFER_MESSAGES.notEnoughPoints)).toBeNull();
  });

  it('a wallet-balance answer is the balance everywhere: the dashboard’s cached one follows it', async () => {
    const sandbox = await openSandbox();
    const { token } = await sandbox.signIn();
    const dashboard = await callProvider('api-get-dashboard-data', { unique_token: token });
    const client = createQueryClient();
    const seen = Date.now() - HOUR_MS;
    client.setQueryData(
      dashboardQuery(token).queryKey,
      { ...dashboard, wallet_amt: '17120' },
      { updatedAt: seen },
    );
    const wallet = await client.query(walletBalanceQuery(token));
    const cached = client.getQueryState(dashboardQuery(token).queryKey);
    expect(cached?.data).toEqual({ ...dashboard, wallet_amt: wallet.wallet_amt });
    // Only the balance is newer: the rest of the dashboard is as old as it was.
    expect(cached?.dataUpdatedAt).toBe(seen);
  });
});
