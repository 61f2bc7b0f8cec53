import { AMOUNT_STATUS, ENDPOINTS, MSG, type EndpointPath } from '@panna/shared';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, LOGIN_RULES } from '../../domain/player/account-messages';
import { OTP_RULES } from '../../domain/player/otp';
import { addPlayer, call, ledgerMismatches, testApp, type TestApp } from '../../testing/support';

const NEW_MOBILE = '9123456780';
const SECOND = 1000;

/** Calls and checks the answer against the endpoint's response schema. */
async function checked(app: TestApp, path: EndpointPath, body: Record<string, unknown> = {}) {
  const answer = await call(app, path, body);
  expect(Value.Check(ENDPOINTS[path].response, answer), JSON.stringify(answer)).toBe(true);
  return answer;
}

describe('accounts', () => {
  let app: TestApp;
  const world = () => app.worlds.get();
  const advance = (ms: number) => world().clock.advance(ms);
  const outbox = (mobile: string) =>
    world()
      .db.prepare('SELECT otp, purpose, sent_at FROM otp_outbox WHERE mobile = ? ORDER BY id')
      .all(mobile) as {
      otp: string;
      purpose: string;
      sent_at: number;
    }[];
  const register = (mobile = NEW_MOBILE, extra: Record<string, unknown> = {}) =>
    checked(app, 'api-user-registration', {
      name: 'Asha',
      email: 'email',
      password: 'pass123',
      mobile,
      security_pin: '123456',
      device_id: null,
      ...extra,
    });

  beforeEach(async () => {
    app = await testApp();
    world().clock.freeze(true);
  });
  afterEach(() => app.close());
  /** Runs the rest of the test in the strict profile (the rules only it applies). */
  const strictly = async () => {
    world().settings.update({ profile: 'strict' });
  };

  describe('api-check-mobile', () => {
    it('answers a new number with status "true" and a 4-digit OTP kept in the outbox', async () => {
      const answer = await checked(app, 'api-check-mobile', { mobile: NEW_MOBILE });
      expect(answer.status).toBe('true');
      expect(answer.msg).toBe('Mobile number is not registered');
      const otp = (answer as unknown as { otp: number }).otp;
      expect(otp).toBeGreaterThanOrEqual(1000);
      expect(otp).toBeLessThanOrEqual(9999);
      expect(outbox(NEW_MOBILE)).toEqual([
        { otp: String(otp), purpose: 'register', sent_at: world().clock.now() },
      ]);
    });

    it('refuses a registered number; strict also an invalid one', async () => {
      addPlayer(world(), { mobile: '9000000001' });
      expect(await checked(app, 'api-check-mobile', { mobile: '9000000001' })).toEqual({
        status: false,
        msg: 'Mobile number is already registered. Try Login.',
      });
      // The real server sends a code to whatever it is given.
      expect((await checked(app, 'api-check-mobile', { mobile: '12345' })).status).toBe('true');
      await strictly();
      for (const bad of ['12345', '5123456789', '98765432100', '+919876543210']) {
        expect(await checked(app, 'api-check-mobile', { mobile: bad })).toEqual({
          status: false,
          msg: ACCOUNT_MESSAGES.mobileInvalid,
        });
      }
    });

    it('real sends every code asked for', async () => {
      for (let i = 0; i < OTP_RULES.maxPerHour + 2; i += 1)
        expect((await checked(app, 'api-resend-otp', { mobile: NEW_MOBILE })).status).toBe(true);
      expect(outbox(NEW_MOBILE)).toHaveLength(OTP_RULES.maxPerHour + 2);
    });

    it('strict throttles sends to one number to one per 30 s, then allows another', async () => {
      await strictly();
      await checked(app, 'api-check-mobile', { mobile: NEW_MOBILE });
      advance(10 * SECOND);
      expect(await checked(app, 'api-resend-otp', { mobile: NEW_MOBILE })).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.otpTooSoon(20),
      });
      expect((await checked(app, 'api-check-mobile', { mobile: NEW_MOBILE })).status).toBe(false);
      // Another number is not affected.
      expect((await checked(app, 'api-check-mobile', { mobile: '9123456781' })).status).toBe(
        'true',
      );
      advance(21 * SECOND);
      expect((await checked(app, 'api-resend-otp', { mobile: NEW_MOBILE })).status).toBe(true);
      expect(outbox(NEW_MOBILE).map((o) => o.purpose)).toEqual(['register', 'resend']);
    });

    it('strict allows at most 10 sends per number per hour', async () => {
      await strictly();
      for (let i = 0; i < OTP_RULES.maxPerHour; i += 1) {
        expect((await checked(app, 'api-resend-otp', { mobile: NEW_MOBILE })).status).toBe(true);
        advance(31 * SECOND);
      }
      const refused = await checked(app, 'api-resend-otp', { mobile: NEW_MOBILE });
      expect(refused.status).toBe(false);
      expect(refused.msg).toMatch(/Too many OTP requests/);
      advance(60 * 60 * SECOND);
      expect((await checked(app, 'api-resend-otp', { mobile: NEW_MOBILE })).status).toBe(true);
    });
  });

  describe('api-resend-otp', () => {
    it('sends to any number; strict refuses an invalid one', async () => {
      const answer = await checked(app, 'api-resend-otp', { mobile: NEW_MOBILE });
      expect(answer).toMatchObject({ status: true, msg: 'Otp Re-Sent' });
      expect((await checked(app, 'api-resend-otp', { mobile: '123' })).status).toBe(true);
      await strictly();
      expect(await checked(app, 'api-resend-otp', { mobile: '123' })).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.mobileInvalid,
      });
    });
  });

  describe('api-user-registration', () => {
    it('creates the user with a hashed password and a session token after an OTP', async () => {
      await checked(app, 'api-check-mobile', { mobile: NEW_MOBILE });
      const answer = await register();
      expect(answer).toMatchObject({
        status: true,
        msg: 'You are successfully register.',
        user_name: 'Asha',
        mobile: NEW_MOBILE,
        email: 'email',
      });
      const token = (answer as unknown as { unique_token: string }).unique_token;
      expect(token).toMatch(/^[A-Za-z0-9]{30}$/);
      const row = world().db.prepare('SELECT * FROM users WHERE mobile = ?').get(NEW_MOBILE) as {
        password_hash: string;
        wallet: number;
      };
      expect(row.password_hash).not.toContain('pass123');
      expect(row.wallet).toBe(0);
      expect(JSON.stringify(answer)).not.toContain(row.password_hash);
      expect((await checked(app, 'api-get-dashboard-data', { unique_token: token })).status).toBe(
        true,
      );
    });

    it('credits the welcome bonus through the ledger when set', async () => {
      world().settings.update({ welcomeBonus: 50 });
      await checked(app, 'api-resend-otp', { mobile: NEW_MOBILE });
      await register();
      const rows = world()
        .db.prepare('SELECT amount, amount_status, transaction_type FROM wallet_transactions')
        .all();
      expect(rows).toEqual([
        { amount: 50, amount_status: AMOUNT_STATUS.WELCOME_BONUS, transaction_type: '1' },
      ]);
      expect(ledgerMismatches(world())).toEqual([]);
    });

    it('real registers without a code, stores the name as ucwords, and answers the one token', async () => {
      const answer = await register(NEW_MOBILE, { name: 'asha verma' });
      expect(answer).toMatchObject({ status: true, user_name: 'Asha Verma' });
      const token = (answer as unknown as { unique_token: string }).unique_token;
      const login = await checked(app, 'api-user-login', {
        mobile: NEW_MOBILE,
        password: 'pass123',
      });
      expect((login as unknown as { unique_token: string }).unique_token).toBe(token);
    });

    it('strict is refused without an OTP, and 10 minutes after it', async () => {
      await strictly();
      expect(await register()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.otpRequired });
      await checked(app, 'api-check-mobile', { mobile: NEW_MOBILE });
      advance(OTP_RULES.validForMs);
      expect(await register()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.otpRequired });
    });

    it('strict does not accept a password-reset OTP for registration', async () => {
      await strictly();
      addPlayer(world(), { mobile: '9000000002' });
      await checked(app, 'api-forget-check-mobile', { mobile: '9000000002' });
      world().db.prepare('DELETE FROM users WHERE mobile = ?').run('9000000002');
      expect(await register('9000000002')).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.otpRequired,
      });
    });

    it('refuses a duplicate number; strict a blank name or password, an invalid number', async () => {
      await checked(app, 'api-check-mobile', { mobile: NEW_MOBILE });
      await register();
      expect(await register()).toEqual({
        status: false,
        msg: 'Mobile number is already registered. Try Login.',
      });
      await strictly();
      await checked(app, 'api-check-mobile', { mobile: '9123456781' });
      expect(await register('9123456781', { name: '  ' })).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.nameRequired,
      });
      expect(await register('9123456781', { password: '' })).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.passwordRequired,
      });
      expect(await register('0123456781')).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.mobileInvalid,
      });
    });
  });

  describe('api-user-login', () => {
    const login = (password = 'secret1', mobile = '9000000003') =>
      checked(app, 'api-user-login', { mobile, password, device_id: null });

    it('answers the stored session, the same token at every login, in every profile', async () => {
      const player = addPlayer(world(), { mobile: '9000000003', betting: '0', name: 'Ravi' });
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
        mobile_no: world().settings.get('support').mobile_no,
      });
      await strictly();
      const second = await login();
      expect((second as unknown as { unique_token: string }).unique_token).toBe(player.token);
      // A second device stays signed in.
      expect(
        (await checked(app, 'api-get-dashboard-data', { unique_token: player.token })).status,
      ).toBe(true);
      expect(JSON.stringify(second)).not.toContain('scrypt');
    });

    it('answers the real messages for a wrong password or an unknown number', async () => {
      addPlayer(world(), { mobile: '9000000003' });
      expect(await login('nope')).toEqual({ status: false, msg: 'Invalid login details' });
      expect(await login('secret1', '9000000099')).toEqual({
        status: false,
        msg: 'Mobile not found',
      });
      expect(await login('secret1', 'abc')).toEqual({ status: false, msg: 'Mobile not found' });
    });

    it('real has no lockout', async () => {
      addPlayer(world(), { mobile: '9000000003' });
      for (let i = 0; i < LOGIN_RULES.maxFailures * 3; i += 1)
        expect((await login('nope')).msg).toBe(MSG.INVALID_LOGIN);
      expect((await login()).status).toBe(true);
    });

    it('strict locks the number for 15 minutes after 5 failures in a row', async () => {
      await strictly();
      addPlayer(world(), { mobile: '9000000003' });
      for (let i = 1; i < LOGIN_RULES.maxFailures; i += 1)
        expect((await login('nope')).msg).toBe(MSG.INVALID_LOGIN);
      expect(await login('nope')).toEqual({ status: false, msg: ACCOUNT_MESSAGES.locked(15) });
      expect(await login()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.locked(15) });
      advance(LOGIN_RULES.lockMs - 60 * SECOND);
      expect(await login()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.locked(1) });
      advance(60 * SECOND);
      expect((await login()).status).toBe(true);
    });

    it('strict counts only consecutive failures', async () => {
      await strictly();
      addPlayer(world(), { mobile: '9000000003' });
      for (let i = 1; i < LOGIN_RULES.maxFailures; i += 1) await login('nope');
      expect((await login()).status).toBe(true);
      expect(await login('nope')).toEqual({ status: false, msg: MSG.INVALID_LOGIN });
    });

    it('refuses a blocked player before reading the password', async () => {
      const player = addPlayer(world(), { mobile: '9000000003' });
      world().db.prepare('UPDATE users SET blocked = 1 WHERE id = ?').run(player.id);
      const blocked = {
        status: false,
        msg: 'Account is blocked By admin. Please contact to admin.',
      };
      expect(await login()).toEqual(blocked);
      expect(await login('wrong')).toEqual(blocked);
    });
  });

  describe('password reset', () => {
    it('api-forget-check-mobile sends an OTP to a registered number only', async () => {
      addPlayer(world(), { mobile: '9000000004' });
      const answer = await checked(app, 'api-forget-check-mobile', { mobile: '9000000004' });
      expect(answer).toMatchObject({
        status: true,
        msg: 'Mobile number is registered. Try Login.',
      });
      expect(outbox('9000000004').map((o) => o.purpose)).toEqual(['forgot']);
      expect(await checked(app, 'api-forget-check-mobile', { mobile: NEW_MOBILE })).toEqual({
        status: false,
        msg: 'Mobile number is not registered',
      });
      await strictly();
      expect(await checked(app, 'api-forget-check-mobile', { mobile: '12' })).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.mobileInvalid,
      });
    });

    it('api-forgot-password sets the new password (real: no code needed) and keeps the token', async () => {
      const player = addPlayer(world(), { mobile: '9000000004' });
      const reset = (new_pass = 'fresh99') =>
        checked(app, 'api-forgot-password', { mobile: '9000000004', new_pass });
      expect(await reset('first1')).toEqual({
        status: true,
        msg: 'Password Successfully Changed.',
      });
      await strictly();
      expect(await reset()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.otpRequired });
      await checked(app, 'api-forget-check-mobile', { mobile: '9000000004' });
      expect(await reset()).toEqual({ status: true, msg: 'Password Successfully Changed.' });
      // The token is never rotated: the session made at registration still works.
      expect(
        (await checked(app, 'api-get-dashboard-data', { unique_token: player.token })).status,
      ).toBe(true);
      expect(
        (await checked(app, 'api-user-login', { mobile: '9000000004', password: 'fresh99' }))
          .status,
      ).toBe(true);
      expect(
        (await checked(app, 'api-user-login', { mobile: '9000000004', password: 'secret1' }))
          .status,
      ).toBe(false);
    });

    it('api-forgot-password refuses an unknown number; strict an expired OTP and a blank password', async () => {
      addPlayer(world(), { mobile: '9000000004' });
      expect(
        await checked(app, 'api-forgot-password', { mobile: NEW_MOBILE, new_pass: 'x1' }),
      ).toEqual({ status: false, msg: 'This Mobile Number is Not Registered' });
      await strictly();
      await checked(app, 'api-forget-check-mobile', { mobile: '9000000004' });
      expect(
        await checked(app, 'api-forgot-password', { mobile: '9000000004', new_pass: '' }),
      ).toEqual({ status: false, msg: ACCOUNT_MESSAGES.newPasswordRequired });
      advance(OTP_RULES.validForMs + SECOND);
      expect(
        await checked(app, 'api-forgot-password', { mobile: '9000000004', new_pass: 'x1' }),
      ).toEqual({ status: false, msg: ACCOUNT_MESSAGES.otpRequired });
    });
  });

  describe('signed-in changes', () => {
    it('api-change-password checks the old password', async () => {
      const player = addPlayer(world(), { mobile: '9000000005' });
      const change = (old_pass: string, new_pass = 'newer1') =>
        checked(app, 'api-change-password', { unique_token: player.token, old_pass, new_pass });
      expect(await change('wrong')).toEqual({
        status: false,
        msg: 'Old password does not matched.',
      });
      expect(await change('secret1')).toEqual({
        status: true,
        msg: 'Password updated successfully.',
      });
      await strictly();
      expect(await change('newer1', '')).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.newPasswordRequired,
      });
      expect(
        (await checked(app, 'api-user-login', { mobile: '9000000005', password: 'newer1' })).status,
      ).toBe(true);
    });

    it('api-profile-update renames the player, as ucwords', async () => {
      const player = addPlayer(world(), { mobile: '9000000006' });
      const rename = (user_name: string) =>
        checked(app, 'api-profile-update', { unique_token: player.token, user_name });
      expect(await rename(' meera devi ')).toEqual({
        status: true,
        msg: 'Your Profile Successfully Updated.',
      });
      expect(
        (await checked(app, 'api-get-dashboard-data', { unique_token: player.token })).user_name,
      ).toBe('Meera Devi');
      await strictly();
      expect(await rename('  ')).toEqual({ status: false, msg: ACCOUNT_MESSAGES.nameRequired });
    });

    it('an unknown token: real changes nothing ("Data not found" for a password); strict refuses', async () => {
      const unknown = { unique_token: 'x'.repeat(30) };
      expect(
        await checked(app, 'api-change-password', { ...unknown, old_pass: 'a', new_pass: 'b' }),
      ).toEqual({ status: false, msg: 'Data not found' });
      expect(await checked(app, 'api-profile-update', { ...unknown, user_name: 'A' })).toEqual({
        status: true,
        msg: 'Your Profile Successfully Updated.',
      });
      await strictly();
      expect(
        (await checked(app, 'api-profile-update', { ...unknown, user_name: 'A' })).status,
      ).toBe(false);
    });
  });
});
