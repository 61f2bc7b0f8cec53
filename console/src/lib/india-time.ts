import { indiaParts, instantAt, MONTH_NAMES, toDateKey } from '@panna/shared/time';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** "09:00:05 AM" in India time. */
export function indiaClockText(ms: number): string {
  const { minutes, seconds } = indiaParts(ms);
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${pad2(hour12)}:${pad2(minutes % 60)}:${pad2(seconds)} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** "Mon 3 Mar 2025" in India time. */
export function indiaDateText(ms: number): string {
  const { weekday, day, month, year } = indiaParts(ms);
  return `${WEEKDAYS[weekday]} ${day} ${MONTH_NAMES[month - 1]!.slice(0, 3)} ${year}`;
}

/** India date and time for the form's inputs: { date: '2025-03-03', time: '09:00:05' }. */
export function indiaInputs(ms: number): { date: string; time: string } {
  const parts = indiaParts(ms);
  const { minutes, seconds } = parts;
  return {
    date: toDateKey(parts),
    time: `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(seconds)}`,
  };
}

/** The earliest and latest instants the simulator's clock takes (README: the years 2000 to 2100). */
export const CLOCK_RANGE = { fromYear: 2000, toYear: 2100 } as const;

/**
 * The instant of an India date and time typed in the clock form, or the message to show beside
 * the field when it cannot be one.
 */
export function readIndiaInputs(
  date: string,
  time: string,
): { ms: number } | { field: 'date' | 'time'; msg: string } {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!dateMatch) return { field: 'date', msg: 'Enter a date (YYYY-MM-DD).' };
  const year = Number(dateMatch[1]);
  if (year < CLOCK_RANGE.fromYear || year > CLOCK_RANGE.toYear)
    return {
      field: 'date',
      msg: `The clock runs from ${CLOCK_RANGE.fromYear} to ${CLOCK_RANGE.toYear}.`,
    };
  const timeMatch = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!timeMatch) return { field: 'time', msg: 'Enter a time (HH:MM or HH:MM:SS).' };
  const [hours, minutes, seconds] = [timeMatch[1], timeMatch[2], timeMatch[3] ?? '0'].map(Number);
  if (hours! > 23 || minutes! > 59 || seconds! > 59)
    return { field: 'time', msg: 'Enter a time of day between 00:00 and 23:59:59.' };
  try {
    return { ms: instantAt(date, hours! * 60 + minutes!) + seconds! * 1000 };
  } catch {
    return { field: 'date', msg: `${date} is not a date.` };
  }
}

/** An ISO instant with India's offset, as the control plane's clock takes it. */
export function indiaIso(ms: number): string {
  const { date, time } = indiaInputs(ms);
  return `${date}T${time}+05:30`;
}

/**
 * The simulator's time now, from its last reading: a running clock moves at its speed since the
 * reading was taken; a frozen one stays.
 */
export function simulatedNow(
  reading: { now: string; frozen: boolean; speed: number },
  readAtMs: number,
  nowMs: number,
): number {
  const base = Date.parse(reading.now);
  return reading.frozen ? base : base + (nowMs - readAtMs) * reading.speed;
}

/** "Mon 3 Mar 2025, 09:00:05 AM": an instant (ISO text or ms) as the tables show it. */
export function indiaWhenText(at: string | number): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return `${indiaDateText(ms)}, ${indiaClockText(ms)}`;
}
