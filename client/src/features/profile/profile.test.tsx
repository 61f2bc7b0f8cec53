import { PROFILE_MESSAGES } from '@panna/shared/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastAccount } from '../../components/toast';
import { completeCredentials } from '../../lib/storage';
import { expectPath } from '../../test/helpers';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';
import { injectFault } from '../../test/provider-tools';

async function openEditProfile() {
  const sandbox = await openSandbox();
  await sandbox.signIn();
  const view = renderApp('/profile');
  const user = userEvent.setup();
  expect(await screen.findByText('Demo Player')).toBeInTheDocument();
  expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return { sandbox, view, user, name: screen.getByLabelText('Name') };
}

describe('Profile (/profile)', () => {
  it('requires a name', async () => {
    const { user, name } = await openEditProfile();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(PROFILE_MESSAGES.nameRequired)).toBeInTheDocument();
  });

  it('saves the name, stores it locally and goes to /imp, even with notices before the JSON', async () => {
    const { sandbox, view, user, name } = await openEditProfile();
    await injectFault(sandbox, 'api-profile-update', {
      kind: 'text_before_json',
      text: 'Notice: Undefined index {oops} in profile.php\n',
    });
    const success = vi.spyOn(toastAccount, 'success');
    await user.clear(name);
    await user.type(name, 'Renamed Player');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectPath(view, '/imp');
    expect(completeCredentials()?.username).toBe('Renamed Player');
    expect(success).toHaveBeenCalled();
    const player = await sandbox.sim<{ player: { name: string } }>('GET', '/players/9876543210');
    expect(player.player.name).toBe('Renamed Player');
  });

  it('shows the server msg when the update fails and stays', async () => {
    const { sandbox, view, user, name } = await openEditProfile();
    await injectFault(sandbox, 'api-profile-update', { kind: 'status_false', msg: 'Name taken' });
    const error = vi.spyOn(toastAccount, 'error');
    await user.type(name, ' Two');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Name taken'));
    expect(view.router.state.location.pathname).toBe('/profile');
    expect(completeCredentials()?.username).toBe('Demo Player');
  });
});
