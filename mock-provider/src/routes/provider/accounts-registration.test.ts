import { AMOUNT_STATUS } from '@panna/shared';
import { describe, expect } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/player/account-messages';
import { OTP_RULES } from '../../domain/player/otp';
import { addPlayer, ledgerMismatches, routeTest } from '../../testing';
import { settingsOf } from '../../domain/settings';

const NEW_MOBILE = '9123456780';

const it = routeTest.extend(
  'register',
  ({ provider }) =>
    (mobile = NEW_MOBILE, extra: Record<string, unknown> = {}) =>
      provider('api-user-registration', {
        name: 'Asha',
        email: 'email',
        password: 'pass123',
        mobile,
        security_pin: '123456',
        device_id: null,
        ...extra,
      }),
);

describe('api-user-registration', () => {
  it("a new account's betting switch is the global one (globalBettingStatus), as the real server seeds it", async ({
    world,
    provider,
    register,
  }) => {
    const bettingOf = (mobile: string) =>
      (
        world.db.prepare('SELECT betting_status FROM users WHERE mobile = ?').get(mobile) as {
          betting_status: string;
        }
      ).betting_status;
    await provider('api-check-mobile', { mobile: NEW_MOBILE });
    await register();
    expect(bettingOf(NEW_MOBILE)).toBe('1');
    settingsOf(world).update({ globalBettingStatus: '0' });
    await provider('api-check-mobile', { mobile: '9123456781' });
    await register('9123456781');
    expect(bettingOf('9123456781')).toBe('0');
  });

  it('creates the user with a hashed password and a session token after an OTP', async ({
    world,
    provider,
    register,
  }) => {
    await provider('api-check-mobile', { mobile: NEW_MOBILE });
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
    const row = world.db.prepare('SELECT * FROM users WHERE mobile = ?').get(NEW_MOBILE) as {
      password_hash: string;
      wallet: number;
    };
    expect(row.password_hash).not.toContain('pass123');
    expect(row.wallet).toBe(0);
    expect(JSON.stringify(answer)).not.toContain(row.password_hash);
    expect((await provider('api-get-dashboard-data', { unique_token: token })).status).toBe(true);
  });

  it('credits the welcome bonus through the ledger when set', async ({
    world,
    provider,
    register,
    strictly,
  }) => {
    settingsOf(world).update({ welcomeBonus: 50 });
    // strict takes a code sent again (api-resend-otp) as the registration's.
    strictly();
    await provider('api-resend-otp', { mobile: NEW_MOBILE });
    expect((await register()).status).toBe(true);
    const rows = world.db
      .prepare('SELECT amount, amount_status, transaction_type, note FROM wallet_transactions')
      .all();
    expect(rows).toEqual([
      {
        amount: 50,
        amount_status: AMOUNT_STATUS.WELCOME_BONUS,
        transaction_type: '1',
        note: 'User Welcome Bonus',
      },
    ]);
    expect(ledgerMismatches(world)).toEqual([]);
  });

  it('real registers without a code, stores the name as ucwords, and answers the one token', async ({
    provider,
    register,
  }) => {
    const answer = await register(NEW_MOBILE, { name: 'asha verma' });
    expect(answer).toMatchObject({ status: true, user_name: 'Asha Verma' });
    const token = (answer as unknown as { unique_token: string }).unique_token;
    const login = await provider('api-user-login', {
      mobile: NEW_MOBILE,
      password: 'pass123',
    });
    expect((login as unknown as { unique_token: string }).unique_token).toBe(token);
  });

  it('strict is refused without an OTP, and 10 minutes after it', async ({
    world,
    provider,
    strictly,
    register,
  }) => {
    strictly();
    expect(await register()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.otpRequired });
    await provider('api-check-mobile', { mobile: NEW_MOBILE });
    world.clock.advance(OTP_RULES.validForMs);
    expect(await register()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.otpRequired });
  });

  it('strict does not accept a password-reset OTP for registration', async ({
    world,
    provider,
    strictly,
    register,
  }) => {
    strictly();
    addPlayer(world, { mobile: '9000000002' });
    await provider('api-forget-check-mobile', { mobile: '9000000002' });
    world.db.prepare('DELETE FROM users WHERE mobile = ?').run('9000000002');
    expect(await register('9000000002')).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.otpRequired,
    });
  });

  it('refuses a duplicate number; strict a blank name or password, an invalid number', async ({
    provider,
    strictly,
    register,
  }) => {
    await provider('api-check-mobile', { mobile: NEW_MOBILE });
    await register();
    expect(await register()).toEqual({
      status: false,
      msg: 'Mobile number is already registered. Try Login.',
    });
    strictly();
    await provider('api-check-mobile', { mobile: '9123456781' });
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
