/** Navigation state of the reset flow: /forgotpass -> /otpforgotpass -> /change-password. */
export interface ResetOtpState {
  phoneNumber: string;
  validationOtp: number;
}

export interface ResetPasswordState {
  phoneNumber: string;
}

const record = (state: unknown): Record<string, unknown> =>
  state && typeof state === 'object' ? (state as Record<string, unknown>) : {};

/** The reset OTP screen's state, or undefined when it was opened without it. */
export function readResetOtpState(state: unknown): ResetOtpState | undefined {
  const { phoneNumber, validationOtp } = record(state);
  if (typeof phoneNumber !== 'string' || !phoneNumber) return undefined;
  if (typeof validationOtp !== 'number' && typeof validationOtp !== 'string') return undefined;
  const otp = Number(validationOtp);
  return Number.isInteger(otp) ? { phoneNumber, validationOtp: otp } : undefined;
}

export function readResetPasswordState(state: unknown): ResetPasswordState | undefined {
  const { phoneNumber } = record(state);
  return typeof phoneNumber === 'string' && phoneNumber ? { phoneNumber } : undefined;
}
