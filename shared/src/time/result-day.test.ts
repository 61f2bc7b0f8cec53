import { describe, expect, it } from 'vitest';
import { mainListShowsToday, mainRowShowsToday } from './result-day';

const at = (time: string, date = '2025-03-03') => Date.parse(`${date}T${time}:00+05:30`);

describe("the day a main row's results belong to", () => {
  it("by the clock alone, today's from 08:00 India time (the real server's rule)", () => {
    expect(mainListShowsToday(at('07:59'))).toBe(false);
    expect(mainListShowsToday(at('08:00'))).toBe(true);
    expect(mainListShowsToday(at('23:59'))).toBe(true);
    expect(mainListShowsToday(at('00:00'))).toBe(false);
  });

  it("before 08:00, today's once today's session has a declared result, else the previous day's", () => {
    for (const time of ['00:30', '04:55', '06:03', '07:59']) {
      expect(mainRowShowsToday(at(time), true), time).toBe(true);
      expect(mainRowShowsToday(at(time), false), time).toBe(false);
    }
    expect(mainRowShowsToday(at('08:00'), false)).toBe(true);
  });
});
