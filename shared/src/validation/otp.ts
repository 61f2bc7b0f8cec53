/** One-time codes: registration, UPI verify and password reset. */
import { OTP_MESSAGES } from './messages';
import type { FieldErrors } from './form';

/** Digits in an OTP. */
export const OTP_LENGTH = 4;

/** Seconds before Resend becomes available; resending restarts the countdown. */
export const OTP_RESEND_SECONDS = 30;

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** True for exactly four ASCII digits. */
export function isOtpComplete(value: string): boolean {
  return OTP_PATTERN.test(value);
}

/** Keeps only digits, at most four: what the OTP input accepts while typing. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** The expected code as four-digit text (a numeric server value regains its leading zeros). */
function expectedText(expected: string | number | null | undefined): string | undefined {
  if (expected === null || expected === undefined) return undefined;
  const text = typeof expected === 'number' ? String(expected).padStart(OTP_LENGTH, '0') : expected;
  return isOtpComplete(text) ? text : undefined;
}

/** Which screen is checking: registration and UPI verify share a message, reset has its own. */
export type OtpFlow = 'register' | 'upi' | 'reset';

export interface OtpValues {
  otp: string;
}

export interface OtpContext {
  flow: OtpFlow;
  /** The code from the earlier step or the latest resend. */
  expected: string | number | null | undefined;
  /** Reset flow only: the phone number carried in navigation state. */
  phoneNumber?: string | null | undefined;
}

/**
 * Compares the entered code with the expected one. An incomplete code never matches and gets the
 * mismatch message. On the reset screen, missing phone or code state is reported first.
 */
export function validateOtp(values: OtpValues, context: OtpContext): FieldErrors<'otp'> {
  const expected = expectedText(context.expected);
  if (context.flow === 'reset') {
    if (expected === undefined || !context.phoneNumber) {
      return { otp: OTP_MESSAGES.invalidNavigation };
    }
    return values.otp === expected ? {} : { otp: OTP_MESSAGES.resetMismatch };
  }
  return expected !== undefined && values.otp === expected ? {} : { otp: OTP_MESSAGES.mismatch };
}
