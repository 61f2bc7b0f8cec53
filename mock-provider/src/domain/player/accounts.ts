import { AMOUNT_STATUS, isValidPhone } from '@panna/shared';
import type { World } from '../../worlds/world';
import { ACCOUNT_MESSAGES, LOGIN_RULES } from './account-messages';
import { newOtp, otpsOf, type OtpPurpose } from './otp';
import { phpLooseEquals, ucwords } from './php';
import { refuse, type Outcome } from '../outcome';
import type { ProfileRules } from '../profile';
import { settingsOf } from '../settings';
import { enforces } from '../strict-notes';
import { newToken } from '../passwords';
import { HASH_NEW, hashedSteps, type Hashed, type HashWork } from './hashed-steps';
import { isNobody, usersOf, type Player, type UserRow } from '../users';
import { ledgerOf } from '../ledger';

interface Registration {
  name: string;
  mobile: string;
  /** None from the PIN apps (Tara): such a player signs in with the PIN only. */
  password?: string | undefined;
  email?: string | undefined;
  security_pin?: string | number | undefined;
}

/**
 * The stored password of a player who registered without one (the PIN apps): no hash, so no
 * password login matches it. A password reset gives them one.
 */
export const NO_PASSWORD = '';

/** strict: a security PIN is 4 to 6 digits (the Android apps choose 4, the spec's client sends 6). */
export const PIN_FORM = /^\d{4,6}$/;

/** A PIN as it is stored: the text sent, '' for none. */
const pinText = (pin: string | number | null | undefined): string =>
  pin === undefined || pin === null ? '' : String(pin);

const minutesUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 60_000));

/**
 * Accounts: OTP sends, registration, login, password changes. A session token is made once, at
 * registration, and login answers the same one every time (never rotated). The strict profile
 * adds the input checks, the OTP checks and the login lockout (domain/profile.ts). The calls that
 * read or store a password answer a promise: their hashing runs off the event loop.
 */
export function createAccounts(world: World) {
  const db = world.db;
  const users = usersOf(world);
  const otps = otpsOf(world);
  /** Whether the world refuses by a strict-only rule the call broke (notes it if not). */
  const refuses = (rule: keyof ProfileRules, msg: string) => enforces(world, rule, msg);
  // A new account's betting switch is the global one, as the real server seeds it.
  const insertUser = db.prepare<[string, string, string, string, string, string, string, number]>(
    'INSERT INTO users (name, mobile, email, password_hash, token, security_pin, betting_status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const loginOk = db.prepare<[number]>(
    'UPDATE users SET failed_logins = 0, locked_until = 0 WHERE id = ? AND (failed_logins != 0 OR locked_until != 0)',
  );
  // Rows made before tokens were kept for good may have none: such a player gets one, once (the
  // statement leaves a token there is).
  const giveToken = db.prepare<[string, number]>(
    'UPDATE users SET token = ? WHERE id = ? AND token IS NULL',
  );
  const loginFailed = db.prepare<[number, number, number]>(
    'UPDATE users SET failed_logins = ?, locked_until = ? WHERE id = ?',
  );
  // A reset clears any lockout; the session token stays (the real server never rotates it).
  const resetPassword = db.prepare<[string, number]>(
    'UPDATE users SET password_hash = ?, failed_logins = 0, locked_until = 0 WHERE id = ?',
  );
  const setPassword = db.prepare<[string, number]>(
    'UPDATE users SET password_hash = ? WHERE id = ?',
  );
  const setName = db.prepare<[string, number]>('UPDATE users SET name = ? WHERE id = ?');
  const setPin = db.prepare<[string, number]>('UPDATE users SET security_pin = ? WHERE id = ?');
  const setNotifications = db.prepare<[string, number]>(
    'UPDATE users SET notification_status = ? WHERE id = ?',
  );

  /** A code for the number; strict refuses malformed numbers and sends too soon or too often. */
  const sendOtp = (mobile: string, purpose: OtpPurpose): Outcome<{ otp: number }> => {
    const limited = otps.limited(mobile);
    if (limited) {
      const msg =
        limited.reason === 'too-soon'
          ? ACCOUNT_MESSAGES.otpTooSoon(limited.retryInSeconds)
          : ACCOUNT_MESSAGES.otpTooMany(Math.ceil(limited.retryInSeconds / 60));
      if (refuses('otpChecks', msg)) return refuse(msg);
    }
    return { ok: true, otp: otps.send(mobile, purpose) };
  };
  /** strict: a 10-digit mobile starting 6 to 9. */
  const badMobile = (mobile: string): boolean =>
    !isValidPhone(mobile) && refuses('accountInputChecks', ACCOUNT_MESSAGES.mobileInvalid);

  return {
    /** Registration step 1: a code for a number not yet registered. */
    registrationOtp(mobile: string): Outcome<{ otp: number }> {
      if (badMobile(mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
      if (users.byMobile(mobile)) return refuse(ACCOUNT_MESSAGES.mobileRegistered);
      return sendOtp(mobile, 'register');
    },
    /** Any flow's resend (registration, UPI verify, reset). */
    resendOtp(mobile: string): Outcome<{ otp: number }> {
      if (badMobile(mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
      return sendOtp(mobile, 'resend');
    },
    /** Reset step 1: a code for a registered number. */
    resetOtp(mobile: string): Outcome<{ otp: number }> {
      if (badMobile(mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
      if (!users.byMobile(mobile)) return refuse(ACCOUNT_MESSAGES.mobileNotRegistered);
      return sendOtp(mobile, 'forgot');
    },

    /** Tara's registration code (api-otp-sent): the real server texts any number it is given. */
    registrationCode(mobile: string): Outcome<{ otp: number }> {
      if (badMobile(mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
      return sendOtp(mobile, 'register');
    },

    /**
     * api-validate-bank: a code texted to the player's own number (the body names no other). A
     * token no player holds gets a code texted to nobody, as the real server's.
     */
    bankCode(user: Player): Outcome<{ otp: number }> {
      if (isNobody(user)) return { ok: true, otp: newOtp() };
      return sendOtp(user.mobile, 'bank');
    },

    /**
     * Registration: the number's checks, then the password hashed (when one was sent), then the
     * player stored with the PIN sent.
     */
    register: (input: Registration) =>
      hashedSteps((hashed) => accountsOf(world).steps.register(input, hashed), {
        newPassword: input.password,
      }),

    /**
     * The stored token for the right password. A blocked account is refused before the password
     * is read, as the real server does; strict locks a number after five wrong passwords in a row.
     */
    login: (mobile: string, password: string) =>
      hashedSteps((hashed) => accountsOf(world).steps.login(mobile, hashed), { password }),

    /** Reset step 2. strict: needs a reset (or resend) code sent within the last 10 minutes. */
    resetPassword: (mobile: string, newPass: string) =>
      hashedSteps((hashed) => accountsOf(world).steps.resetPassword(mobile, newPass, hashed), {
        newPassword: newPass,
      }),

    changePassword: (user: Player, oldPass: string, newPass: string) =>
      hashedSteps((hashed) => accountsOf(world).steps.changePassword(user, newPass, hashed), {
        password: oldPass,
        newPassword: newPass,
      }),

    /**
     * The password calls' steps, run by hashedSteps on the world's accounts as they are at each
     * step (`accountsOf(world)`: a restore or a reset replaces them, their statements with them).
     */
    steps: {
      register(input: Registration, { newHash }: Hashed): Outcome<{ user: UserRow }> | HashWork {
        const name = ucwords(input.name.trim());
        const pin = pinText(input.security_pin);
        // strict: a way to sign in, a password or (the PIN apps) a PIN; a blank password is a
        // blank field.
        const malformed = !name
          ? ACCOUNT_MESSAGES.nameRequired
          : !isValidPhone(input.mobile)
            ? ACCOUNT_MESSAGES.mobileInvalid
            : pin !== '' && !PIN_FORM.test(pin)
              ? ACCOUNT_MESSAGES.pinMalformed
              : input.password === '' || (input.password === undefined && pin === '')
                ? ACCOUNT_MESSAGES.passwordRequired
                : undefined;
        if (malformed && refuses('accountInputChecks', malformed)) return refuse(malformed);
        if (users.byMobile(input.mobile)) return refuse(ACCOUNT_MESSAGES.mobileRegistered);
        if (
          !otps.sentRecently(input.mobile, ['register', 'resend']) &&
          refuses('otpChecks', ACCOUNT_MESSAGES.otpRequired)
        )
          return refuse(ACCOUNT_MESSAGES.otpRequired);
        if (newHash === undefined && input.password !== undefined) return HASH_NEW;
        const now = world.clock.now();
        const settings = settingsOf(world);
        const bonus = settings.get('welcomeBonus');
        const id = db.transaction(() => {
          const userId = Number(
            insertUser.run(
              name,
              input.mobile,
              input.email ?? '',
              newHash ?? NO_PASSWORD,
              newToken(),
              pin,
              settings.get('globalBettingStatus'),
              now,
            ).lastInsertRowid,
          );
          if (bonus > 0) {
            ledgerOf(world).post({
              userId,
              direction: 'credit',
              amountStatus: AMOUNT_STATUS.WELCOME_BONUS,
              amount: bonus,
              note: 'User Welcome Bonus',
              at: now,
            });
          }
          return userId;
        })();
        return { ok: true, user: users.byId(id)! };
      },

      login(mobile: string, { compared }: Hashed): Outcome<{ user: UserRow }> | HashWork {
        const user = users.byMobile(mobile);
        if (!user) return refuse(ACCOUNT_MESSAGES.mobileNotFound);
        if (user.blocked) return refuse(ACCOUNT_MESSAGES.blocked);
        const now = world.clock.now();
        const locked = (until: number) => ACCOUNT_MESSAGES.locked(minutesUntil(until, now));
        const lockedNow = user.locked_until > now;
        if (lockedNow && refuses('loginLockout', locked(user.locked_until)))
          return refuse(locked(user.locked_until));
        // Registered without a password: nothing to compare, nothing to count.
        if (user.password_hash === NO_PASSWORD) return refuse(ACCOUNT_MESSAGES.invalidLogin);
        if (compared?.hash !== user.password_hash) return { compare: user.password_hash };
        if (!compared.matches) {
          // Counted in every profile (only strict locks; a locked number, which strict refuses
          // first, counts nothing), on the row as it is now, so wrong passwords compared at once
          // each count.
          if (lockedNow) return refuse(ACCOUNT_MESSAGES.invalidLogin);
          const failures = user.failed_logins + 1;
          if (failures >= LOGIN_RULES.maxFailures) {
            const until = now + LOGIN_RULES.lockMs;
            loginFailed.run(0, until, user.id);
            if (refuses('loginLockout', locked(until))) return refuse(locked(until));
          } else loginFailed.run(failures, 0, user.id);
          return refuse(ACCOUNT_MESSAGES.invalidLogin);
        }
        loginOk.run(user.id);
        giveToken.run(newToken(), user.id);
        return { ok: true, user: users.byId(user.id)! };
      },

      resetPassword(mobile: string, newPass: string, { newHash }: Hashed): Outcome | HashWork {
        if (badMobile(mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
        const user = users.byMobile(mobile);
        if (!user) return refuse(ACCOUNT_MESSAGES.resetMobileUnknown);
        if (!newPass && refuses('accountInputChecks', ACCOUNT_MESSAGES.newPasswordRequired))
          return refuse(ACCOUNT_MESSAGES.newPasswordRequired);
        if (
          !otps.sentRecently(mobile, ['forgot', 'resend']) &&
          refuses('otpChecks', ACCOUNT_MESSAGES.otpRequired)
        )
          return refuse(ACCOUNT_MESSAGES.otpRequired);
        if (newHash === undefined) return HASH_NEW;
        resetPassword.run(newHash, user.id);
        return { ok: true };
      },

      changePassword(
        user: Player,
        newPass: string,
        { compared, newHash }: Hashed,
      ): Outcome | HashWork {
        const row = users.byId(user.id);
        if (!row) return refuse(ACCOUNT_MESSAGES.noAccount);
        if (compared?.hash !== row.password_hash) return { compare: row.password_hash };
        if (!compared.matches) return refuse(ACCOUNT_MESSAGES.oldPasswordIncorrect);
        if (!newPass && refuses('accountInputChecks', ACCOUNT_MESSAGES.newPasswordRequired))
          return refuse(ACCOUNT_MESSAGES.newPasswordRequired);
        if (newHash === undefined) return HASH_NEW;
        setPassword.run(newHash, user.id);
        return { ok: true };
      },
    },

    /**
     * The security PIN check (the PIN apps' sign-in, Tara's withdraw check): real compares as the
     * real server's loose == with the stored PIN ('' for none, and for a token no player holds);
     * strict wants the PIN's exact text, and a player without one never passes.
     */
    checkPin(user: Player, sent: string | number | null | undefined): Outcome {
      const stored = isNobody(user) ? '' : (users.byId(user.id)?.security_pin ?? '');
      if (!phpLooseEquals(sent, stored)) return refuse(ACCOUNT_MESSAGES.pinInvalid);
      const exact = stored !== '' && pinText(sent) === stored;
      if (!exact && refuses('accountInputChecks', ACCOUNT_MESSAGES.pinInvalid))
        return refuse(ACCOUNT_MESSAGES.pinInvalid);
      return { ok: true };
    },

    /** api-update-pin: the PIN of a number, set with no token and no code, as the real server. */
    updatePin(mobile: string, pin: string | number): Outcome {
      if (badMobile(mobile)) return refuse(ACCOUNT_MESSAGES.mobileInvalid);
      const user = users.byMobile(mobile);
      if (!user) return refuse(ACCOUNT_MESSAGES.pinMobileUnknown);
      const text = pinText(pin);
      if (!PIN_FORM.test(text) && refuses('accountInputChecks', ACCOUNT_MESSAGES.pinMalformed))
        return refuse(ACCOUNT_MESSAGES.pinMalformed);
      setPin.run(text, user.id);
      return { ok: true };
    },

    /** The player's account as api-get-profile lists it; none for a token no player holds. */
    profile: (user: Player): UserRow | undefined =>
      isNobody(user) ? undefined : users.byId(user.id),

    /**
     * The notification switch, which login answers: real stores what is sent (the real server
     * checks nothing), strict "1" or "0" only; a token no player holds changes nothing.
     */
    setNotifications(user: Player, status: string | number): Outcome {
      const text = String(status);
      if (
        text !== '1' &&
        text !== '0' &&
        refuses('accountInputChecks', ACCOUNT_MESSAGES.notificationStatusInvalid)
      )
        return refuse(ACCOUNT_MESSAGES.notificationStatusInvalid);
      setNotifications.run(text, user.id); // NOBODY's id 0 names no row: nothing changes
      return { ok: true };
    },

    /** Stores the name as the real server does (ucwords); a token no player holds changes nothing. */
    rename(user: Player, name: string): Outcome<object> {
      const stored = ucwords(name.trim());
      if (!stored && refuses('accountInputChecks', ACCOUNT_MESSAGES.nameRequired))
        return refuse(ACCOUNT_MESSAGES.nameRequired);
      setName.run(stored, user.id);
      return { ok: true };
    },
  };
}

export function accountsOf(world: World) {
  return world.service(createAccounts);
}
