/** Indian mobile numbers as typed in the forms (the +91 country code is shown, not typed). */

/** Exactly ten digits, the first 6 to 9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;

/** Country code shown before the number. */
export const COUNTRY_CODE = '+91';

/** True for exactly ten digits starting 6 to 9; no trimming, spaces or prefixes. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/**
 * The ten-digit national number inside a stored mobile ("+91 98765-43210" gives "9876543210"):
 * non-digits stripped, last ten digits kept. Undefined when fewer than ten digits remain.
 */
export function nationalNumber(value: string): string | undefined {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : undefined;
}

/** The phone field's error: required first, then the pattern; undefined when valid. */
export function phoneError(
  value: string | null | undefined,
  messages: { readonly phoneRequired: string; readonly phoneInvalid: string },
): string | undefined {
  if (value === null || value === undefined || value.trim() === '') return messages.phoneRequired;
  return isValidPhone(value) ? undefined : messages.phoneInvalid;
}
