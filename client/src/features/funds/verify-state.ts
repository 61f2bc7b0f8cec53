/** What Wallet Management hands to /otpwithdraw, and what comes back to /imp7. */
import { isUpiOption, type UpiOption } from './upi-options';

export interface VerifyUpiState {
  /** The player's own mobile, where the code was sent. */
  phoneNumber: string;
  /** The code from api-resend-otp. */
  otp2: string;
  option: UpiOption;
  /** The UPI number being added. */
  number: string;
}

/** Navigation state of /imp7 after a UPI number was saved: the toast text. */
export interface UpiAddedState {
  upiAdded: string;
}

export function readVerifyState(state: unknown): VerifyUpiState | null {
  if (!state || typeof state !== 'object') return null;
  const { phoneNumber, otp2, option, number } = state as Record<string, unknown>;
  if (typeof phoneNumber !== 'string' || !isUpiOption(option) || typeof number !== 'string') {
    return null;
  }
  const code = typeof otp2 === 'number' ? String(otp2) : otp2;
  if (typeof code !== 'string') return null;
  return { phoneNumber, otp2: code, option, number };
}

export function readUpiAdded(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { upiAdded } = state as Record<string, unknown>;
  return typeof upiAdded === 'string' && upiAdded !== '' ? upiAdded : null;
}
