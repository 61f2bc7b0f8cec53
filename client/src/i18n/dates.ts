/**
 * Dates for the language spoken. English keeps the spec's own format (`3-July-2024`, the bid date
 * the provider is sent); another language writes the month by Intl (`3-जुलाई-2024`). Kept apart
 * from format.ts, which the signed-in shell carries: only the bid and history screens need it.
 */
import { MONTH_NAMES, parseBidDate } from '@panna/shared/time';
import { region } from './format';
import { SOURCE_LANGUAGE } from './language';

/** A bid date ("3-July-2024") as the bid screens show it in `language`. */
export function showBidDate(bidDate: string, language: string): string {
  const key = parseBidDate(bidDate);
  if (language === SOURCE_LANGUAGE || !key) return bidDate;
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat(region(language), {
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
  return `${day}-${monthName}-${year}`;
}

/**
 * The provider's two ways of printing a time: `23 Nov 2026 12:04:35 PM` (bids, the passbook,
 * withdrawals, Starline wins) and `17 November 26 05:45` (main and Gali wins: a 12-hour clock
 * without AM or PM).
 */
const PROVIDER_DATE =
  /^(\d{1,2}) ([A-Za-z]{3,9}) (\d{4}|\d{2}) (\d{1,2}):(\d{2})(?::\d{2})?(?: ([AP]M))?$/i;

/**
 * A time the provider printed, in one format wherever it is shown, its month named in `language`
 * by Intl: `26 Nov 2026, 04:50 PM` (`26 नव॰ 2026, 04:50 PM`). The AM or PM the provider leaves
 * out is not guessed. A text in neither format is shown as it came.
 */
export function showProviderDate(text: string, language: string): string {
  const parts = PROVIDER_DATE.exec(text.trim());
  const month = parts
    ? MONTH_NAMES.findIndex(
        (name) => name.slice(0, 3).toLowerCase() === parts[2]!.slice(0, 3).toLowerCase(),
      )
    : -1;
  if (!parts || month < 0) return text;
  const [, day, , year, hour, minute, marker] = parts;
  const fullYear = year!.length === 2 ? 2000 + Number(year) : Number(year);
  const date = new Intl.DateTimeFormat(region(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(fullYear, month, Number(day)));
  const time = `${hour!.padStart(2, '0')}:${minute!}`;
  return `${date}, ${marker ? `${time} ${marker.toUpperCase()}` : time}`;
}
