import { describe, expect } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/player/account-messages';
import { addPlayer, routeTest as it } from '../../testing';

describe('signed-in changes', () => {
  it('api-change-password checks the old password', async ({ world, provider, strictly }) => {
    const player = addPlayer(world, { mobile: '9000000005' });
    const change = (old_pass: string, new_pass = 'newer1') =>
      provider('api-change-password', { unique_token: player.token, old_pass, new_pass });
    expect(await change('wrong')).toEqual({
      status: false,
      msg: 'Old password does not matched.',
    });
    expect(await change('secret1')).toEqual({
      status: true,
      msg: 'Password updated successfully.',
    });
    strictly();
    expect(await change('newer1', '')).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.newPasswordRequired,
    });
    expect(
      (await provider('api-user-login', { mobile: '9000000005', password: 'newer1' })).status,
    ).toBe(true);
  });

  it('api-profile-update renames the player, as ucwords', async ({ world, provider, strictly }) => {
    const player = addPlayer(world, { mobile: '9000000006' });
    const rename = (user_name: string) =>
      provider('api-profile-update', { unique_token: player.token, user_name });
    expect(await rename(' meera devi ')).toEqual({
      status: true,
      msg: 'Your Profile Successfully Updated.',
    });
    expect(
      (await provider('api-get-dashboard-data', { unique_token: player.token })).user_name,
    ).toBe('Meera Devi');
    strictly();
    expect(await rename('  ')).toEqual({ status: false, msg: ACCOUNT_MESSAGES.nameRequired });
  });

  it('an unknown token: real changes nothing ("Data not found" for a password); strict refuses', async ({
    provider,
    strictly,
  }) => {
    const unknown = { unique_token: 'x'.repeat(30) };
    expect(
      await provider('api-change-password', { ...unknown, old_pass: 'a', new_pass: 'b' }),
    ).toEqual({ status: false, msg: 'Data not found' });
    expect(await provider('api-profile-update', { ...unknown, user_name: 'A' })).toEqual({
      status: true,
      msg: 'Your Profile Successfully Updated.',
    });
    strictly();
    expect((await provider('api-profile-update', { ...unknown, user_name: 'A' })).status).toBe(
      false,
    );
  });
});
