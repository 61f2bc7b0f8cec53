import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, accountsOf } from '../../domain/accounts';
import { defineEndpoint } from './define';

const failure = (msg: string) => ({ status: false as const, msg });

/** Accounts: OTP sends, registration, login, password reset and change, profile. */
export function registerAccounts(app: FastifyInstance): void {
  defineEndpoint(app, 'api-check-mobile', ({ body, world }) => {
    const sent = accountsOf(world).registrationOtp(body.mobile);
    // The protocol's quirk: a new number answers the string "true".
    return sent.ok
      ? { status: 'true', msg: ACCOUNT_MESSAGES.otpSent, otp: sent.otp }
      : failure(sent.msg);
  });

  defineEndpoint(app, 'api-resend-otp', ({ body, world }) => {
    const sent = accountsOf(world).resendOtp(body.mobile);
    return sent.ok
      ? { status: true, msg: ACCOUNT_MESSAGES.otpSent, otp: sent.otp }
      : failure(sent.msg);
  });

  defineEndpoint(app, 'api-forget-check-mobile', ({ body, world }) => {
    const sent = accountsOf(world).resetOtp(body.mobile);
    return sent.ok
      ? { status: true, msg: ACCOUNT_MESSAGES.otpSent, otp: sent.otp }
      : failure(sent.msg);
  });

  defineEndpoint(app, 'api-user-registration', ({ body, world }) => {
    const done = accountsOf(world).register(body);
    if (!done.ok) return failure(done.msg);
    const { name, token, mobile } = done.user;
    return {
      status: true,
      msg: ACCOUNT_MESSAGES.registered,
      user_name: name,
      unique_token: token!,
      mobile,
    };
  });

  defineEndpoint(app, 'api-user-login', ({ body, world }) => {
    const done = accountsOf(world).login(body.mobile, body.password);
    if (!done.ok) return failure(done.msg);
    const { name, token, mobile, betting_status } = done.user;
    return {
      status: true,
      msg: ACCOUNT_MESSAGES.loggedIn,
      user_name: name,
      unique_token: token!,
      mobile,
      betting_status,
    };
  });

  defineEndpoint(app, 'api-forgot-password', ({ body, world }) => {
    const done = accountsOf(world).resetPassword(body.mobile, body.new_pass);
    return done.ok ? { status: true, msg: ACCOUNT_MESSAGES.passwordReset } : failure(done.msg);
  });

  defineEndpoint(app, 'api-change-password', ({ body, world, user }) => {
    const done = accountsOf(world).changePassword(user, body.old_pass, body.new_pass);
    return done.ok ? { status: true, msg: ACCOUNT_MESSAGES.passwordChanged } : failure(done.msg);
  });

  defineEndpoint(app, 'api-profile-update', ({ body, world, user }) => {
    const done = accountsOf(world).rename(user, body.user_name);
    return done.ok ? { status: true, msg: ACCOUNT_MESSAGES.profileUpdated } : failure(done.msg);
  });
}
