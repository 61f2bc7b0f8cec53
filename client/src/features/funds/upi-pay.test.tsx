import { ADD_MONEY_MESSAGES, PAYMENT_MESSAGES } from '@panna/shared/validation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { openSandbox, type Sandbox } from '../../test/sandbox';
import { paymentLauncher } from './payment-link';
import { answerWith, injectFault, patchSettings } from '../../test/provider-tools';

async function openUpiPay(sandbox?: Sandbox) {
  const world = sandbox ?? (await openSandbox());
  await world.signIn();
  const open = vi.spyOn(paymentLauncher, 'open').mockImplementation(() => undefined);
  renderApp('/payviaupi');
  const amount = await screen.findByLabelText('Amount');
  return { sandbox: world, open, amount, user: userEvent.setup() };
}

const addMoney = () => screen.getByRole('button', { name: 'Add Money' });

describe('UPI PAY (/payviaupi)', () => {
  it('shows the minimum deposit as placeholder and keeps Add Money off until both are chosen', async () => {
    const { amount, user } = await openUpiPay();
    await waitFor(() => expect(amount).toHaveAttribute('placeholder', 'Minimum ₹100'));
    for (const name of ['PhonePe', 'Google Pay', 'Paytm', 'Other UPI Gateway']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    expect(addMoney()).toBeDisabled();
    await user.type(amount, '150');
    expect(addMoney()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Paytm' }));
    expect(addMoney()).toBeEnabled();
  });

  it('refuses an amount under the minimum', async () => {
    const { amount, user, open } = await openUpiPay();
    await waitFor(() => expect(amount).toHaveAttribute('placeholder', 'Minimum ₹100'));
    await user.type(amount, '99');
    await user.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await user.click(addMoney());
    expect(await screen.findByText('Minimum amount to add is 100')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('falls back to a minimum of 0 with its message when the minimum cannot be fetched', async () => {
    const sandbox = await openSandbox();
    await injectFault(sandbox, 'api-last-fund-request-detail', { kind: 'http_500' });
    const { amount } = await openUpiPay(sandbox);
    expect(await screen.findByText(ADD_MONEY_MESSAGES.minimumFetchFailed)).toBeInTheDocument();
    expect(amount).toHaveAttribute('placeholder', 'Minimum ₹0');
  });

  it('opens the UPI link, posts the fund request 2 s later, then returns to idle', async () => {
    const { sandbox, amount, user, open } = await openUpiPay();
    await user.type(amount, '250');
    await user.click(screen.getByRole('radio', { name: 'PhonePe' }));
    await user.click(addMoney());
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const link = open.mock.calls[0]?.[0] ?? '';
    expect(link).toMatch(
      /^upi:\/\/pay\?pa=panna\.phonepe%40ybl&pn=Demo%20Player&am=250\.00&cu=INR&tn=Add%20Funds&tr=\d+$/,
    );
    // Nothing is posted before the 2 s delay.
    const before = await sandbox.sim<{ deposits: unknown[] }>('GET', '/deposits');
    expect(before.deposits).toHaveLength(0);
    expect(
      await screen.findByRole('button', { name: 'Add Money' }, { timeout: 6000 }),
    ).toBeEnabled();
    const after = await sandbox.sim<{ deposits: { amount: number }[] }>('GET', '/deposits');
    expect(after.deposits.map((d) => d.amount)).toEqual([250]);
  });

  it.each([
    ['Google Pay', 'panna.gpay%40okaxis'],
    ['Paytm', 'panna.demo%40upi'],
    ['Other UPI Gateway', 'panna.demo%40upi'],
  ])('pays %s to its operator UPI id', async (method, payee) => {
    const { amount, user, open } = await openUpiPay();
    await user.type(amount, '100');
    await user.click(screen.getByRole('radio', { name: method }));
    await user.click(addMoney());
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open.mock.calls[0]?.[0]).toContain(`pa=${payee}&`);
    expect(open.mock.calls[0]?.[0]).toContain('am=100.00');
    // Its fund request filed (2 s on), so that it does not land in the next test's world.
    await screen.findByRole('button', { name: 'Add Money' }, { timeout: 6000 });
  });

  async function tryPay(method: string) {
    const { amount, user, open } = await openUpiPay();
    await user.type(amount, '100');
    await user.click(screen.getByRole('radio', { name: method }));
    await user.click(addMoney());
    return open;
  }

  it('says when no UPI id is configured at all, or none for the chosen app', async () => {
    const sandbox = await openSandbox();
    await patchSettings(sandbox, { bank: { phonepay_upi_payment_id: '' } });
    await openUpiPay(sandbox);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('radio', { name: 'PhonePe' }));
    await user.click(addMoney());
    expect(await screen.findByText(ADD_MONEY_MESSAGES.upiIdNotFound)).toBeInTheDocument();

    await patchSettings(sandbox, {
      bank: { upi_payment_id: '', google_upi_payment_id: '', phonepay_upi_payment_id: '' },
    });
    await user.click(addMoney());
    expect(await screen.findByText(ADD_MONEY_MESSAGES.upiNotConfigured)).toBeInTheDocument();
  });

  it('shows the bank-details failure: server msg, its fallback, or the network message', async () => {
    answerWith('api-admin-bank-details', { status: false, msg: 'Bank details locked' });
    let open = await tryPay('Paytm');
    expect(await screen.findByText('Bank details locked')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    vi.restoreAllMocks();

    answerWith('api-admin-bank-details', { status: false });
    await screen.findByRole('button', { name: 'Add Money' });
    open = vi.spyOn(paymentLauncher, 'open');
    await userEvent.setup().click(addMoney());
    expect(await screen.findByText(PAYMENT_MESSAGES.bankDetailsFailed)).toBeInTheDocument();
    vi.restoreAllMocks();

    answerWith('api-admin-bank-details', new TypeError('Failed to fetch'));
    await userEvent.setup().click(addMoney());
    expect(await screen.findByText(PAYMENT_MESSAGES.bankDetailsError)).toBeInTheDocument();
  });

  it('says the payment could not start when the UPI app cannot be opened', async () => {
    const { amount, user, open } = await openUpiPay();
    open.mockImplementation(() => {
      throw new Error('blocked');
    });
    await user.type(amount, '100');
    await user.click(screen.getByRole('radio', { name: 'Paytm' }));
    await user.click(addMoney());
    expect(await screen.findByText(ADD_MONEY_MESSAGES.paymentStartFailed)).toBeInTheDocument();
    expect(addMoney()).toBeEnabled();
  });
});
