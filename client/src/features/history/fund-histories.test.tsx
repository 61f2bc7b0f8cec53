import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callProvider } from '../../lib/provider-client';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';
import { answerWith, injectFault } from '../../test/provider-tools';

const tx = (id: number, type: string, status: string, amount: string) => ({
  transaction_id: String(id),
  transaction_type: type,
  transaction_note: `Note ${id}`,
  amount,
  amount_status: status,
  insert_date: '01-07-2024',
});

const withdrawal = (n: number, status: string, numbers: Record<string, string>, receipt = '') => ({
  request_number: `WR${n}`,
  request_amount: String(n * 100),
  request_status: status,
  insert_date: '01-07-2024',
  payment_receipt: receipt,
  paytm_number: '',
  google_pay_number: '',
  phone_pay_number: '',
  ...numbers,
});

describe('Add fund history (/addfundhistory, /AddFundHistory)', () => {
  it('shows only approved deposits: credits with amount_status "1"', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    answerWith('api-wallet-transaction-history', {
      status: true,
      msg: 'ok',
      wallet_amt: '0',
      transaction_history: [
        tx(1, '1', '1', '700'),
        tx(2, '1', '4', '300'),
        tx(3, '2', '1', '200'),
        tx(4, '1', '8', '950'),
      ],
    });
    renderApp('/AddFundHistory');
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('+ ₹ 700')).toBeInTheDocument();
  });

  it('shows a deposit once the operator approved it', async () => {
    const sandbox = await openSandbox();
    const session = await sandbox.signIn();
    const added = await callProvider('api-fund-request-add', {
      unique_token: session.token,
      request_amount: '432',
    });
    await sandbox.sim('POST', `/deposits/${added.fund_request_id}/approve`, {});
    renderApp('/addfundhistory');
    expect(await screen.findByText('+ ₹ 432')).toBeInTheDocument();
  });

  it('says "No add fund transactions found." when there are none or the call fails', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await injectFault(sandbox, 'api-wallet-transaction-history', { kind: 'http_500' });
    renderApp('/addfundhistory');
    expect(await screen.findByText(EMPTY_LIST_MESSAGES.noAddFunds)).toBeInTheDocument();
  });
});

describe('Withdraw history (/withdrawhistory, /withdrawfundhistory)', () => {
  it('labels every status, derives the method and links the receipt', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    answerWith('api-user-withdraw-transaction-history', {
      status: true,
      msg: 'ok',
      withdrawdata: [
        withdrawal(1, '0', { google_pay_number: '9000000001' }),
        withdrawal(2, '1', { phone_pay_number: '9000000002' }),
        withdrawal(3, '2', { paytm_number: '9000000003' }, 'https://example.invalid/r3.png'),
        withdrawal(4, '7', {}),
      ],
    });
    renderApp('/withdrawfundhistory');
    const items = await screen.findAllByRole('article');
    const facts = items.map((item) => within(item).getByRole('heading').textContent);
    expect(facts).toEqual(['₹ 100Pending', '₹ 200Cancelled', '₹ 300Approved', '₹ 400Unknown']);
    expect(within(items[0]!).getByText('Google Pay 9000000001')).toBeInTheDocument();
    expect(within(items[1]!).getByText('PhonePe 9000000002')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Paytm 9000000003')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { name: 'View Receipt' })).toHaveAttribute(
      'href',
      'https://example.invalid/r3.png',
    );
    expect(within(items[0]!).queryByRole('link')).toBeNull();
  });

  it('shows a real request, pending then approved with its receipt', async () => {
    const sandbox = await openSandbox();
    const session = await sandbox.signIn();
    await callProvider('api-add-user-upi-details', {
      unique_token: session.token,
      upi_type: '1',
      paytm_no: '9123456780',
    });
    await callProvider('api-user-withdraw-fund-request', {
      unique_token: session.token,
      mobile: session.mobile,
      request_amount: '600',
      payment_method: 3,
    });
    const { withdrawals } = await sandbox.sim<{ withdrawals: { id: number }[] }>(
      'GET',
      '/withdrawals',
    );
    await sandbox.sim('POST', `/withdrawals/${withdrawals[0]!.id}/approve`, {
      receipt: 'https://example.invalid/paid.png',
    });
    renderApp('/withdrawhistory');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Paytm 9123456780')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Receipt' })).toBeInTheDocument();
  });

  it('says "No withdrawal history available" when empty, after loading', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await injectFault(sandbox, 'api-user-withdraw-transaction-history', {
      kind: 'latency',
      latency_ms: 800,
    });
    renderApp('/withdrawhistory');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText(EMPTY_LIST_MESSAGES.noWithdrawals)).toBeInTheDocument();
  });

  it('shows the same empty state when the call fails', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await injectFault(sandbox, 'api-user-withdraw-transaction-history', {
      kind: 'status_false',
      msg: 'x',
    });
    renderApp('/withdrawhistory');
    expect(await screen.findByText(EMPTY_LIST_MESSAGES.noWithdrawals)).toBeInTheDocument();
  });
});
