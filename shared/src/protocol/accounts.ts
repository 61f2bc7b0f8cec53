import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import {
  EmptyRequest,
  Failure,
  LIMITS,
  NoRows,
  OkResponse,
  Text,
  emptyList,
  listReply,
  request,
  reply,
  success,
  TokenRequest,
  tokenRequest,
} from './envelope';

/** `device_id`: clients send a string or null. */
const DeviceId = Type.Optional(Type.Union([Text(), Type.Null()]));

/**
 * A security PIN as clients send it: text (the Android clients a chosen 4 digits, SMG always
 * "1234", the spec's client "123456"), a number taken too; stored as its text.
 */
export const SecurityPin = Type.Union([Text(), Type.Integer()]);

/** A one-time password: a 4-digit number computed by the server. */
export const Otp = Type.Integer({ minimum: 1000, maximum: 9999 });

export const MobileRequest = request({ mobile: Text() });
export type MobileRequest = Static<typeof MobileRequest>;

export const CheckMobileRequest = MobileRequest;
export type CheckMobileRequest = MobileRequest;
/** The one quirk of the protocol: a new number answers `status: "true"`, a string. */
export const CheckMobileSuccess = Type.Object({
  status: Type.Literal('true'),
  msg: Type.String(),
  otp: Otp,
});
export type CheckMobileSuccess = Static<typeof CheckMobileSuccess>;
export const CheckMobileResponse = Type.Union([CheckMobileSuccess, Failure]);
export type CheckMobileResponse = Static<typeof CheckMobileResponse>;

/** An OTP answer: api-resend-otp and api-forget-check-mobile. */
export const OtpSuccess = success({ otp: Otp });
export type OtpSuccess = Static<typeof OtpSuccess>;
export const OtpResponse = reply(OtpSuccess);
export type OtpResponse = Static<typeof OtpResponse>;

/**
 * The PIN apps (Tara) send no `password` and no `email`, and add `user_name`, `otp` and `device_id`,
 * which the real server does not read.
 */
export const RegistrationRequest = request({
  name: Text(),
  email: Type.Optional(Text()),
  password: Type.Optional(Text()),
  mobile: Text(),
  security_pin: Type.Optional(SecurityPin),
  device_id: DeviceId,
});
export type RegistrationRequest = Static<typeof RegistrationRequest>;

const session = {
  user_name: Type.String(),
  unique_token: Type.String(),
  mobile: Type.String(),
};

/** The new account's session; `email` echoes what was sent. */
export const RegistrationSuccess = success({ ...session, email: Type.String() });
export type RegistrationSuccess = Static<typeof RegistrationSuccess>;
export const RegistrationResponse = reply(RegistrationSuccess);
export type RegistrationResponse = Static<typeof RegistrationResponse>;

export const LoginRequest = request({ mobile: Text(), password: Text(), device_id: DeviceId });
export type LoginRequest = Static<typeof LoginRequest>;
/** The stored session (the same token every time) and the account's switches. */
export const LoginSuccess = success({
  ...session,
  betting_status: Type.String(),
  notification_status: Type.String(),
  email: Type.String(),
  /** The support chat number. */
  mobile_no: Type.String(),
});
export type LoginSuccess = Static<typeof LoginSuccess>;
export const LoginResponse = reply(LoginSuccess);
export type LoginResponse = Static<typeof LoginResponse>;

export const ForgotPasswordRequest = request({ mobile: Text(), new_pass: Text() });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const ChangePasswordRequest = tokenRequest({ old_pass: Text(), new_pass: Text() });
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

export const ProfileUpdateRequest = tokenRequest({ user_name: Text() });
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequest>;

/** api-get-app-key's answer (its request is `env_type` alone: the key is what it hands out). */
export const AppKeySuccess = success({ app_key: Type.String() });
export type AppKeySuccess = Static<typeof AppKeySuccess>;
export const AppKeyResponse = reply(AppKeySuccess);
export type AppKeyResponse = Static<typeof AppKeyResponse>;

/** Legacy Tara sends no PIN (Gson drops its null); the real server compares it loosely. */
export const CheckSecurityPinRequest = tokenRequest({
  security_pin: Type.Optional(Type.Union([SecurityPin, Type.Null()])),
});
export type CheckSecurityPinRequest = Static<typeof CheckSecurityPinRequest>;

/** No token and no code: the real server reads the number and the PIN only. */
export const UpdatePinRequest = request({ mobile: Text(), security_pin: SecurityPin });
export type UpdatePinRequest = Static<typeof UpdatePinRequest>;

/** api-otp-sent: the registration code, answered without `msg`. */
export const OtpSentSuccess = Type.Object({ status: Type.Literal(true), otp: Otp });
export type OtpSentSuccess = Static<typeof OtpSentSuccess>;
export const OtpSentResponse = Type.Union([OtpSentSuccess, Failure]);
export type OtpSentResponse = Static<typeof OtpSentResponse>;

/** One row of api-get-profile: the database's text, the balance included. */
export const ProfileRow = Type.Object({
  mobile: Type.String(),
  wallet_balance: Type.String(),
  email: Type.String(),
  user_name: Type.String(),
});
export type ProfileRow = Static<typeof ProfileRow>;
export const ProfileSuccess = success({ profile: Type.Array(ProfileRow) });
export type ProfileSuccess = Static<typeof ProfileSuccess>;
/** A token no player holds: the empty list. */
export const ProfileEmpty = emptyList({ profile: NoRows });
export const ProfileResponse = listReply(ProfileSuccess, ProfileEmpty);
export type ProfileResponse = Static<typeof ProfileResponse>;

/** api-validate-bank: a code to the account's own mobile, `status` the string "true". */
export const BankOtpSuccess = Type.Object({
  status: Type.Literal('true'),
  msg: Type.String(),
  otp: Otp,
});
export type BankOtpSuccess = Static<typeof BankOtpSuccess>;
export const BankOtpResponse = Type.Union([BankOtpSuccess, Failure]);
export type BankOtpResponse = Static<typeof BankOtpResponse>;

/** SMG's drawer switch: "1" on, "0" off (sent as text). */
export const NotificationSettingRequest = tokenRequest({
  notification_status: Type.Union([Text(), Type.Integer()]),
});
export type NotificationSettingRequest = Static<typeof NotificationSettingRequest>;

/** SMG's push token (Firebase's are about 160 characters); none when Firebase gave it none. */
export const FcmUpdateRequest = tokenRequest({ fcm_token: Type.Optional(Text(LIMITS.NOTE)) });
export type FcmUpdateRequest = Static<typeof FcmUpdateRequest>;

export const ACCOUNT_ENDPOINTS = [
  endpoint({
    path: 'api-check-mobile',
    group: 'accounts',
    auth: 'key',
    summary: 'Registration step 1: a new number answers status "true" with an OTP.',
    request: CheckMobileRequest,
    response: CheckMobileResponse,
  }),
  endpoint({
    path: 'api-resend-otp',
    group: 'accounts',
    auth: 'key',
    summary: 'Send a new OTP to a number (also used by the add-UPI verification).',
    request: MobileRequest,
    response: OtpResponse,
  }),
  endpoint({
    path: 'api-user-registration',
    group: 'accounts',
    auth: 'key',
    summary: 'Create an account and start a session.',
    request: RegistrationRequest,
    response: RegistrationResponse,
  }),
  endpoint({
    path: 'api-user-login',
    group: 'accounts',
    auth: 'key',
    summary: 'Sign in with mobile and password; answers the stored session token.',
    request: LoginRequest,
    response: LoginResponse,
  }),
  endpoint({
    path: 'api-forget-check-mobile',
    group: 'accounts',
    auth: 'key',
    summary: 'Password reset step 1: a registered number gets an OTP.',
    request: MobileRequest,
    response: OtpResponse,
  }),
  endpoint({
    path: 'api-forgot-password',
    group: 'accounts',
    auth: 'key',
    summary: 'Password reset step 2: set a new password for a number.',
    request: ForgotPasswordRequest,
    response: OkResponse,
  }),
  endpoint({
    path: 'api-change-password',
    group: 'accounts',
    auth: 'token',
    summary: 'Change the password of the signed-in user.',
    request: ChangePasswordRequest,
    response: OkResponse,
  }),
  endpoint({
    path: 'api-profile-update',
    group: 'accounts',
    auth: 'token',
    summary: 'Rename the signed-in user.',
    request: ProfileUpdateRequest,
    response: OkResponse,
  }),
  endpoint({
    path: 'api-get-app-key',
    group: 'accounts',
    auth: 'open',
    summary: "The app key for an env_type; the Android apps' form for Prod (and ENV_TYPE).",
    request: EmptyRequest,
    response: AppKeyResponse,
  }),
  endpoint({
    path: 'api-check-security-pin',
    group: 'accounts',
    auth: 'token',
    summary: "Sign in with the security PIN (the PIN apps' login and withdraw check).",
    request: CheckSecurityPinRequest,
    response: OkResponse,
  }),
  endpoint({
    path: 'api-update-pin',
    group: 'accounts',
    auth: 'key',
    summary: 'Set the security PIN of a number (no token, no code, as the real server).',
    request: UpdatePinRequest,
    response: OkResponse,
  }),
  endpoint({
    path: 'api-otp-sent',
    group: 'accounts',
    auth: 'key',
    summary: 'Send a registration OTP (Tara); answered without msg.',
    request: MobileRequest,
    response: OtpSentResponse,
  }),
  endpoint({
    path: 'api-get-profile',
    group: 'accounts',
    auth: 'token',
    summary: "The signed-in user's mobile, balance, email and name.",
    request: TokenRequest,
    response: ProfileResponse,
  }),
  endpoint({
    path: 'api-validate-bank',
    group: 'accounts',
    auth: 'token',
    summary: "Send an OTP to the signed-in user's own mobile (payment-number checks).",
    request: TokenRequest,
    response: BankOtpResponse,
  }),
  endpoint({
    path: 'api-notification-setting',
    group: 'accounts',
    auth: 'token',
    summary: "Store the user's notification switch, which login answers.",
    request: NotificationSettingRequest,
    response: OkResponse,
  }),
  endpoint({
    path: 'api-fcm-update',
    group: 'accounts',
    auth: 'token',
    summary: 'Take a push token (SMG); stores nothing.',
    request: FcmUpdateRequest,
    response: OkResponse,
  }),
] as const;
