/**
 * Numbers and dates for the language spoken, by Intl, in India's conventions: Indian digit
 * grouping (`₹ 1,00,000`), Latin digits (as the spec's screens and the provider's answers use).
 */
export const region = (language: string) => `${language}-IN-u-nu-latn`;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A whole number with Indian grouping: 10000 → "10,000", 100000 → "1,00,000". */
export function formatNumber(value: number, language: string): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(region(language), { maximumFractionDigits: 2 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** Points as money: "₹ 10,000" (the rupee sign, a space, the grouped number). */
export const formatPoints = (value: number, language: string) =>
  `₹ ${formatNumber(value, language)}`;

/**
 * Money in every history and funds screen, one way: "₹ 10,000", "₹ 9,850.50" (formatAmount).
 */
export const formatMoney = (amount: string | number, language: string) =>
  `₹ ${formatAmount(amount, language)}`;

/**
 * A wallet or request amount as the provider writes it ("10000", "0.0", "9850.50") with Indian
 * grouping for the language, keeping its decimals ("10,000", "0.0", "9,850.50"); a text that is
 * not a number is shown as it is.
 */
export function formatAmount(amount: string | number, language: string): string {
  const text = String(amount).trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) return text;
  const decimals = Math.min(text.split('.')[1]?.length ?? 0, 2);
  return new Intl.NumberFormat(region(language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
