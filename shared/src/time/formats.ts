/**
 * The date formats on the wire: what clients send (history filters "7/3/2024", bid dates
 * "3-July-2024") and what the real server prints (MySQL date_format of India time).
 */
import { type DateParts, isDateKey, isValidDate, requireDate, toDateKey } from './calendar';
import { formatClockTime, twelveHourParts } from './clock-time';
import { indiaMidnight, indiaParts } from './india';

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

/**
 * "3-July-2024" or "03-Jul-2024" (month name or its three letters, in any case) -> "2024-07-03";
 * undefined when malformed or impossible.
 */
export function parseBidDate(text: string): string | undefined {
  const match = BID_DATE.exec(text.trim());
  if (!match) return undefined;
  const name = match[2]?.toLowerCase();
  // The full name, or its first three letters as PHP's 'M' prints it (the server's new_date).
  const month =
    MONTH_NAMES.findIndex((m) => m.toLowerCase() === name || m.slice(0, 3).toLowerCase() === name) +
    1;
  if (month === 0) return undefined;
  return validKey({ year: Number(match[3]), month, day: Number(match[1]) });
}

/** Day, month and year with dashes or dots, as PHP reads them: day first ("5-3-2025", "5.3.2025"). */
const DAY_FIRST_DATE = /^(\d{1,2})[-.](\d{1,2})[-.](\d{4})$/;

/** "5-3-2025" (the Android clients' filter dates) -> "2025-03-05"; undefined otherwise. */
function parseDayFirstDate(text: string): string | undefined {
  const match = DAY_FIRST_DATE.exec(text);
  if (!match) return undefined;
  return validKey({ year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) });
}

/**
 * A date as the real server reads one (PHP strtotime): M/D/YYYY (slashes: month first),
 * D-M-YYYY or D.M.YYYY (dashes or dots: day first), YYYY-MM-DD or D-MonthName-YYYY. Undefined
 * for anything else (the server then reads 1 January 1970).
 */
export function parseDateLeniently(text: string): string | undefined {
  const trimmed = text.trim();
  if (isDateKey(trimmed)) return trimmed;
  return parseFilterDate(trimmed) ?? parseDayFirstDate(trimmed) ?? parseBidDate(trimmed);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const shortMonth = (month: number): string => (MONTH_NAMES[month - 1] ?? '').slice(0, 3);

/**
 * An insert time as the real server prints it (`%d %b %Y %r`): "23 Nov 2026 12:04:35 PM". Bid
 * history `bid_date`, passbook and withdraw `insert_date`, Starline `wining_date`.
 */
export function formatInsertTime(ms: number): string {
  const { year, month, day, minutes, seconds } = indiaParts(ms);
  return `${pad2(day)} ${shortMonth(month)} ${year} ${formatClockTime(minutes, seconds)}`;
}

/**
 * An instant as MySQL holds a DATETIME and the real server answers it unformatted (deposit rows'
 * `insert_date`): "2021-11-19 14:44:37".
 */
export function formatDatabaseTime(ms: number): string {
  const { year, month, day, minutes, seconds } = indiaParts(ms);
  const time = `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(seconds)}`;
  return `${year}-${pad2(month)}-${pad2(day)} ${time}`;
}

/**
 * A main-market or Gali win time as the real server prints it (`%d %M %y %h:%i`), without AM/PM:
 * "17 November 26 05:45".
 */
export function formatWinTime(ms: number): string {
  const { year, month, day, minutes } = indiaParts(ms);
  const { hour, minute } = twelveHourParts(minutes);
  return `${pad2(day)} ${MONTH_NAMES[month - 1] ?? ''} ${pad2(year % 100)} ${hour}:${minute}`;
}

/** Weekdays as PHP's `D` writes them, by JavaScript's number (0 Sunday), as schedules count them. */
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A date as PHP's 'd-M-Y' prints it, the day the server hands out as `new_date`: "19-Nov-2021". */
export function formatNewDate(date: string | DateParts): string {
  const { year, month, day } = requireDate(date);
  return `${pad2(day)}-${shortMonth(month)}-${year}`;
}

/** A date as PHP's 'D d-M-Y' prints it: "Fri 19-Nov-2021". */
export function formatWeekdayDate(date: string | DateParts): string {
  const parts = requireDate(date);
  const weekday = indiaParts(indiaMidnight(parts)).weekday;
  return `${WEEKDAY_NAMES[weekday] ?? ''} ${formatNewDate(parts)}`;
}

/** A date as MySQL's '%d %b %Y' prints it (notices, fund requests): "19 Nov 2021". */
export function formatListDate(date: string | DateParts): string {
  const { year, month, day } = requireDate(date);
  return `${pad2(day)} ${shortMonth(month)} ${year}`;
}
