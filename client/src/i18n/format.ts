/**
 * Numbers and dates for the language spoken, by Intl, in India's conventions: Indian digit
 * grouping (`₹ 1,00,000`), Latin digits (as the spec's screens and the provider's answers use).
 */
const region = (language: string) => `${language}-IN`;

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

/** A calendar date written out for the language: "24 Nov 2026", "24 नव॰ 2026". */
export function formatDay(date: Date, language: string): string {
  return new Intl.DateTimeFormat(region(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}
