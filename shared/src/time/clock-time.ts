/**
 * The provider's 12-hour clock text ("03:45 PM") and minutes since midnight, the one unit every
 * time comparison here uses.
 */

export const MINUTES_PER_DAY = 24 * 60;

const CLOCK_TIME = /^(\d{1,2}):(\d{2})\s*([ap])m$/i;

/**
 * Minutes since midnight for "03:45 PM" (also "3:45 pm", surrounding spaces, no space before the
 * suffix). 12:xx AM is 0:xx and 12:xx PM is 12:xx. Undefined for anything else, including 24-hour
 * text and hour 0, which the provider never sends.
 */
export function parseClockTime(text: string): number | undefined {
  const match = CLOCK_TIME.exec(text.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  const pm = match[3]?.toLowerCase() === 'p';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/** Brings any whole minute count into 0..1439, so arithmetic past midnight wraps round. */
function wrapMinutes(minutes: number): number {
  const whole = Math.floor(minutes);
  return ((whole % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * A minute of the day on the 12-hour clock, each part as the provider writes it: the hour "01" to
 * "12", the minute, AM or PM (12:xx AM is just after midnight). Wraps outside 0..1439.
 */
export function twelveHourParts(minutes: number): { hour: string; minute: string; marker: string } {
  const m = wrapMinutes(minutes);
  const hour24 = Math.floor(m / 60);
  return {
    hour: pad2(hour24 % 12 === 0 ? 12 : hour24 % 12),
    minute: pad2(m % 60),
    marker: hour24 < 12 ? 'AM' : 'PM',
  };
}

/**
 * "03:45 PM" for 945: the provider's format, hour always two digits; wraps outside 0..1439. With
 * `seconds`, "03:45:07 PM" (MySQL's `%r`).
 */
export function formatClockTime(minutes: number, seconds?: number): string {
  const { hour, minute, marker } = twelveHourParts(minutes);
  return `${hour}:${minute}${seconds === undefined ? '' : `:${pad2(seconds)}`} ${marker}`;
}

/** "03:45 PM" -> "15:45", the HH:MM form the spec compares with the current clock. */
export function toTwentyFourHour(text: string): string | undefined {
  const minutes = parseClockTime(text);
  if (minutes === undefined) return undefined;
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}
