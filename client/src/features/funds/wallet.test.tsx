import { OTP_MESSAGES, UPI_MESSAGES } from '@panna/shared/validation';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastAccount } from '../../components/toast';
import { expectPath } from '../../test/helpers';
import { renderApp } from '../../test/render-app';
import { openSandbox, type Sandbox } from '../../test/sandbox';
import { answerWith, injectFault } from '../../test/provider-tools';

const latestOtp = async (sandbox: Sandbox, mobile: string) => {
  const { otps } = await sandbox.sim<{ otps: { otp: string }[] }>('GET', `/otps?mobile=${mobile}`);
  return otps[0]?.otp ?? '';
};

async function openUpiModal(method: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'UPI Withdraw Methods' }));
  await user.click(screen.getByRole('button', { name: new RegExp(`^${method}`) }));
  return { user, dialog: within(await screen.findByRole('dialog')) };
}

describe('Wallet Management (/imp7)', () => {
  it('links every wallet screen and shows Bank Details without an action', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    renderApp('/imp7');
    expect(await screen.findByRole('heading', { name: 'Wallet Management' })).toBeInTheDocument();
    const targets = {
      'Add Fund': '/imp9',
      'Add Fund History': '/addfundhistory',
      'Withdraw Fund': '/withdraw',
      'Withdraw Fund History': '/withdrawfundhistory',
      // Issue 42: where a player looks for it, with the other money moves.
      'Transfer Points': '/transfer',
      'Wallet History': '/transaction',
    };
    for (const [name, href] of Object.entries(targets)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: 'Bank Details' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it.each(['/imp8', '/wallet', '/mymodel'])(
    '%s shows it inside the header layout',
    async (path) => {
      const sandbox = await openSandbox();
      await sandbox.signIn();
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Wallet Management' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    },
  );

  it('validates the UPI number in the modal', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    renderApp('/imp7');
    const { user, dialog } = await openUpiModal('Paytm');
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(dialog.getByText(UPI_MESSAGES.phoneRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Phone No'), '512345678');
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(dialog.getByText(UPI_MESSAGES.phoneInvalid)).toBeInTheDocument();
  });

  it('shows the OTP failure from the provider', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await injectFault(sandbox, 'api-resend-otp', { kind: 'status_false', msg: 'Too many codes' });
    renderApp('/imp7');
    const { user, dialog } = await openUpiModal('GPay');
    await user.type(dialog.getByLabelText('Phone No'), '9123456789');
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(await dialog.findByText('Too many codes')).toBeInTheDocument();

    answerWith('api-resend-otp', new TypeError('Failed to fetch'));
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(await dialog.findByText(OTP_MESSAGES.sendError)).toBeInTheDocument();
  });

  it('adds a UPI number with the OTP and toasts once back on /imp7', async () => {
    const sandbox = await openSandbox();
    const session = await sandbox.signIn();
    const success = vi.spyOn(toastAccount, 'success');
    const view = renderApp('/imp7');
    const { user, dialog } = await openUpiModal('PhonePe');
    await user.type(dialog.getByLabelText('Phone No'), '9123456789');
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }));

    await expectPath(view, '/otpwithdraw');
    expect(await screen.findByRole('heading', { name: 'Verify UPI' })).toBeInTheDocument();
    expect(screen.getByText('Secure Transaction')).toBeInTheDocument();
    expect(screen.getByText(`+91 ${session.mobile}`)).toBeInTheDocument();
    expect(screen.getByText('0:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Previous Page' })).toBeInTheDocument();
    const code = await latestOtp(sandbox, session.mobile);
    const wrong = code === '1111' ? '2222' : '1111';

    await user.type(screen.getByLabelText('Enter OTP'), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(OTP_MESSAGES.mismatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Enter OTP'));
    await user.type(screen.getByLabelText('Enter OTP'), code);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await expectPath(view, '/imp7');
    // The provider's message for a first number, shown as it is.
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('PhonePe Number successfully register.'),
    );
    expect(view.router.state.location.state).toBeNull();

    // The saved number shows in the list; coming back to /imp7 does not toast again.
    await user.click(screen.getByRole('button', { name: 'UPI Withdraw Methods' }));
    expect(await screen.findByText('9123456789')).toBeInTheDocument();
    await act(() => view.router.navigate('/imp9'));
    await act(() => view.router.navigate('/imp7'));
    await screen.findByRole('heading', { name: 'Wallet Management' });
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('opens /otpwithdraw without state back on /imp7', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    const view = renderApp('/otpwithdraw');
    await expectPath(view, '/imp7');
  });
});

describe('Verify UPI resend', () => {
  it('offers Resend only after 30 s, and the resent code is the one that counts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sandbox = await openSandbox();
    const session = await sandbox.signIn();
    const view = renderApp({
      pathname: '/otpwithdraw',
      state: { phoneNumber: session.mobile, otp2: '1234', option: 'paytm', number: '9123456780' },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('0:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByText('0:01')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await sandbox.sim('POST', '/clock', { advance: 30_000 }); // the mock's own resend gap
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('0:30')).toBeInTheDocument();
    const code = await latestOtp(sandbox, session.mobile);

    // The first code no longer matches (unless the new one happens to equal it).
    if (code !== '1234') {
      await user.type(screen.getByLabelText('Enter OTP'), '1234');
      await user.click(screen.getByRole('button', { name: 'Verify Code' }));
      expect(await screen.findByText(OTP_MESSAGES.mismatch)).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Enter OTP'));
    }
    await user.type(screen.getByLabelText('Enter OTP'), code);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await expectPath(view, '/imp7');
  });
});
