/** The modal that adds a UPI number (Paytm, Google Pay, PhonePe) before OTP verification. */
import { UPI_MESSAGES } from './messages';
import type { FieldErrors } from './form';
import { phoneError } from './phone';

export interface UpiNumberValues {
  phone: string;
}

/** UPI number: required then pattern ('Phone No is not Valid!', capital V). */
export function validateUpiNumber(values: UpiNumberValues): FieldErrors<keyof UpiNumberValues> {
  const phone = phoneError(values.phone, UPI_MESSAGES);
  return phone ? { phone } : {};
}
