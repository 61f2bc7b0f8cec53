/**
 * Support numbers come from the server as free text; the spec strips non-digits and falls back to a
 * placeholder when fewer than ten digits remain, so a link is always well formed.
 */

/** The one placeholder used when the server gives no usable support number. */
export const SUPPORT_PLACEHOLDER = '9999999999';

/** Digits of a support number, or SUPPORT_PLACEHOLDER when fewer than 10 remain. */
export function normaliseSupportNumber(raw: string | undefined | null): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  return digits.length < 10 ? SUPPORT_PLACEHOLDER : digits;
}

/**
 * The number with India's country code: 10 digits get 91 in front; 11 digits with a leading trunk
 * 0 swap it for 91; anything else (already 91XXXXXXXXXX, or foreign) is kept as it is.
 */
export function internationalNumber(raw: string | undefined | null): string {
  const digits = normaliseSupportNumber(raw);
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}

/** WhatsApp chat link: "https://wa.me/91XXXXXXXXXX". */
export function whatsappLink(raw: string | undefined | null): string {
  return `https://wa.me/${internationalNumber(raw)}`;
}

/** Telephone link: "tel:+91XXXXXXXXXX". */
export function telLink(raw: string | undefined | null): string {
  return `tel:+${internationalNumber(raw)}`;
}
