import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../domain/player/account-messages';
import { accountsOf } from '../../domain/player/accounts';
import { devicesOf } from '../../domain/player/devices';
import { defineEndpoint } from './define';
import { settingsOf } from '../../domain/settings';

const failure = (msg: string) => ({ status: false as const, msg });

/** Every account has notifications on: the simulator sends none, so there is no switch for it. */
const NOTIFICATIONS_ON = '1';

/** Accounts: OTP sends, registration, login, password reset and change, profile. */
export function registerAccounts(app: FastifyInstance): void {
  defineEndpoint(app, 'api-check-mobile', ({ body, world }) => {
    const sent = accountsOf(world).registrationOtp(body.mobile);
    // The protocol's quirk: a new number answers the string "true".
    return sent.ok
      ? { status: 'true', msg: ACCOUNT_MESSAGES.mobileNotRegistered, otp: sent.otp }
      : failure(sent.msg);
  });

  defineEndpoint(app, 'api-resend-otp', ({ body, world }) => {
    const sent = accountsOf(world).resendOtp(body.mobile);
    return sent.ok
      ? { status: true, msg: ACCOUNT_MESSAGES.otpResent, otp: sent.otp }
      : failure(sent.msg);
  });

  defineEndpoint(app, 'api-forget-check-mobile', ({ body, world }) => {
    const sent = accountsOf(world).resetOtp(body.mobile);
    return sent.ok
      ? { status: true, msg: ACCOUNT_MESSAGES.mobileKnown, otp: sent.otp }
      : failure(sent.msg);
  });

  defineEndpoint(app, 'api-user-registration', async ({ body, world }) => {
    const done = await accountsOf(world).register(body);
    if (!done.ok) return failure(done.msg);
    const { name, token, mobile, email } = done.user;
    return {
      status: true,
      msg: ACCOUNT_MESSAGES.registered,
      user_name: name,
      unique_token: token!,
      mobile,
      email,
    };
  });

  defineEndpoint(app, 'api-user-login', async ({ body, world }) => {
    const done = await accountsOf(world).login(body.mobile, body.password);
    if (!done.ok) return failure(done.msg);
    devicesOf(world).signedIn(done.user.id, body.device_id);
    const { name, token, mobile, betting_status, email } = done.user;
    return {
      status: true,
      msg: ACCOUNT_MESSAGES.loggedIn,
      user_name: name,
      unique_token: token!,
      mobile,
      betting_status,
      notification_status: NOTIFICATIONS_ON,
      email,
      mobile_no: settingsOf(world).get('support').mobile_no,
    };
  });

  defineEndpoint(app, 'api-forgot-password', async ({ body, world }) => {
    const done = await accountsOf(world).resetPassword(body.mobile, body.new_pass);
    return done.ok ? { status: true, msg: ACCOUNT_MESSAGES.passwordReset } : failure(done.msg);
  });

  defineEndpoint(app, 'api-change-password', async ({ body, world, user }) => {
    const done = await accountsOf(world).changePassword(user, body.old_pass, body.new_pass);
    return done.ok ? { status: true, msg: ACCOUNT_MESSAGES.passwordChanged } : failure(done.msg);
  });

  defineEndpoint(app, 'api-profile-update', ({ body, world, user }) => {
    const done = accountsOf(world).rename(user, body.user_name);
    return done.ok ? { status: true, msg: ACCOUNT_MESSAGES.profileUpdated } : failure(done.msg);
  });
}
