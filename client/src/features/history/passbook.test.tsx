import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { DEMO, openSandbox } from '../../test/sandbox';
import { speak } from '../../i18n/language';
import { answerWith, injectFault } from '../../test/provider-tools';

const row = (id: number, type: string, amount = '100', status = '1') => ({
  transaction_id: String(id),
  transaction_type: type,
  transaction_note: `Note ${id}`,
  amount,
  amount_status: status,
  insert_date: '01-07-2024 10:00 AM',
});

const history = (rows: object[]) => ({
  status: true,
  msg: 'ok',
  wallet_amt: '0',
  transaction_history: rows,
});

async function openPassbook() {
  const sandbox = await openSandbox();
  await sandbox.signIn();
  return sandbox;
}

const cards = () => within(screen.getByRole('list', { name: 'Wallet Transaction History' }));

describe('Wallet passbook (/transaction)', () => {
  it('shows type "1" as a credit and anything else as a debit, with amount, note and date', async () => {
    await openPassbook();
    answerWith(
      'api-wallet-transaction-history',
      history([row(1, '1', '500'), row(2, '2', '50'), row(3, '3', '70')]),
    );
    renderApp('/transaction');
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Credit+ ₹ 500',
      'Debit− ₹ 50',
      'Debit− ₹ 70',
    ]);
    expect(within(items[0]!).getByText('Note 1')).toBeInTheDocument();
    expect(within(items[0]!).getByText('01-07-2024 10:00 AM')).toBeInTheDocument();
  });

  it("shows the seeded player's deposits and bids", async () => {
    await openPassbook();
    renderApp('/transaction');
    await screen.findAllByRole('article');
    expect(cards().getAllByText('Credit').length).toBeGreaterThan(0);
    expect(cards().getAllByText('Debit').length).toBeGreaterThan(0);
  });

  it("shows the notes the provider writes in the player's language: an admin's credit in Marathi", async () => {
    const sandbox = await openPassbook();
    await sandbox.sim('POST', `/players/${DEMO.player.mobile}/credit`, { amount: 250 });
    await act(() => speak('mr'));
    renderApp('/transaction');
    expect(await screen.findByText('ॲडमिनने रक्कम जमा केली')).toBeInTheDocument();
    expect(screen.queryByText('Amount added by admin')).toBeNull();
  });

  it('shows the empty state for no transactions and for a failed call', async () => {
    const sandbox = await openPassbook();
    answerWith('api-wallet-transaction-history', history([]));
    const view = renderApp('/transaction');
    expect(await screen.findByText(EMPTY_LIST_MESSAGES.noData)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_LIST_MESSAGES.noDataHint)).toBeInTheDocument();
    view.unmount();

    await injectFault(sandbox, 'api-wallet-transaction-history', {
      kind: 'status_false',
      msg: 'x',
    });
    renderApp('/transaction');
    expect(await screen.findByText(EMPTY_LIST_MESSAGES.noData)).toBeInTheDocument();
  });

  it('shows loading while the passbook is on its way', async () => {
    const sandbox = await openPassbook();
    await injectFault(sandbox, 'api-wallet-transaction-history', {
      kind: 'latency',
      latency_ms: 1000,
    });
    renderApp('/transaction');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('renders a long passbook 50 rows at a time', async () => {
    await openPassbook();
    const rows = Array.from({ length: 120 }, (_, i) => row(i + 1, i % 2 ? '2' : '1'));
    answerWith('api-wallet-transaction-history', history(rows));
    renderApp('/transaction');
    const user = userEvent.setup();
    expect(await screen.findAllByRole('article')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('article')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('article')).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
