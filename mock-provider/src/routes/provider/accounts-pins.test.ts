import { describe, expect } from 'vitest';
import { ACCOUNT_MESSAGES, LOGIN_RULES } from '../../domain/player/account-messages';
import { ACCESS_MESSAGES } from '../../domain/users';
import { addPlayer, routeTest, type TestPlayer } from '../../testing';
import type { World } from '../../worlds/world';

const NEW_MOBILE = '9123456780';
const VALID = { status: true, msg: 'Success' };
const INVALID = { status: false, msg: 'Security Pin is invalid' };

const storedPin = (world: World, mobile: string) =>
  (
    world.db.prepare('SELECT security_pin FROM users WHERE mobile = ?').get(mobile) as {
      security_pin: string;
    }
  ).security_pin;

const givePin = (world: World, player: TestPlayer, pin: string) =>
  world.db.prepare('UPDATE users SET security_pin = ? WHERE id = ?').run(pin, player.id);

const it = routeTest
  .extend(
    'checkPin',
    ({ provider }) =>
      (token: string, pin?: unknown) =>
        provider('api-check-security-pin', {
          unique_token: token,
          ...(pin !== undefined && { security_pin: pin }),
        }),
  )
  /** Tara's registration (OtpVerification): no password, no email. */
  .extend(
    'registerAsTara',
    ({ provider }) =>
      (extra: Record<string, unknown> = {}) =>
        provider<{ unique_token: string }>('api-user-registration', {
          name: 'meera devi',
          user_name: 'meera',
          mobile: NEW_MOBILE,
          security_pin: '4821',
          otp: '1234',
          device_id: 'tara-device',
          ...extra,
        }),
  );

describe('api-check-security-pin', () => {
  it('answers Success for the stored PIN and "Security Pin is invalid" otherwise, in both profiles', async ({
    world,
    strictly,
    player,
    checkPin,
  }) => {
    givePin(world, player, '4821');
    expect(await checkPin(player.token, '4821')).toEqual(VALID);
    expect(await checkPin(player.token, '1234')).toEqual(INVALID);
    expect(await checkPin(player.token, '')).toEqual(INVALID);
    strictly();
    expect(await checkPin(player.token, '4821')).toEqual(VALID);
    expect(await checkPin(player.token, '4822')).toEqual(INVALID);
  });

  it("real compares as the real server's loose ==; strict only the PIN's exact text", async ({
    world,
    strictly,
    player,
    checkPin,
  }) => {
    givePin(world, player, '0482');
    for (const loose of ['482', '00482', ' 0482', '482.0', 482])
      expect(await checkPin(player.token, loose), String(loose)).toEqual(VALID);
    expect(await checkPin(player.token, 'O482')).toEqual(INVALID);
    strictly();
    for (const loose of ['482', '00482', ' 0482', '482.0', 482])
      expect(await checkPin(player.token, loose), String(loose)).toEqual(INVALID);
    expect(await checkPin(player.token, '0482')).toEqual(VALID);
    givePin(world, player, '4821');
    expect(await checkPin(player.token, 4821)).toEqual(VALID);
  });

  it('real passes a player who has no PIN on an empty or absent one (legacy Tara sends none); strict never', async ({
    strictly,
    player,
    checkPin,
  }) => {
    expect(await checkPin(player.token)).toEqual(VALID);
    expect(await checkPin(player.token, '')).toEqual(VALID);
    expect(await checkPin(player.token, null)).toEqual(VALID);
    expect(await checkPin(player.token, '1234')).toEqual(INVALID);
    strictly();
    expect(await checkPin(player.token)).toEqual(INVALID);
    expect(await checkPin(player.token, '')).toEqual(INVALID);
  });

  it('a token no player holds: real compares with an empty PIN; strict refuses the token', async ({
    strictly,
    checkPin,
  }) => {
    const nobody = 'x'.repeat(30);
    expect(await checkPin(nobody)).toEqual(VALID);
    expect(await checkPin(nobody, '1234')).toEqual(INVALID);
    strictly();
    expect(await checkPin(nobody, '1234')).toEqual({
      status: false,
      msg: ACCESS_MESSAGES.invalidToken,
    });
  });
});

describe('api-update-pin', () => {
  it('sets the PIN by mobile alone, with no token and no code', async ({
    world,
    provider,
    player,
    checkPin,
  }) => {
    givePin(world, player, '1111');
    expect(
      await provider('api-update-pin', { mobile: player.mobile, security_pin: '2468' }),
    ).toEqual({ status: true, msg: 'Pin Successfully Changed.' });
    expect(storedPin(world, player.mobile)).toBe('2468');
    expect(await checkPin(player.token, '2468')).toEqual(VALID);
    expect(await checkPin(player.token, '1111')).toEqual(INVALID);
  });

  it('refuses a number nobody registered, "null" text included (Tara may send it)', async ({
    world,
    provider,
    strictly,
  }) => {
    const unknown = { status: false, msg: 'This Mobile Number is Not Registered' };
    for (const mobile of ['9000000099', 'null', ''])
      expect(await provider('api-update-pin', { mobile, security_pin: '2468' }), mobile).toEqual(
        unknown,
      );
    strictly();
    expect(
      await provider('api-update-pin', { mobile: '9000000099', security_pin: '2468' }),
    ).toEqual(unknown);
    expect(
      world.db.prepare("SELECT COUNT(*) AS n FROM users WHERE security_pin != ''").get(),
    ).toEqual({ n: 0 });
  });

  it('real stores the PIN as sent; strict wants 4 to 6 digits and a well-formed number', async ({
    world,
    provider,
    strictly,
    player,
  }) => {
    const update = (security_pin: unknown, mobile = player.mobile) =>
      provider('api-update-pin', { mobile, security_pin });
    expect((await update('12')).status).toBe(true);
    expect(storedPin(world, player.mobile)).toBe('12');
    expect((await update(4821)).status).toBe(true);
    expect(storedPin(world, player.mobile)).toBe('4821');
    strictly();
    for (const bad of ['12', '', 'abcd', '1234567', '12 34', 'null'])
      expect(await update(bad), bad).toEqual({ status: false, msg: ACCOUNT_MESSAGES.pinMalformed });
    expect(storedPin(world, player.mobile)).toBe('4821');
    expect(await update('2468', 'null')).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.mobileInvalid,
    });
    expect((await update('123456')).status).toBe(true);
    expect((await update('2468')).status).toBe(true);
    expect(storedPin(world, player.mobile)).toBe('2468');
  });
});

describe('registration and the PIN', () => {
  it('stores the PIN sent at registration, the spec client\'s "123456" too', async ({
    world,
    provider,
    checkPin,
  }) => {
    const answer = await provider<{ unique_token: string }>('api-user-registration', {
      name: 'Asha',
      email: 'email',
      password: 'pass123',
      mobile: NEW_MOBILE,
      security_pin: '123456',
      device_id: null,
    });
    expect(storedPin(world, NEW_MOBILE)).toBe('123456');
    expect(await checkPin(answer.unique_token, '123456')).toEqual(VALID);
  });

  it("takes Tara's registration without a password in both profiles; its PIN then signs in", async ({
    world,
    provider,
    strictly,
    registerAsTara,
    checkPin,
  }) => {
    const answer = await registerAsTara();
    expect(answer).toMatchObject({
      status: true,
      msg: 'You are successfully register.',
      user_name: 'Meera Devi',
      mobile: NEW_MOBILE,
      email: '',
    });
    expect(storedPin(world, NEW_MOBILE)).toBe('4821');
    expect(await checkPin(answer.unique_token, '4821')).toEqual(VALID);
    expect(
      (await provider('api-get-dashboard-data', { unique_token: answer.unique_token })).status,
    ).toBe(true);
    strictly();
    await provider('api-otp-sent', { mobile: '9123456781' });
    const strict = await registerAsTara({ mobile: '9123456781' });
    expect(strict.status).toBe(true);
    expect(await checkPin(strict.unique_token, '4821')).toEqual(VALID);
  });

  it('refuses every password login of a player who registered without one, cleanly', async ({
    world,
    provider,
    strictly,
    registerAsTara,
  }) => {
    const { unique_token } = await registerAsTara();
    const login = (password: string) =>
      provider('api-user-login', { mobile: NEW_MOBILE, password, device_id: 'd1' });
    for (const password of ['', '4821', 'anything'])
      expect(await login(password), password).toEqual({
        status: false,
        msg: 'Invalid login details',
      });
    expect(
      await provider('api-change-password', { unique_token, old_pass: '', new_pass: 'newer1' }),
    ).toEqual({ status: false, msg: 'Old password does not matched.' });
    expect(
      world.db.prepare('SELECT COUNT(*) AS n FROM devices').get(),
      'a refused login lists no device',
    ).toEqual({ n: 0 });
    strictly();
    // Nothing to compare, so nothing counted: strict's lockout never comes for this number.
    for (let i = 0; i <= LOGIN_RULES.maxFailures; i += 1)
      expect(await login('guess')).toEqual({ status: false, msg: 'Invalid login details' });
    expect(
      world.db
        .prepare('SELECT failed_logins, locked_until FROM users WHERE mobile = ?')
        .get(NEW_MOBILE),
    ).toEqual({ failed_logins: 0, locked_until: 0 });
    // A password reset gives the player one.
    await provider('api-forget-check-mobile', { mobile: NEW_MOBILE });
    expect(
      (await provider('api-forgot-password', { mobile: NEW_MOBILE, new_pass: 'chosen1' })).status,
    ).toBe(true);
    expect(await login('chosen1')).toMatchObject({ status: true, unique_token });
  });

  it('strict wants a password or a 4 to 6 digit PIN, and refuses a blank password or a malformed PIN', async ({
    provider,
    strictly,
    registerAsTara,
  }) => {
    // real takes even a registration nobody can sign in to, as the real server does.
    expect((await registerAsTara({ security_pin: '' })).status).toBe(true);
    strictly();
    await provider('api-otp-sent', { mobile: '9123456781' });
    const again = (extra: Record<string, unknown>) =>
      registerAsTara({ mobile: '9123456781', ...extra });
    expect(await again({ security_pin: '' })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.passwordRequired,
    });
    for (const bad of ['12', 'abcd', '1234567'])
      expect(await again({ security_pin: bad }), bad).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.pinMalformed,
      });
    expect(await again({ password: '' })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.passwordRequired,
    });
    expect((await again({ password: 'pass123', security_pin: '' })).status).toBe(true);
  });
});

describe('api-user-login and the PIN', () => {
  it('answers no security_pin, as the real server does not', async ({ world, provider }) => {
    const player = addPlayer(world, { mobile: '9000000003' });
    givePin(world, player, '4821');
    const answer = await provider('api-user-login', {
      mobile: '9000000003',
      password: 'secret1',
      device_id: 'd1',
    });
    expect(answer.status).toBe(true);
    expect(answer).not.toHaveProperty('security_pin');
  });
});
