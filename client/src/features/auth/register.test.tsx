import { OTP_MESSAGES, REGISTER_MESSAGES } from '@panna/shared/validation';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyStoredPassword } from '../../lib/password-hash';
import { completeCredentials } from '../../lib/storage';
import { expectPath, typist } from '../../test/helpers';
import { renderApp } from '../../test/render-app';
import { clearRegistrationDraft } from './registration-draft';
import { DEMO, openSandbox, type Sandbox } from '../../test/sandbox';

const NEW_PHONE = '9123456789';

/** The latest code the mock "texted" to a number. */
async function latestOtp(sandbox: Sandbox, mobile: string): Promise<string> {
  const { otps } = await sandbox.sim<{ otps: { otp: string }[] }>('GET', `/otps?mobile=${mobile}`);
  return String(otps[0]!.otp);
}

async function fillRegister(username: string, phone: string, password: string) {
  const user = typist();
  if (username) await user.type(await screen.findByLabelText('Username'), username);
  if (phone) await user.type(screen.getByLabelText('Phone Number'), phone);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('/r register', () => {
  beforeEach(clearRegistrationDraft);

  it('shows the field errors', async () => {
    await openSandbox();
    renderApp('/r');
    const user = typist();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByText(REGISTER_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(REGISTER_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(REGISTER_MESSAGES.passwordRequired)).toBeInTheDocument();
  });

  it('refuses a number that already has an account', async () => {
    await openSandbox();
    const view = renderApp('/r');
    const user = await fillRegister('Someone', DEMO.player.mobile, 'secret');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(REGISTER_MESSAGES.alreadyRegistered)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/r');
  });

  it('registers with the OTP: mismatch, 30 s countdown, resend, then /imp', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sandbox = await openSandbox();
    const view = renderApp('/r');
    const user = await fillRegister('New Player', NEW_PHONE, 'pass1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await expectPath(view, '/otpregister');
    expect(await screen.findByText(`+91 ${NEW_PHONE}`)).toBeInTheDocument();
    const input = screen.getByLabelText('Enter OTP');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    const first = await latestOtp(sandbox, NEW_PHONE);

    // A wrong code stays here with the spec's message; letters never get in.
    const wrong = first === '1111' ? '2222' : '1111';
    await user.type(input, `a${wrong}9`);
    expect(input).toHaveValue(wrong);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(OTP_MESSAGES.mismatch)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/otpregister');

    // Resend only once the countdown reaches zero, and it restarts.
    expect(screen.getByText(/Resend OTP in/)).toHaveTextContent('0:30');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByText(/Resend OTP in/)).toHaveTextContent('0:01');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await sandbox.sim('POST', '/clock', { advance: 30_000 }); // the mock's own resend gap
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(/Resend OTP in/)).toHaveTextContent('0:30');
    const second = await latestOtp(sandbox, NEW_PHONE);

    await user.clear(input);
    await user.type(input, second);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await expectPath(view, '/imp');
    expect(completeCredentials()).toMatchObject({ username: 'New Player', mobile: NEW_PHONE });
    // The hash follows the session (the home screen does not wait for it).
    await vi.waitFor(async () => expect(await verifyStoredPassword('pass1234')).toBe(true), {
      timeout: 10_000,
    });
  });

  it('shows "Error registering: " with the reason when creation fails', async () => {
    const sandbox = await openSandbox();
    const view = renderApp('/r');
    const user = await fillRegister('New Player', NEW_PHONE, 'pass1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await expectPath(view, '/otpregister');
    const otp = await latestOtp(sandbox, NEW_PHONE);
    // The code is older than the strict profile accepts: it refuses to create the account.
    await sandbox.sim('PATCH', '/settings', { profile: 'strict' });
    await sandbox.sim('POST', '/clock', { advance: 11 * 60_000 });
    await user.type(await screen.findByLabelText('Enter OTP'), otp);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(/^Error registering: .+/)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/otpregister');
  });

  it('sends /otpregister back to /r without a registration in progress', async () => {
    await openSandbox();
    const view = renderApp('/otpregister');
    await expectPath(view, '/r');
  });
});
