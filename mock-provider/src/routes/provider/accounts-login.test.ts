import { MSG } from '@panna/shared';
import { describe, expect } from 'vitest';
import { ACCOUNT_MESSAGES, LOGIN_RULES } from '../../domain/player/account-messages';
import { OTP_RULES } from '../../domain/player/otp';
import { addPlayer, routeTest, sentOtps } from '../../testing';
import { settingsOf } from '../../domain/settings';

const NEW_MOBILE = '9123456780';
const SECOND = 1000;

const it = routeTest.extend(
  'login',
  ({ provider }) =>
    (password = 'secret1', mobile = '9000000003') =>
      provider('api-user-login', { mobile, password, device_id: null }),
);

describe('api-user-login', () => {
  it('answers the stored session, the same token at every login, in every profile', async ({
    world,
    provider,
    strictly,
    login,
  }) => {
    const player = addPlayer(world, { mobile: '9000000003', betting: '0', name: 'Ravi' });
    const first = await login();
    expect(first).toEqual({
      status: true,
      msg: 'Login successful.. Redirecting..',
      user_name: 'Ravi',
      unique_token: player.token,
      mobile: '9000000003',
      betting_status: '0',
      notification_status: '1',
      email: '',
      mobile_no: settingsOf(world).get('support').mobile_no,
    });
    strictly();
    const second = await login();
    expect((second as unknown as { unique_token: string }).unique_token).toBe(player.token);
    // A second device stays signed in.
    expect((await provider('api-get-dashboard-data', { unique_token: player.token })).status).toBe(
      true,
    );
    expect(JSON.stringify(second)).not.toContain('scrypt');
  });

  it('gives a row without a session (made before tokens were kept) one at login, once', async ({
    world,
    provider,
    login,
  }) => {
    const player = addPlayer(world, { mobile: '9000000003' });
    world.db.prepare('UPDATE users SET token = NULL WHERE id = ?').run(player.id);
    const tokenOf = async () =>
      ((await login()) as unknown as { unique_token: string }).unique_token;
    const token = await tokenOf();
    expect(token).toMatch(/^\S{20,}$/);
    expect(await tokenOf()).toBe(token);
    expect((await provider('api-get-dashboard-data', { unique_token: token })).status).toBe(true);
  });

  it('answers the real messages for a wrong password or an unknown number', async ({
    world,
    login,
  }) => {
    addPlayer(world, { mobile: '9000000003' });
    expect(await login('nope')).toEqual({ status: false, msg: 'Invalid login details' });
    expect(await login('secret1', '9000000099')).toEqual({
      status: false,
      msg: 'Mobile not found',
    });
    expect(await login('secret1', 'abc')).toEqual({ status: false, msg: 'Mobile not found' });
  });

  it('real has no lockout', async ({ world, login }) => {
    addPlayer(world, { mobile: '9000000003' });
    for (let i = 0; i < LOGIN_RULES.maxFailures * 3; i += 1)
      expect((await login('nope')).msg).toBe(MSG.INVALID_LOGIN);
    expect((await login()).status).toBe(true);
  });

  it('strict locks the number for 15 minutes after 5 failures in a row', async ({
    world,
    strictly,
    login,
  }) => {
    strictly();
    addPlayer(world, { mobile: '9000000003' });
    for (let i = 1; i < LOGIN_RULES.maxFailures; i += 1)
      expect((await login('nope')).msg).toBe(MSG.INVALID_LOGIN);
    expect(await login('nope')).toEqual({ status: false, msg: ACCOUNT_MESSAGES.locked(15) });
    expect(await login()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.locked(15) });
    world.clock.advance(LOGIN_RULES.lockMs - 60 * SECOND);
    expect(await login()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.locked(1) });
    world.clock.advance(60 * SECOND);
    expect((await login()).status).toBe(true);
  });

  it('strict counts only consecutive failures', async ({ world, strictly, login }) => {
    strictly();
    addPlayer(world, { mobile: '9000000003' });
    for (let i = 1; i < LOGIN_RULES.maxFailures; i += 1) await login('nope');
    expect((await login()).status).toBe(true);
    expect(await login('nope')).toEqual({ status: false, msg: MSG.INVALID_LOGIN });
  });

  it('refuses a blocked player before reading the password', async ({ world, login }) => {
    const player = addPlayer(world, { mobile: '9000000003' });
    world.db.prepare('UPDATE users SET blocked = 1 WHERE id = ?').run(player.id);
    const blocked = {
      status: false,
      msg: 'Account is blocked By admin. Please contact to admin.',
    };
    expect(await login()).toEqual(blocked);
    expect(await login('wrong')).toEqual(blocked);
  });
});

describe('password reset', () => {
  it('api-forget-check-mobile sends an OTP to a registered number only', async ({
    world,
    provider,
    strictly,
  }) => {
    addPlayer(world, { mobile: '9000000004' });
    const answer = await provider('api-forget-check-mobile', { mobile: '9000000004' });
    expect(answer).toMatchObject({
      status: true,
      msg: 'Mobile number is registered. Try Login.',
    });
    expect(sentOtps(world, '9000000004').map((o) => o.purpose)).toEqual(['forgot']);
    expect(await provider('api-forget-check-mobile', { mobile: NEW_MOBILE })).toEqual({
      status: false,
      msg: 'Mobile number is not registered',
    });
    strictly();
    expect(await provider('api-forget-check-mobile', { mobile: '12' })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.mobileInvalid,
    });
  });

  it('api-forgot-password sets the new password (real: no code needed) and keeps the token', async ({
    world,
    provider,
    strictly,
  }) => {
    const player = addPlayer(world, { mobile: '9000000004' });
    const reset = (new_pass = 'fresh99') =>
      provider('api-forgot-password', { mobile: '9000000004', new_pass });
    expect(await reset('first1')).toEqual({
      status: true,
      msg: 'Password Successfully Changed.',
    });
    strictly();
    expect(await reset()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.otpRequired });
    await provider('api-forget-check-mobile', { mobile: '9000000004' });
    expect(await reset()).toEqual({ status: true, msg: 'Password Successfully Changed.' });
    // The token is never rotated: the session made at registration still works.
    expect((await provider('api-get-dashboard-data', { unique_token: player.token })).status).toBe(
      true,
    );
    expect(
      (await provider('api-user-login', { mobile: '9000000004', password: 'fresh99' })).status,
    ).toBe(true);
    expect(
      (await provider('api-user-login', { mobile: '9000000004', password: 'secret1' })).status,
    ).toBe(false);
  });

  it('api-forgot-password refuses an unknown number; strict an expired OTP and a blank password', async ({
    world,
    provider,
    strictly,
  }) => {
    addPlayer(world, { mobile: '9000000004' });
    expect(await provider('api-forgot-password', { mobile: NEW_MOBILE, new_pass: 'x1' })).toEqual({
      status: false,
      msg: 'This Mobile Number is Not Registered',
    });
    strictly();
    expect(await provider('api-forgot-password', { mobile: '12345', new_pass: 'x1' })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.mobileInvalid,
    });
    // A code sent again (api-resend-otp) serves the reset too.
    await provider('api-resend-otp', { mobile: '9000000004' });
    expect(await provider('api-forgot-password', { mobile: '9000000004', new_pass: 'x2' })).toEqual(
      { status: true, msg: 'Password Successfully Changed.' },
    );
    await provider('api-forget-check-mobile', { mobile: '9000000004' });
    expect(await provider('api-forgot-password', { mobile: '9000000004', new_pass: '' })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.newPasswordRequired,
    });
    world.clock.advance(OTP_RULES.validForMs + SECOND);
    expect(await provider('api-forgot-password', { mobile: '9000000004', new_pass: 'x1' })).toEqual(
      { status: false, msg: ACCOUNT_MESSAGES.otpRequired },
    );
  });
});
