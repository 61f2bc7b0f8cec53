/** Password forms: change after a reset OTP, and the in-app change. No strength rule is specified. */
import { CHANGE_PASSWORD_MESSAGES, RESET_PASSWORD_MESSAGES } from './messages';
import { isBlank, type FieldErrors } from './form';

/** Delay before going to /login after a successful reset. */
export const PASSWORD_RESET_REDIRECT_MS = 1500;

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** Reset flow: both required; a non-empty confirmation must equal the new password. */
export function validateResetPassword(
  values: ResetPasswordValues,
): FieldErrors<keyof ResetPasswordValues> {
  const errors: FieldErrors<keyof ResetPasswordValues> = {};
  if (isBlank(values.newPassword)) errors.newPassword = RESET_PASSWORD_MESSAGES.newRequired;
  if (isBlank(values.confirmPassword)) {
    errors.confirmPassword = RESET_PASSWORD_MESSAGES.confirmRequired;
  } else if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = RESET_PASSWORD_MESSAGES.mismatch;
  }
  return errors;
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordContext {
  /**
   * Whether the typed current password is the stored one. The client keeps only a salted hash, so
   * the caller decides: a precomputed boolean (e.g. after an async hash) or a synchronous matcher.
   */
  currentPasswordMatches: boolean | ((candidate: string) => boolean);
}

/**
 * In-app change: current required, then it must match the stored password; new required;
 * confirm required, then it must equal the new password.
 */
export function validateChangePassword(
  values: ChangePasswordValues,
  context: ChangePasswordContext,
): FieldErrors<keyof ChangePasswordValues> {
  const errors: FieldErrors<keyof ChangePasswordValues> = {};
  const { currentPasswordMatches: matches } = context;
  if (isBlank(values.currentPassword)) {
    errors.currentPassword = CHANGE_PASSWORD_MESSAGES.currentRequired;
  } else if (!(typeof matches === 'function' ? matches(values.currentPassword) : matches)) {
    errors.currentPassword = CHANGE_PASSWORD_MESSAGES.currentMismatch;
  }
  if (isBlank(values.newPassword)) errors.newPassword = CHANGE_PASSWORD_MESSAGES.newRequired;
  if (isBlank(values.confirmPassword)) {
    errors.confirmPassword = CHANGE_PASSWORD_MESSAGES.confirmRequired;
  } else if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = CHANGE_PASSWORD_MESSAGES.confirmMismatch;
  }
  return errors;
}
