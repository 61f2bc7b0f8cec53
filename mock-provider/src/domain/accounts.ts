import { AMOUNT_STATUS, MSG, isValidPhone } from '@panna/shared';
import { ACCESS_MESSAGES } from './users';
import type { World } from '../world';
import { otpsOf, type OtpPurpose } from './otp';
import { hashPassword, newToken, verifyPassword } from './passwords';
import { usersOf, type Player, type UserRow } from './users';

/** Every message the account endpoints answer, in one place. */
export const ACCOUNT_MESSAGES = {
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  mobileRegistered: 'Mobile number already registered',
  mobileUnknown: 'Mobile number is not registered',
  otpSent: 'OTP sent successfully',
  otpTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP`,
  otpTooMany: (minutes: number) =>
    `Too many OTP requests for this number. Please try again in ${minutes} minutes.`,
  otpRequired:
    'Please verify your mobile number with an OTP first. The OTP is valid for 10 minutes.',
  nameRequired: 'Please enter your name',
  passwordRequired: 'Please enter a password',
  newPasswordRequired: 'Please enter a new password',
  registered: 'Registration successful',
  invalidLogin: MSG.INVALID_LOGIN,
  locked: (minutes: number) =>
    `Too many failed login attempts. Please try again in ${minutes} minutes.`,
  blocked: ACCESS_MESSAGES.blocked,
  loggedIn: 'Login successful',
  passwordReset: 'Password updated successfully',
  oldPasswordIncorrect: MSG.OLD_PASSWORD_INCORRECT,
  passwordChanged: 'Password changed successfully',
  profileUpdated: 'Profile updated successfully',
} as const;

/** Wrong-password lockout, per mobile. */
export const LOGIN_RULES = { maxFailures: 5, lockMs: 15 * 60_000 } as const;

export type Outcome<T> = ({ ok: true } & T) | { ok: false; msg: string };

const refuse = (msg: string): { ok: false; msg: string } => ({ ok: false, msg });
const minutesUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 60_000));

/** Accounts: OTP sends, registration, login with lockout, password changes. */
export function createAccounts(world: World) {
  const db = world.db;
  const users = usersOf(world);
  const otps = otpsOf(world);
  const insertUser = db.prepare<[string, string, string, string, string, number]>(
    'INSERT INTO users (name, mobile, email, password_hash, token, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const loginOk = db.prepare<[string, number]>(
    'UPDATE users SET token = ?, failed_logins = 0, locked_until = 0 WHERE id = ?',
  );
  const loginFailed = db.prepare<[number, number, number]>(
    'UPDATE users SET failed_logins = ?, locked_until = ? WHERE id = ?',
  );
  // A reset ends every session and any lockout: whoever holds the number owns the account again.
  const resetPassword = db.prepare<[string, number]>(
    'UPDATE users SET password_hash = ?, token = NULL, failed_logins = 0, locked_until = 0 WHERE id = ?',
  );
  const setPassword = db.prepare<[string, number]>(
    'UPDATE users SET password_hash = ? WHERE id = ?',
  );
  const setName = db.prepare<[string, number]>('UPDATE users SET name = ? WHERE id = ?');

  const sendOtp = (mobile: string, purpose: OtpPurpose): Outcome<{ otp: number }> => {
    const sent = otps.send(mobile, purpose);
    if (sent.ok) return { ok: true, otp: sent.otp };
    return refuse(
      sent.reason === 'too-soon'
        ? ACCOUNT_MESSAGES.otpTooSoon(sent.retryInSeconds)
        : ACCOUNT_MESSAGES.otpTooMany(Math.ceil(sent.retryInSeconds / 60)),
    );
  };

  return {
    /** Registration step 1: a code for a number not yet registered. */
    registrationOtp(mobile: string): Outcome<{ otp: number }> {
      if (!isValidPhone(mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
      if (users.byMobile(mobile)) return refuse(ACCOUNT_MESSAGES.mobileRegistered);
      return sendOtp(mobile, 'register');
    },
    /** Any flow's resend (registration, UPI verify, reset). */
    resendOtp(mobile: string): Outcome<{ otp: number }> {
      if (!isValidPhone(mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
      return sendOtp(mobile, 'resend');
    },
    /** Reset step 1: a code for a registered number. */
    resetOtp(mobile: string): Outcome<{ otp: number }> {
      if (!isValidPhone(mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
      if (!users.byMobile(mobile)) return refuse(ACCOUNT_MESSAGES.mobileUnknown);
      return sendOtp(mobile, 'forgot');
    },

    register(input: {
      name: string;
      mobile: string;
      password: string;
      email?: string | undefined;
    }): Outcome<{ user: UserRow }> {
      const name = input.name.trim();
      if (!name) return refuse(ACCOUNT_MESSAGES.nameRequired);
      if (!isValidPhone(input.mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
      if (!input.password) return refuse(ACCOUNT_MESSAGES.passwordRequired);
      if (users.byMobile(input.mobile)) return refuse(ACCOUNT_MESSAGES.mobileRegistered);
      if (!otps.sentRecently(input.mobile, ['register', 'resend']))
        return refuse(ACCOUNT_MESSAGES.otpRequired);
      const hash = hashPassword(input.password);
      const now = world.clock.now();
      const bonus = world.settings.get('welcomeBonus');
      const id = db.transaction(() => {
        const userId = Number(
          insertUser.run(name, input.mobile, input.email ?? '', hash, newToken(), now)
            .lastInsertRowid,
        );
        if (bonus > 0) {
          world.ledger.post({
            userId,
            direction: 'credit',
            amountStatus: AMOUNT_STATUS.WELCOME_BONUS,
            amount: bonus,
            note: 'Welcome bonus',
            at: now,
          });
        }
        return userId;
      })();
      return { ok: true, user: users.byId(id)! };
    },

    /** A new token at every login; five wrong passwords in a row lock the number for 15 minutes. */
    login(mobile: string, password: string): Outcome<{ user: UserRow }> {
      const user = isValidPhone(mobile) ? users.byMobile(mobile) : undefined;
      if (!user) return refuse(ACCOUNT_MESSAGES.invalidLogin);
      const now = world.clock.now();
      if (user.locked_until > now)
        return refuse(ACCOUNT_MESSAGES.locked(minutesUntil(user.locked_until, now)));
      if (!verifyPassword(password, user.password_hash)) {
        const failures = user.failed_logins + 1;
        if (failures >= LOGIN_RULES.maxFailures) {
          loginFailed.run(0, now + LOGIN_RULES.lockMs, user.id);
          return refuse(ACCOUNT_MESSAGES.locked(minutesUntil(now + LOGIN_RULES.lockMs, now)));
        }
        loginFailed.run(failures, 0, user.id);
        return refuse(ACCOUNT_MESSAGES.invalidLogin);
      }
      if (user.blocked) return refuse(ACCOUNT_MESSAGES.blocked);
      loginOk.run(newToken(), user.id);
      return { ok: true, user: users.byId(user.id)! };
    },

    /** Reset step 2: needs a reset (or resend) code sent within the last 10 minutes. */
    resetPassword(mobile: string, newPass: string): Outcome<object> {
      if (!isValidPhone(mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
      const user = users.byMobile(mobile);
      if (!user) return refuse(ACCOUNT_MESSAGES.mobileUnknown);
      if (!newPass) return refuse(ACCOUNT_MESSAGES.newPasswordRequired);
      if (!otps.sentRecently(mobile, ['forgot', 'resend']))
        return refuse(ACCOUNT_MESSAGES.otpRequired);
      resetPassword.run(hashPassword(newPass), user.id);
      return { ok: true };
    },

    changePassword(user: Player, oldPass: string, newPass: string): Outcome<object> {
      const { password_hash } = users.byId(user.id)!;
      if (!verifyPassword(oldPass, password_hash))
        return refuse(ACCOUNT_MESSAGES.oldPasswordIncorrect);
      if (!newPass) return refuse(ACCOUNT_MESSAGES.newPasswordRequired);
      setPassword.run(hashPassword(newPass), user.id);
      return { ok: true };
    },

    rename(user: Player, name: string): Outcome<object> {
      const trimmed = name.trim();
      if (!trimmed) return refuse(ACCOUNT_MESSAGES.nameRequired);
      setName.run(trimmed, user.id);
      return { ok: true };
    },
  };
}

export const accountsOf = (world: World) => world.service(createAccounts);
