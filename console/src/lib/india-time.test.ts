import { describe, expect, it } from 'vitest';
import { readIndiaInputs } from './india-time';

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
