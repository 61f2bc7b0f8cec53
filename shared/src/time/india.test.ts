import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  IST_OFFSET_MS,
  hasTimePassed,
  indiaDateKey,
  indiaMidnight,
  indiaParts,
  instantAt,
  isWithinWindow,
} from './india';
import { daysInMonth, toDateKey } from './calendar';

const dateParts = fc
  .record({
    year: fc.integer({ min: 1970, max: 2200 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month));

const utc = (iso: string): number => Date.parse(iso);
/** An instant at a given India wall-clock minute (and second) on 2024-07-03. */
const at = (hhmm: string, seconds = 0): number =>
  utc(`2024-07-03T${hhmm}:00+05:30`) + seconds * 1000;

describe('India wall clock', () => {
  it('is UTC+05:30', () => {
    expect(IST_OFFSET_MS).toBe(19_800_000);
  });

  it('starts a new India day at 18:30 UTC', () => {
    expect(indiaDateKey(utc('2024-07-02T18:30:00Z'))).toBe('2024-07-03');
    expect(indiaParts(utc('2024-07-02T18:30:00Z')).minutes).toBe(0);
    expect(indiaDateKey(utc('2024-07-02T18:29:59Z'))).toBe('2024-07-02');
    expect(indiaParts(utc('2024-07-02T18:29:59Z'))).toMatchObject({ minutes: 1439, seconds: 59 });
  });

  it('gives the parts of an instant', () => {
    // 2024-07-03 is a Wednesday.
    expect(indiaParts(utc('2024-07-03T10:15:42Z'))).toEqual({
      year: 2024,
      month: 7,
      day: 3,
      weekday: 3,
      minutes: 15 * 60 + 45,
      seconds: 42,
    });
  });

  it('indiaMidnight and instantAt invert indiaParts', () => {
    expect(indiaMidnight('2024-07-03')).toBe(utc('2024-07-02T18:30:00Z'));
    expect(instantAt('2024-07-03', 945)).toBe(utc('2024-07-03T10:15:00Z'));
    fc.assert(
      fc.property(dateParts, fc.integer({ min: 0, max: 1439 }), (p, m) => {
        const parts = indiaParts(instantAt(p, m));
        expect(toDateKey(parts)).toBe(toDateKey(p));
        expect(parts.minutes).toBe(m);
        expect(parts.seconds).toBe(0);
      }),
    );
  });

  it('indiaMidnight of an instant date is never after it, and within a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7_000_000_000_000 }), (ms) => {
        const midnight = indiaMidnight(indiaDateKey(ms));
        expect(midnight).toBeLessThanOrEqual(ms);
        expect(ms - midnight).toBeLessThan(86_400_000);
      }),
    );
  });
});

describe('hasTimePassed', () => {
  it('is true at or after the time, to the minute', () => {
    expect(hasTimePassed('03:45 PM', at('15:44', 59))).toBe(false);
    expect(hasTimePassed('03:45 PM', at('15:45'))).toBe(true);
    expect(hasTimePassed('03:45 PM', at('15:45', 30))).toBe(true);
    expect(hasTimePassed('03:45 PM', at('23:59'))).toBe(true);
    expect(hasTimePassed('03:45 PM', at('00:00'))).toBe(false);
    expect(hasTimePassed(945, at('15:45'))).toBe(true);
  });

  it('fails closed on an unreadable time', () => {
    expect(hasTimePassed('soon', at('00:00'))).toBe(true);
  });

  it('agrees with comparing minutes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        (t, now) => {
          expect(hasTimePassed(t, instantAt('2024-07-03', now))).toBe(now >= t);
        },
      ),
    );
  });
});

describe('isWithinWindow', () => {
  it('includes both ends of a day window', () => {
    expect(isWithinWindow('10:00 AM', '05:00 PM', at('09:59', 59))).toBe(false);
    expect(isWithinWindow('10:00 AM', '05:00 PM', at('10:00'))).toBe(true);
    expect(isWithinWindow('10:00 AM', '05:00 PM', at('17:00', 59))).toBe(true);
    expect(isWithinWindow('10:00 AM', '05:00 PM', at('17:01'))).toBe(false);
  });

  it('handles a window across midnight', () => {
    expect(isWithinWindow('10:00 PM', '02:00 AM', at('23:30'))).toBe(true);
    expect(isWithinWindow('10:00 PM', '02:00 AM', at('00:00'))).toBe(true);
    expect(isWithinWindow('10:00 PM', '02:00 AM', at('02:00'))).toBe(true);
    expect(isWithinWindow('10:00 PM', '02:00 AM', at('22:00'))).toBe(true);
    expect(isWithinWindow('10:00 PM', '02:00 AM', at('02:01'))).toBe(false);
    expect(isWithinWindow('10:00 PM', '02:00 AM', at('21:59'))).toBe(false);
    expect(isWithinWindow('10:00 PM', '02:00 AM', at('12:00'))).toBe(false);
  });

  it('a window of one minute holds only that minute', () => {
    expect(isWithinWindow('01:00 PM', '01:00 PM', at('13:00'))).toBe(true);
    expect(isWithinWindow('01:00 PM', '01:00 PM', at('13:01'))).toBe(false);
  });

  it('refuses on an unreadable end', () => {
    expect(isWithinWindow('', '05:00 PM', at('12:00'))).toBe(false);
  });

  it('agrees with walking forward from open to close', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        (open, close, now) => {
          const span = (close - open + 1440) % 1440;
          const offset = (now - open + 1440) % 1440;
          expect(isWithinWindow(open, close, instantAt('2024-07-03', now))).toBe(offset <= span);
        },
      ),
    );
  });
});
