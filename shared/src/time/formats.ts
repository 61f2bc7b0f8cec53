/**
 * The date formats on the wire: what clients send (history filters "7/3/2024", bid dates
 * "3-July-2024") and what the real server prints (MySQL date_format of India time).
 */
import { type DateParts, isDateKey, isValidDate, requireDate, toDateKey } from './calendar';
import { indiaParts } from './india';

export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function validKey(parts: DateParts): string | undefined {
  return isValidDate(parts) ? toDateKey(parts) : undefined;
}

/** History filter date, M/D/YYYY without padding: "2024-07-03" -> "7/3/2024". */
export function formatFilterDate(date: string | DateParts): string {
  const { year, month, day } = requireDate(date);
  return `${month}/${day}/${year}`;
}

const FILTER_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** "7/3/2024" (padding tolerated) -> "2024-07-03"; undefined when malformed or impossible. */
export function parseFilterDate(text: string): string | undefined {
  const match = FILTER_DATE.exec(text.trim());
  if (!match) return undefined;
  return validKey({ year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) });
}

/** Bid date, D-MonthName-YYYY: "2024-07-03" -> "3-July-2024". */
export function formatBidDate(date: string | DateParts): string {
  const { year, month, day } = requireDate(date);
  return `${day}-${MONTH_NAMES[month - 1] ?? ''}-${year}`;
}

const BID_DATE = /^(\d{1,2})-([A-Za-z]+)-(\d{4})$/;

/** "3-July-2024" (month name in any case) -> "2024-07-03"; undefined when malformed or impossible. */
export function parseBidDate(text: string): string | undefined {
  const match = BID_DATE.exec(text.trim());
  if (!match) return undefined;
  const name = match[2]?.toLowerCase();
  const month = MONTH_NAMES.findIndex((m) => m.toLowerCase() === name) + 1;
  if (month === 0) return undefined;
  return validKey({ year: Number(match[3]), month, day: Number(match[1]) });
}

/**
 * A date as the real server reads one (PHP strtotime): M/D/YYYY, YYYY-MM-DD or D-MonthName-YYYY.
 * Undefined for anything else (the server then reads 1 January 1970).
 */
export function parseDateLeniently(text: string): string | undefined {
  const trimmed = text.trim();
  if (isDateKey(trimmed)) return trimmed;
  return parseFilterDate(trimmed) ?? parseBidDate(trimmed);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The 12-hour clock of an instant: hour 01..12 and the AM/PM marker. */
function clock12(ms: number): { hour: string; minute: string; second: string; marker: string } {
  const { minutes, seconds } = indiaParts(ms);
  const hour24 = Math.floor(minutes / 60);
  return {
    hour: pad2(hour24 % 12 === 0 ? 12 : hour24 % 12),
    minute: pad2(minutes % 60),
    second: pad2(seconds),
    marker: hour24 < 12 ? 'AM' : 'PM',
  };
}

/**
 * An insert time as the real server prints it (`%d %b %Y %r`): "23 Nov 2026 12:04:35 PM". Bid
 * history `bid_date`, passbook and withdraw `insert_date`, Starline `wining_date`.
 */
export function formatInsertTime(ms: number): string {
  const { year, month, day } = indiaParts(ms);
  const { hour, minute, second, marker } = clock12(ms);
  const short = (MONTH_NAMES[month - 1] ?? '').slice(0, 3);
  return `${pad2(day)} ${short} ${year} ${hour}:${minute}:${second} ${marker}`;
}

/**
 * A main-market or Gali win time as the real server prints it (`%d %M %y %h:%i`), without AM/PM:
 * "17 November 26 05:45".
 */
export function formatWinTime(ms: number): string {
  const { year, month, day } = indiaParts(ms);
  const { hour, minute } = clock12(ms);
  return `${pad2(day)} ${MONTH_NAMES[month - 1] ?? ''} ${pad2(year % 100)} ${hour}:${minute}`;
}
