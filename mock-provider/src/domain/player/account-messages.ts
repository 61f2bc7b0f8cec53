import { MSG } from '@panna/shared';

/**
 * Every message the account endpoints answer, in one place: the real server's (MSG) in both
 * profiles, and the refusals only the strict profile makes.
 */
export const ACCOUNT_MESSAGES = {
  mobileRegistered: MSG.MOBILE_REGISTERED,
  mobileNotRegistered: MSG.MOBILE_NOT_REGISTERED,
  mobileKnown: MSG.MOBILE_KNOWN,
  otpResent: MSG.OTP_RESENT,
  registered: MSG.REGISTERED,
  loggedIn: MSG.LOGIN_SUCCESS,
  invalidLogin: MSG.INVALID_LOGIN,
  mobileNotFound: MSG.MOBILE_NOT_FOUND,
  blocked: MSG.ACCOUNT_BLOCKED,
  passwordReset: MSG.PASSWORD_RESET,
  resetMobileUnknown: MSG.RESET_MOBILE_UNKNOWN,
  passwordChanged: MSG.PASSWORD_UPDATED,
  oldPasswordIncorrect: MSG.OLD_PASSWORD_INCORRECT,
  /** A password change for a token no player holds. */
  noAccount: 'Data not found',
  profileUpdated: MSG.PROFILE_UPDATED,
  // The Android clients' calls (issue 41), in the real server's words
  appKeyServed: MSG.SUCCESS,
  /** api-get-app-key for an env_type the provider does not know. */
  appKeyUnknownEnv: 'Error',
  pinValid: MSG.SUCCESS,
  pinInvalid: 'Security Pin is invalid',
  pinChanged: 'Pin Successfully Changed.',
  pinMobileUnknown: MSG.RESET_MOBILE_UNKNOWN,
  profileFound: 'User Profile Data.',
  /** api-get-profile for a token no player holds. */
  profileUnknown: 'User ID is not valid.',
  bankOtpSent: MSG.SUCCESS,
  notificationsSet: 'Notification setting successfully updated',
  /** api-fcm-update is in no source of the real server read: the words are the simulator's. */
  fcmUpdated: 'Push token updated',
  // strict only
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  otpTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP`,
  otpTooMany: (minutes: number) =>
    `Too many OTP requests for this number. Please try again in ${minutes} minutes.`,
  otpRequired:
    'Please verify your mobile number with an OTP first. The OTP is valid for 10 minutes.',
  nameRequired: 'Please enter your name',
  passwordRequired: 'Please enter a password',
  newPasswordRequired: 'Please enter a new password',
  pinMalformed: 'Please enter a security PIN of 4 to 6 digits',
  notificationStatusInvalid: 'Please send notification_status "1" (on) or "0" (off)',
  locked: (minutes: number) =>
    `Too many failed login attempts. Please try again in ${minutes} minutes.`,
} as const;

/** Wrong-password lockout, per mobile (strict). */
export const LOGIN_RULES = { maxFailures: 5, lockMs: 15 * 60_000 } as const;
