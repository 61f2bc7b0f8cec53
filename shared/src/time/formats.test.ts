import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatBidDate, formatFilterDate, parseBidDate, parseFilterDate } from './formats';
import { daysInMonth, toDateKey } from './calendar';

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
    expect(parseBidDate('3-Jul-2024')).toBeUndefined();
    expect(parseBidDate('3 July 2024')).toBeUndefined();
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
