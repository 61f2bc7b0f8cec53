import { CHANGE_PASSWORD_MESSAGES } from '@panna/shared/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storePasswordHash, verifyStoredPassword } from '../../lib/password-hash';
import { callProvider } from '../../lib/provider-client';
import { expectPath } from '../../test/helpers';
import { renderApp } from '../../test/render-app';
import { DEMO, openSandbox } from '../../test/sandbox';

/** Signed in as the demo player with `stored` as the locally hashed password. */
async function openChange(stored: string = DEMO.player.password) {
  const sandbox = await openSandbox();
  await sandbox.signIn();
  await storePasswordHash(stored);
  const view = renderApp('/change');
  await screen.findByRole('heading', { name: 'Change Password' });
  return { sandbox, view, user: userEvent.setup() };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change Password (/change)', () => {
  it('requires all three fields', async () => {
    const { user } = await openChange();
    await fill(user, '', '', '');
    expect(screen.getByText(CHANGE_PASSWORD_MESSAGES.currentRequired)).toBeInTheDocument();
    expect(screen.getByText(CHANGE_PASSWORD_MESSAGES.newRequired)).toBeInTheDocument();
    expect(screen.getByText(CHANGE_PASSWORD_MESSAGES.confirmRequired)).toBeInTheDocument();
  });

  it('checks the current password against the stored hash and the confirmation', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const { user } = await openChange();
    await fill(user, 'not-it', 'newpass1', 'newpass2');
    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.currentMismatch)).toBeInTheDocument();
    expect(screen.getByText(CHANGE_PASSWORD_MESSAGES.confirmMismatch)).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/api-change-password'))).toBe(
      false,
    );
  });

  it("shows the server's 'Old password is incorrect'", async () => {
    // The local hash agrees with what is typed, the provider does not.
    const { user, view } = await openChange('stale-pass');
    await fill(user, 'stale-pass', 'newpass1', 'newpass1');
    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.currentIncorrect)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/change');
  });

  it('changes the password, updates the stored hash and goes to /imp', async () => {
    const { user, view } = await openChange();
    await fill(user, DEMO.player.password, 'newpass1', 'newpass1');
    await expectPath(view, '/imp');
    expect(await verifyStoredPassword('newpass1')).toBe(true);
    expect(await verifyStoredPassword(DEMO.player.password)).toBe(false);
    const login = await callProvider('api-user-login', {
      mobile: DEMO.player.mobile,
      password: 'newpass1',
      device_id: null,
    });
    expect(login.unique_token).toBeTruthy();
  });
});
