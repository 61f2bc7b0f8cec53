/**
 * Calendar dates as "YYYY-MM-DD" keys. Arithmetic runs on UTC day numbers, so neither the machine's
 * time zone nor DST can shift a date.
 */

/** A calendar date; month is 1..12. */
export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const MS_PER_DAY = 86_400_000;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1..12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when the parts name a real date; years are limited to four digits (1000..9999). */
export function isValidDate({ year, month, day }: DateParts): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1000 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Parts of a "YYYY-MM-DD" key, or undefined when malformed or impossible ("2024-02-30"). */
export function parseDateKey(key: string): DateParts | undefined {
  const match = DATE_KEY.exec(key);
  if (!match) return undefined;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDate(parts) ? parts : undefined;
}

export function isDateKey(key: string): boolean {
  return parseDateKey(key) !== undefined;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** "YYYY-MM-DD" for valid parts. */
export function toDateKey({ year, month, day }: DateParts): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Parts from a key or parts; throws RangeError on an impossible date, a caller's bug. */
export function requireDate(date: string | DateParts): DateParts {
  const parts =
    typeof date === 'string' ? parseDateKey(date) : isValidDate(date) ? date : undefined;
  if (!parts) throw new RangeError(`Not a valid date: ${JSON.stringify(date)}`);
  return parts;
}

/** Epoch ms of the date's 00:00 UTC; the basis for day arithmetic. */
export function utcMidnight(date: string | DateParts): number {
  const { year, month, day } = requireDate(date);
  return Date.UTC(year, month - 1, day);
}

/** Parts of the UTC calendar day holding an epoch ms. */
export function utcDateParts(ms: number): DateParts {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The date key `n` days after (negative: before) a date key. */
export function addDays(dateKey: string, n: number): string {
  return toDateKey(utcDateParts(utcMidnight(dateKey) + Math.trunc(n) * MS_PER_DAY));
}
