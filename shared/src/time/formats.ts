/** The two date formats on the wire: history filters "7/3/2024" and bid dates "3-July-2024". */
import { type DateParts, isValidDate, requireDate, toDateKey } from './calendar';

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
