import { describe, expect, it } from 'vitest';
import { CLOCK_RANGE } from '@panna/mock-provider/control-client';
import { readIndiaInputs, simulatedNow } from './india-time';

describe('the clock form', () => {
  it("takes exactly the simulator's clock range, read in India time", () => {
    const refused = {
      field: 'date',
      msg: 'The clock runs from 2000-01-01 05:30:00 to 2101-01-01 05:29:59, India time.',
    };
    // Midnight of 1 January 2000 in India is still 1999 for the simulator (UTC).
    expect(readIndiaInputs('2000-01-01', '05:29:59')).toEqual(refused);
    expect(readIndiaInputs('2000-01-01', '05:30')).toEqual({ ms: Date.UTC(2000, 0, 1) });
    expect(readIndiaInputs('2101-01-01', '05:29:59')).toEqual({
      ms: Date.UTC(2101, 0, 1) - 1000,
    });
    expect(readIndiaInputs('2101-01-01', '05:30')).toEqual(refused);
  });

  it('says what is wrong with a date or a time that is not one', () => {
    expect(readIndiaInputs('2025-3-3', '10:00')).toMatchObject({ field: 'date' });
    expect(readIndiaInputs('2025-02-30', '10:00')).toEqual({
      field: 'date',
      msg: '2025-02-30 is not a date.',
    });
    expect(readIndiaInputs('2025-03-03', '24:00')).toMatchObject({ field: 'time' });
  });
});

describe('the ticking readout', () => {
  it('runs a fast clock on between readings, and stops it at the end of its range', () => {
    const reading = { now: '2100-12-31T23:58:00.000Z', frozen: false, speed: 100_000 };
    expect(simulatedNow(reading, 1000, 1000)).toBe(Date.parse(reading.now));
    expect(simulatedNow(reading, 1000, 1000.5)).toBe(Date.parse(reading.now) + 50_000);
    // A minute later the simulator's clock has stopped at the range's end; so does the readout.
    expect(simulatedNow(reading, 1000, 61_000)).toBe(CLOCK_RANGE.max);
    expect(simulatedNow({ ...reading, frozen: true }, 1000, 61_000)).toBe(Date.parse(reading.now));
  });
});
