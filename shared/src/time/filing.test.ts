import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import { filingDates } from './filing';
import { indiaDateKey, instantAt } from './india';

const HOUR = 3_600_000;

describe('filingDates', () => {
  it("covers yesterday's session and today's, on India dates", () => {
    expect(filingDates(instantAt('2024-07-02', 30))).toEqual({
      from: '2024-07-01',
      to: '2024-07-02',
    });
    // 23:50 UTC on 1 July is already 05:20 on 2 July in India.
    expect(filingDates(Date.parse('2024-07-01T23:50:00Z'))).toEqual({
      from: '2024-07-01',
      to: '2024-07-02',
    });
  });

  it('widens by the margin on both sides, for a clock that far off', () => {
    expect(filingDates(instantAt('2024-07-01', 23 * 60), 3 * HOUR)).toEqual({
      from: '2024-06-30',
      to: '2024-07-02',
    });
  });

  it("holds the provider's dates for any instant read by a clock off by less than the margin", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2000-01-02'), max: Date.parse('2100-12-30') }),
        fc.integer({ min: -12 * HOUR, max: 12 * HOUR }),
        (providerNow, skew) => {
          const { from, to } = filingDates(providerNow + skew, 12 * HOUR);
          const today = indiaDateKey(providerNow);
          expect(from <= addDays(today, -1)).toBe(true);
          expect(to >= today).toBe(true);
        },
      ),
    );
  });
});
