import {
  FORGOT_PASSWORD_MESSAGES,
  OTP_MESSAGES,
  PASSWORD_RESET_REDIRECT_MS,
  RESET_PASSWORD_MESSAGES,
} from '@panna/shared/validation';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '../../i18n/language';
import { callProvider } from '../../lib/provider-client';
import { expectPath, typist } from '../../test/helpers';
import { renderApp } from '../../test/render-app';
import { DEMO, openSandbox } from '../../test/sandbox';

const user = typist;

describe('/forgotpass', () => {
  it('shows the phone errors under the field', async () => {
    await openSandbox();
    renderApp('/forgotpass');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Send Reset Code' }));
    expect(screen.getByText(FORGOT_PASSWORD_MESSAGES.phoneRequired)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Phone Number'), '12345');
    await u.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(screen.getByText(FORGOT_PASSWORD_MESSAGES.phoneInvalid)).toBeInTheDocument();
  });

  it("shows the server's message under the field for an unknown number", async () => {
    await openSandbox();
    renderApp('/forgotpass');
    const u = user();
    await u.type(await screen.findByLabelText('Phone Number'), '9000000001');
    await u.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile number is not registered');
  });

  it("shows the server's message in the player's language, where the app knows it", async () => {
    await openSandbox();
    await act(() => speak('hi'));
    renderApp('/forgotpass');
    const u = user();
    await u.type(await screen.findByLabelText('फ़ोन नंबर'), '9000000001');
    await u.click(screen.getByRole('button', { name: 'रीसेट कोड भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('मोबाइल नंबर पंजीकृत नहीं है');
  });

  it("falls back to 'Failed to send OTP' when the server gives no msg", async () => {
    await openSandbox();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"status":false}'));
    renderApp('/forgotpass');
    const u = user();
    await u.type(await screen.findByLabelText('Phone Number'), DEMO.player.mobile);
    await u.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText(FORGOT_PASSWORD_MESSAGES.sendFailed)).toBeInTheDocument();
  });

  it('resets the password: code, new password, success, /login after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sandbox = await openSandbox();
    const view = renderApp('/forgotpass');
    const u = user();
    await u.type(await screen.findByLabelText('Phone Number'), DEMO.player.mobile);
    await u.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await expectPath(view, '/otpforgotpass');
    const state = view.router.state.location.state as {
      phoneNumber: string;
      validationOtp: number;
    };
    expect(state.phoneNumber).toBe(DEMO.player.mobile);

    const code = String(state.validationOtp).padStart(4, '0');
    const wrong = code === '1111' ? '2222' : '1111';
    await u.type(await screen.findByLabelText('Enter OTP'), wrong);
    await u.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByText(OTP_MESSAGES.resetMismatch)).toBeInTheDocument();

    await u.clear(screen.getByLabelText('Enter OTP'));
    await u.type(screen.getByLabelText('Enter OTP'), code);
    await u.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await expectPath(view, '/change-password');

    await u.type(await screen.findByLabelText('New Password'), 'fresh-pass');
    await u.type(screen.getByLabelText('Confirm New Password'), 'other');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText(RESET_PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();

    await u.clear(screen.getByLabelText('Confirm New Password'));
    await u.type(screen.getByLabelText('Confirm New Password'), 'fresh-pass');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(RESET_PASSWORD_MESSAGES.success)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_RESET_REDIRECT_MS - 100));
    expect(view.router.state.location.pathname).toBe('/change-password');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await expectPath(view, '/login');

    // The provider now takes the new password.
    const login = await callProvider('api-user-login', {
      mobile: DEMO.player.mobile,
      password: 'fresh-pass',
      device_id: null,
    });
    expect(login.unique_token).toBeTruthy();
    void sandbox;
  });

  it('shows the required messages on the change-password form', async () => {
    await openSandbox();
    renderApp({ pathname: '/change-password', state: { phoneNumber: DEMO.player.mobile } });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(screen.getByText(RESET_PASSWORD_MESSAGES.newRequired)).toBeInTheDocument();
    expect(screen.getByText(RESET_PASSWORD_MESSAGES.confirmRequired)).toBeInTheDocument();
  });

  it('reports an unparsable answer and a server refusal on update', async () => {
    const sandbox = await openSandbox();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('<b>Notice</b> nothing useful'));
    renderApp({ pathname: '/change-password', state: { phoneNumber: DEMO.player.mobile } });
    const u = user();
    await u.type(await screen.findByLabelText('New Password'), 'x1');
    await u.type(screen.getByLabelText('Confirm New Password'), 'x1');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(RESET_PASSWORD_MESSAGES.invalidResponse)).toBeInTheDocument();

    // Without a recent reset code the strict profile refuses, with its own message.
    fetchSpy.mockRestore();
    await sandbox.sim('PATCH', '/settings', { profile: 'strict' });
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/verify your mobile number/);
  });

  it('refuses the reset screens without their navigation state', async () => {
    await openSandbox();
    renderApp('/otpforgotpass');
    expect(await screen.findByText(OTP_MESSAGES.invalidNavigation)).toBeInTheDocument();
  });
});
