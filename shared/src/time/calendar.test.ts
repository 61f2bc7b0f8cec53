import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, daysInMonth, isDateKey, parseDateKey, toDateKey } from './calendar';

const dateParts = fc
  .record({
    year: fc.integer({ min: 1970, max: 2200 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month));

describe('date keys', () => {
  it('rejects impossible and malformed dates', () => {
    for (const bad of [
      '2024-02-30',
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-7-3',
      '24-07-03',
      '',
    ]) {
      expect(isDateKey(bad)).toBe(false);
    }
    expect(isDateKey('2024-02-29')).toBe(true);
    expect(isDateKey('2000-02-29')).toBe(true);
    expect(isDateKey('1900-02-29')).toBe(false);
  });

  it('round-trips parts', () => {
    fc.assert(
      fc.property(dateParts, (parts) => {
        expect(parseDateKey(toDateKey(parts))).toEqual(parts);
      }),
    );
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(addDays('2024-07-03', 0)).toBe('2024-07-03');
  });

  it('is reversible and composes', () => {
    fc.assert(
      fc.property(
        dateParts,
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (p, a, b) => {
          const key = toDateKey(p);
          expect(addDays(addDays(key, a), -a)).toBe(key);
          expect(addDays(addDays(key, a), b)).toBe(addDays(key, a + b));
        },
      ),
    );
  });

  it('throws on an impossible date', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
  });
});
