/**
 * Dates for the language spoken. English keeps the spec's own format (`3-July-2024`, the bid date
 * the provider is sent); another language writes the month by Intl (`3-जुलाई-2024`). Kept apart
 * from format.ts, which the signed-in shell carries: only the bid and history screens need it.
 */
import { MONTH_NAMES, parseBidDate } from '@panna/shared/time';
import { SOURCE_LANGUAGE } from './language';

/** A bid date ("3-July-2024") as the bid screens show it in `language`. */
export function showBidDate(bidDate: string, language: string): string {
  const key = parseBidDate(bidDate);
  if (language === SOURCE_LANGUAGE || !key) return bidDate;
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat(`${language}-IN`, {
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
  return `${day}-${monthName}-${year}`;
}

const MONTH_WORD = new RegExp(
  `\\b(${MONTH_NAMES.map((name) => `${name.slice(0, 3)}(?:${name.slice(3)})?`).join('|')})\\b`,
);

/**
 * A date as the provider prints it ("23 Nov 2026 12:04:35 PM", "17 November 26 05:45") with its
 * month named in `language` by Intl; the rest as printed. English is left as it came.
 */
export function showProviderDate(text: string, language: string): string {
  if (language === SOURCE_LANGUAGE) return text;
  return text.replace(MONTH_WORD, (word) => {
    const month = MONTH_NAMES.findIndex((name) => name.startsWith(word.slice(0, 3)));
    const style = word.length > 3 ? 'long' : 'short';
    return new Intl.DateTimeFormat(`${language}-IN`, { month: style, timeZone: 'UTC' }).format(
      Date.UTC(2000, month, 1),
    );
  });
}
