import { MSG } from '@panna/shared/protocol';
import { EMPTY_LIST_MESSAGES, WITHDRAW_MESSAGES } from '@panna/shared/validation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastAccount } from '../../components/toast';
import { callProvider } from '../../lib/provider-client';
import { sessionToken } from '../../lib/storage';
import { expectPath } from '../../test/helpers';
import { renderApp } from '../../test/render-app';
import { mondayAt, openSandbox } from '../../test/sandbox';
import { answerWith, injectFault } from '../../test/provider-tools';

/** The demo player with a Google Pay number, the phone's clock at the sandbox's instant (or `phone`). */
async function openWithdraw(at = mondayAt(13), { withMethod = true, phone = at } = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(phone);
  const sandbox = await openSandbox(at);
  const session = await sandbox.signIn();
  if (withMethod) {
    await callProvider('api-add-user-upi-details', {
      unique_token: session.token,
      upi_type: '2',
      google_pay_no: '9123456789',
    });
  }
  const view = renderApp('/withdraw');
  await screen.findByText('10:00 AM - 06:00 PM');
  return { sandbox, view, user: userEvent.setup() };
}

const withdrawNow = () => screen.getByRole('button', { name: 'Withdraw Now' });

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string, method = true) {
  if (amount) await user.type(screen.getByLabelText('Amount'), amount);
  if (method) {
    const select = screen.getByLabelText('Payment Method');
    await screen.findByRole('option', { name: 'Google Pay (9123456789)' });
    await user.selectOptions(select, '2');
  }
  await user.click(withdrawNow());
}

describe('Withdraw Funds (/withdraw)', () => {
  it('shows balance, timings, rules, history and support buttons', async () => {
    await openWithdraw();
    expect(await screen.findByText('₹ 10,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw Rules' })).toHaveAttribute(
      'href',
      '/withdrawrule',
    );
    expect(screen.getByRole('link', { name: 'Withdraw History' })).toHaveAttribute(
      'href',
      '/withdrawhistory',
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
  });

  it('opens with no amount and no method chosen', async () => {
    await openWithdraw();
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    await screen.findByRole('option', { name: 'Google Pay (9123456789)' });
    expect(screen.getByLabelText('Payment Method')).toHaveValue('');
  });

  it('says when no payment methods are set up', async () => {
    await openWithdraw(mondayAt(13), { withMethod: false });
    expect(await screen.findByText(EMPTY_LIST_MESSAGES.noPaymentMethods)).toBeInTheDocument();
  });

  it('offers the UPI numbers only, not a bank account another app saved (type 1)', async () => {
    const sandbox = await openSandbox(mondayAt(13));
    const session = await sandbox.signIn();
    const bank = await callProvider('api-add-user-bank-details', {
      unique_token: session.token,
      bank_name: 'state bank',
      ac_holder_name: 'demo player',
      ac_number: '123456789012',
      ifsc_code: 'SBIN0001234',
    });
    expect(bank.msg).toBe('Bank Detail successfully register.');
    await callProvider('api-add-user-upi-details', {
      unique_token: session.token,
      upi_type: '2',
      google_pay_no: '9123456789',
    });
    renderApp('/withdraw');
    await screen.findByRole('option', { name: 'Google Pay (9123456789)' });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a payment method', 'Google Pay (9123456789)']);
  });

  it('shows every validation message and sends nothing', async () => {
    const { user } = await openWithdraw();
    const spy = vi.spyOn(globalThis, 'fetch');
    await fill(user, '', false);
    expect(screen.getByText(WITHDRAW_MESSAGES.amountRequired)).toBeInTheDocument();
    expect(screen.getByText(WITHDRAW_MESSAGES.methodRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount'), '20000');
    await user.click(withdrawNow());
    expect(screen.getByText(WITHDRAW_MESSAGES.walletLimitExceeded)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Amount'));
    await fill(user, '100');
    expect(screen.getByText('Min amt is 500')).toBeInTheDocument();
    expect(screen.queryByText(WITHDRAW_MESSAGES.methodRequired)).toBeNull();
    const sent = spy.mock.calls.filter(([url]) =>
      String(url).endsWith('/api-user-withdraw-fund-request'),
    );
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['before the window opens (09:59 AM)', mondayAt(9, 59)],
    ['after it closes (06:01 PM)', mondayAt(18, 1)],
  ])('refuses %s', async (_label, at) => {
    const { user, view } = await openWithdraw(at);
    await fill(user, '500');
    expect(await screen.findByText(WITHDRAW_MESSAGES.outsideWindow)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/withdraw');
  });

  it.each([
    ['at the opening minute (10:00 AM)', mondayAt(10)],
    ['at the closing minute (06:00 PM)', mondayAt(18)],
  ])('accepts %s and goes to /imp with a toast', async (_label, at) => {
    const success = vi.spyOn(toastAccount, 'success');
    const { sandbox, user, view } = await openWithdraw(at);
    await fill(user, '500');
    await expectPath(view, '/imp');
    expect(success).toHaveBeenCalledWith(MSG.WITHDRAW_SUBMITTED);
    const { withdrawals } = await sandbox.sim<{
      withdrawals: { amount: number; payment_method: number }[];
    }>('GET', '/withdrawals');
    // 500 points to the Google Pay number chosen (method 2)
    expect(withdrawals.map((w) => [w.amount, w.payment_method])).toEqual([[500, 2]]);
  });

  it('refuses while the window is still loading: an unknown window is a closed one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(mondayAt(13));
    const sandbox = await openSandbox(mondayAt(13));
    await sandbox.signIn();
    await injectFault(sandbox, 'api-user-wallet-balance', { kind: 'latency', latency_ms: 8000 });
    const spy = vi.spyOn(globalThis, 'fetch');
    renderApp('/withdraw');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.click(withdrawNow());
    expect(await screen.findByText(WITHDRAW_MESSAGES.outsideWindow)).toBeInTheDocument();
    expect(screen.queryByText('10:00 AM - 06:00 PM')).toBeNull();
    const sent = spy.mock.calls.filter(([url]) =>
      String(url).endsWith('/api-user-withdraw-fund-request'),
    );
    expect(sent).toHaveLength(0);
  });

  it('sends the method chosen, not the first one listed', async () => {
    const { sandbox, user, view } = await openWithdraw();
    await callProvider('api-add-user-upi-details', {
      unique_token: sessionToken(),
      upi_type: '3',
      phon_pay_no: '9123456780',
    });
    view.unmount();
    renderApp('/withdraw');
    await user.type(await screen.findByLabelText('Amount'), '700');
    await screen.findByRole('option', { name: 'PhonePe (9123456780)' });
    await user.selectOptions(screen.getByLabelText('Payment Method'), '4');
    await user.click(withdrawNow());
    await waitFor(async () => {
      const { withdrawals } = await sandbox.sim<{
        withdrawals: { amount: number; payment_method: number }[];
      }>('GET', '/withdrawals');
      expect(withdrawals.map((w) => [w.amount, w.payment_method])).toEqual([[700, 4]]);
    });
  });

  it("keeps the provider's window, not the phone's clock (issue 42)", async () => {
    // A phone hours ahead, inside the window, of a provider at 09:59: refused, nothing sent.
    const spy = vi.spyOn(globalThis, 'fetch');
    const early = await openWithdraw(mondayAt(9, 59), { phone: mondayAt(13) });
    await fill(early.user, '500');
    expect(await screen.findByText(WITHDRAW_MESSAGES.outsideWindow)).toBeInTheDocument();
    const sent = spy.mock.calls.filter(([url]) =>
      String(url).endsWith('/api-user-withdraw-fund-request'),
    );
    expect(sent).toHaveLength(0);
    early.view.unmount();
    // A phone at 08:30 PM, outside the window, of a provider at 01:00 PM: taken.
    const late = await openWithdraw(mondayAt(13), { phone: mondayAt(20, 30) });
    await fill(late.user, '500');
    await expectPath(late.view, '/imp');
    const { withdrawals } = await late.sandbox.sim<{ withdrawals: { amount: number }[] }>(
      'GET',
      '/withdrawals',
    );
    expect(withdrawals.map((w) => w.amount)).toEqual([500]);
  });

  it('locks the button while busy and shows the server msg on failure', async () => {
    const { sandbox, user, view } = await openWithdraw();
    await injectFault(sandbox, 'api-user-withdraw-fund-request', {
      kind: 'latency',
      latency_ms: 500,
    });
    await injectFault(sandbox, 'api-user-withdraw-fund-request', {
      kind: 'status_false',
      msg: 'Withdrawals are paused',
    });
    await fill(user, '600');
    expect(await screen.findByRole('button', { name: 'Withdrawing...' })).toBeDisabled();
    expect(await screen.findByText('Withdrawals are paused')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/withdraw');
  });

  it('says "An error occurred" for a failure without msg and for a network failure', async () => {
    const { user } = await openWithdraw();
    answerWith('api-user-withdraw-fund-request', { status: false });
    await fill(user, '600');
    expect(await screen.findByText(WITHDRAW_MESSAGES.failed)).toBeInTheDocument();
    vi.restoreAllMocks();
    answerWith('api-user-withdraw-fund-request', new TypeError('Failed to fetch'));
    await user.click(withdrawNow());
    await waitFor(() => expect(screen.getByText(WITHDRAW_MESSAGES.failed)).toBeInTheDocument());
  });
});
