/**
 * Dates for the language spoken. English keeps the spec's own format (`3-July-2024`, the bid date
 * the provider is sent); another language writes the month by Intl (`3-जुलाई-2024`). Kept apart
 * from format.ts, which the signed-in shell carries: only the bid screens need it.
 */
import { parseBidDate } from '@panna/shared/time';
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
