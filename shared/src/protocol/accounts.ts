import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import { Failure, OkResponse, Text, request, reply, success, tokenRequest } from './envelope';

/** `device_id`: clients send a string or null. */
const DeviceId = Type.Optional(Type.Union([Text(), Type.Null()]));

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

export const RegistrationRequest = request({
  name: Text(),
  email: Type.Optional(Text()),
  password: Text(),
  mobile: Text(),
  security_pin: Type.Optional(Text()),
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
] as const;
