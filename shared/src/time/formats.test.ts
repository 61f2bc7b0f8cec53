import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatBidDate,
  formatDatabaseTime,
  formatFilterDate,
  formatInsertTime,
  formatListDate,
  formatNewDate,
  formatWeekdayDate,
  formatWinTime,
  parseBidDate,
  parseDateLeniently,
  parseFilterDate,
} from './formats';
import { daysInMonth, toDateKey } from './calendar';
import { instantAt } from './india';

const dateParts = fc
  .record({
    year: fc.integer({ min: 1970, max: 2200 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month));

describe('filter dates (M/D/YYYY)', () => {
  it('formats without padding', () => {
    expect(formatFilterDate('2024-07-03')).toBe('7/3/2024');
    expect(formatFilterDate({ year: 2024, month: 12, day: 25 })).toBe('12/25/2024');
  });

  it('parses, tolerating padding, and rejects impossible dates', () => {
    expect(parseFilterDate('7/3/2024')).toBe('2024-07-03');
    expect(parseFilterDate('07/03/2024')).toBe('2024-07-03');
    expect(parseFilterDate('2/31/2024')).toBeUndefined();
    expect(parseFilterDate('2/29/2023')).toBeUndefined();
    expect(parseFilterDate('13/1/2024')).toBeUndefined();
    expect(parseFilterDate('2024-07-03')).toBeUndefined();
    expect(parseFilterDate('7/3/24')).toBeUndefined();
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(dateParts, (p) => {
        expect(parseFilterDate(formatFilterDate(p))).toBe(toDateKey(p));
      }),
    );
  });
});

describe('bid dates (D-MonthName-YYYY)', () => {
  it('formats with the English month name', () => {
    expect(formatBidDate('2024-07-03')).toBe('3-July-2024');
    expect(formatBidDate('2025-01-31')).toBe('31-January-2025');
  });

  it('parses and rejects impossible dates', () => {
    expect(parseBidDate('3-July-2024')).toBe('2024-07-03');
    expect(parseBidDate('03-july-2024')).toBe('2024-07-03');
    expect(parseBidDate('31-February-2024')).toBeUndefined();
    expect(parseBidDate('3 July 2024')).toBeUndefined();
  });

  it("reads the month's three letters too, as the server's own new_date writes it", () => {
    expect(parseBidDate('03-Jul-2024')).toBe('2024-07-03');
    expect(parseBidDate('19-nov-2021')).toBe('2021-11-19');
    expect(parseBidDate('3-Sept-2024')).toBeUndefined();
    expect(parseBidDate('3-Ju-2024')).toBeUndefined();
    fc.assert(
      fc.property(dateParts, (p) => {
        expect(parseBidDate(formatNewDate(p))).toBe(toDateKey(p));
      }),
    );
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(dateParts, (p) => {
        expect(parseBidDate(formatBidDate(p))).toBe(toDateKey(p));
      }),
    );
  });
});

describe('formatters', () => {
  it('throw on an impossible date', () => {
    expect(() => formatFilterDate('2024-02-31')).toThrow(RangeError);
    expect(() => formatBidDate({ year: 2024, month: 2, day: 31 })).toThrow(RangeError);
  });
});

describe("the real server's printed times (India time)", () => {
  const at = (date: string, minutes: number, seconds = 0) =>
    instantAt(date, minutes) + seconds * 1000;

  it('insert time: %d %b %Y %r, seconds and AM/PM included', () => {
    expect(formatInsertTime(at('2026-11-23', 12 * 60 + 4, 35))).toBe('23 Nov 2026 12:04:35 PM');
    expect(formatInsertTime(at('2024-07-03', 9))).toBe('03 Jul 2024 12:09:00 AM');
    expect(formatInsertTime(at('2024-12-31', 23 * 60 + 59, 59))).toBe('31 Dec 2024 11:59:59 PM');
  });

  it("the day's dates: d-M-Y, D d-M-Y and %d %b %Y", () => {
    expect(formatNewDate('2021-11-19')).toBe('19-Nov-2021');
    expect(formatNewDate({ year: 2024, month: 7, day: 1 })).toBe('01-Jul-2024');
    expect(formatWeekdayDate('2021-11-19')).toBe('Fri 19-Nov-2021');
    expect(formatWeekdayDate('2024-07-01')).toBe('Mon 01-Jul-2024');
    expect(formatWeekdayDate('2024-06-30')).toBe('Sun 30-Jun-2024');
    expect(formatListDate('2021-11-19')).toBe('19 Nov 2021');
    expect(formatListDate('2024-07-01')).toBe('01 Jul 2024');
  });

  it('win time: %d %M %y %h:%i, a two-digit year and a 12-hour clock without AM/PM', () => {
    expect(formatWinTime(at('2026-11-17', 17 * 60 + 45))).toBe('17 November 26 05:45');
    expect(formatWinTime(at('2024-07-03', 9 * 60 + 5))).toBe('03 July 24 09:05');
    expect(formatWinTime(at('2025-01-01', 0))).toBe('01 January 25 12:00');
  });
});

describe('lenient dates (how the real server reads a filter)', () => {
  it('reads M/D/YYYY, YYYY-MM-DD and D-MonthName-YYYY; anything else is unreadable', () => {
    expect(parseDateLeniently('7/3/2024')).toBe('2024-07-03');
    expect(parseDateLeniently(' 2024-07-03 ')).toBe('2024-07-03');
    expect(parseDateLeniently('3-July-2024')).toBe('2024-07-03');
    expect(parseDateLeniently('yesterday-ish')).toBeUndefined();
    expect(parseDateLeniently('')).toBeUndefined();
  });

  it('reads dashes and dots day first, as the Android clients send them and strtotime reads them', () => {
    expect(parseDateLeniently('5-3-2025')).toBe('2025-03-05');
    expect(parseDateLeniently('05-03-2025')).toBe('2025-03-05');
    expect(parseDateLeniently('28.11.2026')).toBe('2026-11-28');
    // Slashes stay month first: the same digits, another day.
    expect(parseDateLeniently('5/3/2025')).toBe('2025-05-03');
    expect(parseDateLeniently('31-2-2025')).toBeUndefined();
    expect(parseDateLeniently('5-13-2025')).toBeUndefined();
    expect(parseDateLeniently('5-3-25')).toBeUndefined();
  });

  it('a date with anything typed before or after it is not a date', () => {
    for (const text of ['17/3/2024', '7/3/20245', 'x7/3/2024', '7/3/2024x', '1/7/3/2024']) {
      expect(parseFilterDate(text)).toBeUndefined();
      expect(parseDateLeniently(text)).toBeUndefined();
    }
    for (const text of ['123-July-2024', '3-July-20245', 'x3-July-2024', '3-July-2024 extra']) {
      expect(parseBidDate(text)).toBeUndefined();
      expect(parseDateLeniently(text)).toBeUndefined();
    }
    for (const text of ['105-3-2025', '5-3-20251', 'x5.3.2025', '5.3.2025.']) {
      expect(parseDateLeniently(text)).toBeUndefined();
    }
  });

  it('reads a date typed with spaces around it', () => {
    expect(parseFilterDate(' 7/3/2024\t')).toBe('2024-07-03');
    expect(parseBidDate(' 3-Jul-2024 ')).toBe('2024-07-03');
  });
});

describe('database times (unformatted DATETIME, India time)', () => {
  it('writes Y-m-d H:i:s on a 24-hour clock', () => {
    const at = (date: string, minutes: number, seconds = 0) =>
      instantAt(date, minutes) + seconds * 1000;
    expect(formatDatabaseTime(at('2021-11-19', 14 * 60 + 44, 37))).toBe('2021-11-19 14:44:37');
    expect(formatDatabaseTime(at('2024-07-01', 0))).toBe('2024-07-01 00:00:00');
    expect(formatDatabaseTime(at('2024-12-31', 23 * 60 + 59, 59))).toBe('2024-12-31 23:59:59');
  });
});
