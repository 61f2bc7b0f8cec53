import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../domain/player/account-messages';
import { accountsOf } from '../../domain/player/accounts';
import { servedAppKey } from '../../domain/player/app-key';
import { devicesOf } from '../../domain/player/devices';
import { defineEndpoint, type ProviderAccess } from './define';
import { settingsOf } from '../../domain/settings';

const failure = (msg: string) => ({ status: false as const, msg });

/**
 * Accounts: the app key, OTP sends, registration, login, the security PIN, password reset and
 * change, profile, notification and push settings. `access` is the deployment's key and env type,
 * which api-get-app-key hands out (not a lane path: its handler may keep them).
 */
export function registerAccounts(app: FastifyInstance, access: ProviderAccess): void {
  defineEndpoint(app, 'api-get-app-key', ({ body }) => {
    const key = servedAppKey(body.env_type, access);
    return key === undefined
      ? failure(ACCOUNT_MESSAGES.appKeyUnknownEnv)
      : { status: true, msg: ACCOUNT_MESSAGES.appKeyServed, app_key: key };
  });

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

  defineEndpoint(app, 'api-otp-sent', ({ body, world }) => {
    const sent = accountsOf(world).registrationCode(body.mobile);
    // The real server answers this one without msg.
    return sent.ok ? { status: true, otp: sent.otp } : failure(sent.msg);
  });

  defineEndpoint(app, 'api-validate-bank', ({ world, user }) => {
    const sent = accountsOf(world).bankCode(user);
    // status the string "true", as the real server answers it.
    return sent.ok
      ? { status: 'true', msg: ACCOUNT_MESSAGES.bankOtpSent, otp: sent.otp }
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
    const { name, token, mobile, betting_status, notification_status, email } = done.user;
    return {
      status: true,
      msg: ACCOUNT_MESSAGES.loggedIn,
      user_name: name,
      unique_token: token!,
      mobile,
      betting_status,
      notification_status,
      email,
      mobile_no: settingsOf(world).get('support').mobile_no,
    };
  });

  defineEndpoint(app, 'api-check-security-pin', ({ body, world, user }) => {
    const done = accountsOf(world).checkPin(user, body.security_pin);
    return done.ok ? { status: true, msg: ACCOUNT_MESSAGES.pinValid } : failure(done.msg);
  });

  defineEndpoint(app, 'api-update-pin', ({ body, world }) => {
    const done = accountsOf(world).updatePin(body.mobile, body.security_pin);
    return done.ok ? { status: true, msg: ACCOUNT_MESSAGES.pinChanged } : failure(done.msg);
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

  defineEndpoint(app, 'api-get-profile', ({ world, user }) => {
    const account = accountsOf(world).profile(user);
    if (!account) return { status: false, msg: ACCOUNT_MESSAGES.profileUnknown, profile: [] };
    const { mobile, wallet, email, name } = account;
    return {
      status: true,
      msg: ACCOUNT_MESSAGES.profileFound,
      profile: [{ mobile, wallet_balance: String(wallet), email, user_name: name }],
    };
  });

  defineEndpoint(app, 'api-notification-setting', ({ body, world, user }) => {
    const done = accountsOf(world).setNotifications(user, body.notification_status);
    return done.ok ? { status: true, msg: ACCOUNT_MESSAGES.notificationsSet } : failure(done.msg);
  });

  // The push token is taken and dropped: the simulator sends no pushes.
  defineEndpoint(app, 'api-fcm-update', () => ({ status: true, msg: ACCOUNT_MESSAGES.fcmUpdated }));
}
