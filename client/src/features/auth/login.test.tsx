import { LOGIN_MESSAGES } from '@panna/shared/validation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { verifyStoredPassword } from '../../lib/password-hash';
import { CREDENTIALS_KEY, PASSWORD_HASH_KEY } from '../../lib/storage';
import { countCalls, expectPath, typist } from '../../test/helpers';
import { renderApp } from '../../test/render-app';
import { DEMO, openSandbox } from '../../test/sandbox';

async function fillLogin(phone: string, password: string) {
  const user = typist();
  if (phone) await user.type(await screen.findByLabelText('Phone Number'), phone);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('/login', () => {
  it('shows each field error under its field and sends nothing', async () => {
    await openSandbox();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/login');
    const user = typist();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(LOGIN_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Phone Number'), '5123456789');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(LOGIN_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(countCalls(fetchSpy, 'api-user-login')).toBe(0);
  });

  it('says only "User Not Registered" for a wrong password', async () => {
    await openSandbox();
    const view = renderApp('/login');
    const user = await fillLogin(DEMO.player.mobile, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(LOGIN_MESSAGES.notRegistered)).toBeInTheDocument();
    expect(screen.queryByText(LOGIN_MESSAGES.serverInvalidCredentials)).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
  });

  it('takes the toast of a failed try away once the player signs in, so it covers nothing after', async () => {
    await openSandbox();
    const view = renderApp('/login');
    const user = await fillLogin(DEMO.player.mobile, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(LOGIN_MESSAGES.notRegistered)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO.player.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectPath(view, '/imp');
    // jsdom runs no animations: a toast taken away waits for its exit animation, ended here.
    await waitFor(() => {
      document
        .querySelectorAll('.Toastify__toast')
        .forEach((toast) => fireEvent.animationEnd(toast));
      expect(screen.queryByText(LOGIN_MESSAGES.notRegistered)).not.toBeInTheDocument();
    });
  });

  it('says "User Not Registered" when the provider cannot be reached', async () => {
    await openSandbox();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/login');
    const user = await fillLogin(DEMO.player.mobile, DEMO.player.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(LOGIN_MESSAGES.notRegistered)).toBeInTheDocument();
  });

  it('signs in once, stores the session and a salted hash (never the password), opens /imp', async () => {
    await openSandbox();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const view = renderApp('/login');
    const user = await fillLogin(DEMO.player.mobile, DEMO.player.password);
    const button = screen.getByRole('button', { name: 'Sign In' });
    // A double tap: the second submit is ignored while the first is busy.
    await user.dblClick(button);
    await expectPath(view, '/imp');
    expect(countCalls(fetchSpy, 'api-user-login')).toBe(1);

    const saved = JSON.parse(localStorage.getItem(CREDENTIALS_KEY)!) as Record<string, string>;
    expect(saved).toEqual({
      username: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9]{30}$/),
      mobile: DEMO.player.mobile,
    });
    // The hash follows the session (the home screen does not wait for it).
    await vi.waitFor(() => expect(localStorage.getItem(PASSWORD_HASH_KEY)).not.toBeNull(), {
      timeout: 10_000,
    });
    const hash = localStorage.getItem(PASSWORD_HASH_KEY)!;
    expect(hash).not.toContain(DEMO.player.password);
    expect(await verifyStoredPassword(DEMO.player.password)).toBe(true);
    expect(await verifyStoredPassword('something-else')).toBe(false);
  });

  it('shows "Signing in..." while busy', async () => {
    await openSandbox();
    let release: () => void = () => {};
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      if (String(args[0]).endsWith('/api-user-login')) {
        await new Promise<void>((resolve) => (release = resolve));
      }
      return realFetch(...args);
    });
    renderApp('/login');
    const user = await fillLogin(DEMO.player.mobile, DEMO.player.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await waitFor(() => expect(localStorage.getItem(CREDENTIALS_KEY)).not.toBeNull());
  });

  it('links to Forgot Password, Register, the landing page and WhatsApp support', async () => {
    await openSandbox();
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgotpass',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/r');
    expect(screen.getByRole('link', { name: 'About the app' })).toHaveAttribute('href', '/welcome');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/wa\.me\/91\d{10}$/),
      ),
    );
  });

  it('toggles the password between hidden and shown', async () => {
    await openSandbox();
    renderApp('/login');
    const user = typist();
    const input = await screen.findByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});

describe('entry and session', () => {
  it('`/` goes to /login without saved credentials', async () => {
    const view = renderApp('/');
    await expectPath(view, '/login');
  });

  it('`/` goes to /imp with saved credentials', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    const view = renderApp('/');
    await expectPath(view, '/imp');
  });

  it('logs out automatically when the token is missing', async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ username: 'x', mobile: '9876543210' }));
    localStorage.setItem(PASSWORD_HASH_KEY, '{}');
    const view = renderApp('/imp');
    await expectPath(view, '/login');
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
    expect(localStorage.getItem(PASSWORD_HASH_KEY)).toBeNull();
  });

  it('LOGOUT in the side menu clears the session and goes to /login', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    localStorage.setItem(PASSWORD_HASH_KEY, '{}');
    const view = renderApp('/imp');
    const user = typist();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'LOGOUT' }));
    await expectPath(view, '/login');
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
    expect(localStorage.getItem(PASSWORD_HASH_KEY)).toBeNull();
  });
});
