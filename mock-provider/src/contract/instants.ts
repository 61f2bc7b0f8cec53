/** Instants as the control plane reads and writes them. */
import { isValidDate } from '@panna/shared';
import { CLOCK_RANGE, inClockRange } from './clock-range';
import { badRequest } from './control-error';

/** An ISO 8601 instant with an explicit zone, so its meaning never depends on the machine. */
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** The widest offset of any zone (Kiribati's +14:00; the furthest west is -12:00). */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * Epoch ms of an ISO instant, or why it is none. Each part is checked as written, where Date.parse
 * rolls "2024-02-30" over into March 1 and takes "24:00" as the next midnight: a date the calendar
 * has, hours 00 to 23, minutes and seconds 00 to 59 (no leap second), an offset within 14:00.
 */
export function readInstant(text: unknown): { ms: number } | { why: string } {
  const match = typeof text === 'string' ? ISO_INSTANT.exec(text) : null;
  if (!match) return { why: 'write YYYY-MM-DDThh:mm[:ss[.sss]] then Z or ±hh:mm' };
  const [, y, mo, d, h, mi, s = '00', fraction = '', sign = '+', oh = '00', om = '00'] = match;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = [y, mo, d, h, mi, s].map(
    Number,
  );
  if (!isValidDate({ year, month, day })) return { why: `there is no date ${y}-${mo}-${d}` };
  if (hour > 23) return { why: `there is no hour ${h} (00 to 23)` };
  if (minute > 59 || second > 59)
    return { why: `there is no time ${h}:${mi}:${s} (minutes and seconds 00 to 59)` };
  const offset = Number(oh) * 60 + Number(om);
  if (Number(om) > 59 || offset > MAX_OFFSET_MINUTES)
    return { why: `there is no zone ${sign}${oh}:${om} (offsets are at most 14:00)` };
  const wall = Date.UTC(
    year,
    month - 1,
    day,
    hour,
    minute,
    second,
    Number(fraction.padEnd(3, '0')),
  );
  return { ms: wall - (sign === '-' ? -offset : offset) * 60_000 };
}

export const iso = (ms: number): string => new Date(ms).toISOString();

export const CLOCK_MESSAGES = {
  notInstant: (key: string, text: string, why: string) =>
    `${key} must be an ISO instant with a zone, not "${text.slice(0, 100)}": ${why}`,
  advance: 'advance must be a finite number of milliseconds',
  outOfRange: (what: string, text?: string) =>
    `${what} is outside the clock's range: ${iso(CLOCK_RANGE.min)} to ${iso(CLOCK_RANGE.max)}${text === undefined ? '' : `, not "${text.slice(0, 100)}"`}`,
  atTheEnd: `The clock stands at the end of its range (${iso(CLOCK_RANGE.max)}) and cannot run on: set it back first`,
} as const;

/**
 * An instant QA sends (clock `set`, reset's `at`, the journal's `since` and `until`): a real ISO
 * instant with a zone (readInstant), inside the clock's range. The one rule for every instant the
 * control plane takes; a refusal names the field, the value and what is wrong with it.
 */
export function instantFrom(key: string, text: string): number {
  const read = readInstant(text);
  if ('why' in read) throw badRequest(CLOCK_MESSAGES.notInstant(key, text, read.why));
  if (!inClockRange(read.ms)) throw badRequest(CLOCK_MESSAGES.outOfRange(key, text));
  return read.ms;
}
