/** Sign-in, registration, forgot-password and profile forms. */
import {
  FORGOT_PASSWORD_MESSAGES,
  LOGIN_MESSAGES,
  PROFILE_MESSAGES,
  REGISTER_MESSAGES,
} from './messages';
import { isBlank, type FieldErrors } from './form';
import { phoneError } from './phone';

export interface LoginValues {
  phone: string;
  password: string;
}

/** Login: phone required then pattern; password required. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const phone = phoneError(values.phone, LOGIN_MESSAGES);
  if (phone) errors.phone = phone;
  if (isBlank(values.password)) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}

export interface RegisterValues {
  username: string;
  phone: string;
  password: string;
}

/** Register: username required; phone as login; password required. */
export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  if (isBlank(values.username)) errors.username = REGISTER_MESSAGES.usernameRequired;
  const phone = phoneError(values.phone, REGISTER_MESSAGES);
  if (phone) errors.phone = phone;
  if (isBlank(values.password)) errors.password = REGISTER_MESSAGES.passwordRequired;
  return errors;
}

export interface ForgotPasswordValues {
  phone: string;
}

/** Forgot password: phone required then pattern, with this form's own wording. */
export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldErrors<keyof ForgotPasswordValues> {
  const phone = phoneError(values.phone, FORGOT_PASSWORD_MESSAGES);
  return phone ? { phone } : {};
}

export interface ProfileValues {
  name: string;
}

/** Profile edit: name required. */
export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  return isBlank(values.name) ? { name: PROFILE_MESSAGES.nameRequired } : {};
}
