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
    expect((await rename('ravi kumar')).status, 'strict takes a name').toBe(true);
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

describe('api-get-profile', () => {
  it("answers the player's one row: mobile, balance, email and name as text", async ({
    world,
    provider,
    strictly,
  }) => {
    const player = addPlayer(world, { mobile: '9000000006', wallet: 750, name: 'Meera Devi' });
    world.db.prepare("UPDATE users SET email = 'meera@example.test' WHERE id = ?").run(player.id);
    const expected = {
      profile: [
        {
          mobile: '9000000006',
          wallet_balance: '750',
          email: 'meera@example.test',
          user_name: 'Meera Devi',
        },
      ],
      msg: 'User Profile Data.',
      status: true,
    };
    expect(await provider('api-get-profile', { unique_token: player.token })).toEqual(expected);
    strictly();
    expect(await provider('api-get-profile', { unique_token: player.token })).toEqual(expected);
  });

  it('follows the account: a rename, a balance change', async ({ world, provider }) => {
    const player = addPlayer(world, { mobile: '9000000006', wallet: 100 });
    await provider('api-profile-update', { unique_token: player.token, user_name: 'ravi kumar' });
    const answer = await provider<{ profile: { user_name: string; wallet_balance: string }[] }>(
      'api-get-profile',
      { unique_token: player.token },
    );
    expect(answer.profile[0]).toMatchObject({ user_name: 'Ravi Kumar', wallet_balance: '100' });
  });

  it('sends no empty-named field: Tara reads one the real server does not send either', async ({
    world,
    provider,
  }) => {
    const player = addPlayer(world);
    const answer = await provider<{ profile: Record<string, unknown>[] }>('api-get-profile', {
      unique_token: player.token,
    });
    expect(Object.keys(answer.profile[0]!).sort()).toEqual([
      'email',
      'mobile',
      'user_name',
      'wallet_balance',
    ]);
  });

  it('a token no player holds: real answers an empty profile, "User ID is not valid."; strict refuses', async ({
    provider,
    strictly,
  }) => {
    const nobody = { unique_token: 'x'.repeat(30) };
    expect(await provider('api-get-profile', nobody)).toEqual({
      profile: [],
      msg: 'User ID is not valid.',
      status: false,
    });
    strictly();
    expect(await provider('api-get-profile', nobody)).toEqual({
      status: false,
      msg: 'Invalid token. Please login again.',
    });
  });
});
