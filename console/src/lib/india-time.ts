import { CLOCK_RANGE, inClockRange } from '@panna/mock-provider/control-client';
import {
  formatClockTime,
  indiaParts,
  instantAt,
  MONTH_NAMES,
  toDateKey,
  WEEKDAY_NAMES,
} from '@panna/shared/time';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "09:00:05 AM" in India time. */
export function indiaClockText(ms: number): string {
  const { minutes, seconds } = indiaParts(ms);
  return formatClockTime(minutes, seconds);
}

/** "Mon 3 Mar 2025" in India time. */
export function indiaDateText(ms: number): string {
  const { weekday, day, month, year } = indiaParts(ms);
  return `${WEEKDAY_NAMES[weekday]} ${day} ${MONTH_NAMES[month - 1]!.slice(0, 3)} ${year}`;
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

const OUT_OF_RANGE = (() => {
  const text = (ms: number) => Object.values(indiaInputs(ms)).join(' ');
  return `The clock runs from ${text(CLOCK_RANGE.min)} to ${text(CLOCK_RANGE.max)}, India time.`;
})();

/**
 * The instant of an India date and time typed in the clock form, or the message to show beside
 * the field when it cannot be one.
 */
export function readIndiaInputs(
  date: string,
  time: string,
): { ms: number } | { field: 'date' | 'time'; msg: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    return { field: 'date', msg: 'Enter a date (YYYY-MM-DD).' };
  const timeMatch = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!timeMatch) return { field: 'time', msg: 'Enter a time (HH:MM or HH:MM:SS).' };
  const [hours, minutes, seconds] = [timeMatch[1], timeMatch[2], timeMatch[3] ?? '0'].map(Number);
  if (hours! > 23 || minutes! > 59 || seconds! > 59)
    return { field: 'time', msg: 'Enter a time of day between 00:00 and 23:59:59.' };
  let ms: number;
  try {
    ms = instantAt(date, hours! * 60 + minutes!) + seconds! * 1000;
  } catch {
    return { field: 'date', msg: `${date} is not a date.` };
  }
  // The simulator's own range, so that the form refuses what it would.
  return inClockRange(ms) ? { ms } : { field: 'date', msg: OUT_OF_RANGE };
}

/** An ISO instant with India's offset, as the control plane's clock takes it. */
export function indiaIso(ms: number): string {
  const { date, time } = indiaInputs(ms);
  return `${date}T${time}+05:30`;
}

/**
 * The simulator's time now, from its last reading: a running clock moves at its speed since the
 * reading was taken, and stops at the end of its range as the simulator's does; a frozen one stays.
 */
export function simulatedNow(
  reading: { now: string; frozen: boolean; speed: number },
  readAtMs: number,
  nowMs: number,
): number {
  const base = Date.parse(reading.now);
  if (reading.frozen) return base;
  return Math.min(base + (nowMs - readAtMs) * reading.speed, CLOCK_RANGE.max);
}

/** "Mon 3 Mar 2025, 09:00:05 AM": an instant (ISO text or ms) as the tables show it. */
export function indiaWhenText(at: string | number): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return `${indiaDateText(ms)}, ${indiaClockText(ms)}`;
}
