/**
 * A market's week as players and QA meet it, at its edges: the minute a session closes, the next
 * open and close a week ahead, and the times a list shows on a day the market rests.
 */
import { describe, expect, it } from 'vitest';
import { currentSession, displayedTimes, nextEdges, type DaySchedule } from './schedule';

/** India time on a day of July 2024 (Monday the 1st). */
const at = (day: number, hh: number, mm = 0) =>
  Date.parse(
    `2024-07-${String(day).padStart(2, '0')}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:30`,
  );

/** 03:45 PM to 05:45 PM on the given weekdays (0 Sunday). */
const afternoon = (...weekdays: number[]): DaySchedule[] =>
  weekdays.map((weekday) => ({ weekday, openMinutes: 945, closeMinutes: 1065 }));
const NO_HOLIDAYS = new Set<string>();

describe('the session taking bids', () => {
  it('is over at its very close minute', () => {
    const week = afternoon(1);
    expect(currentSession(at(1, 17, 44), week, NO_HOLIDAYS)?.date).toBe('2024-07-01');
    expect(currentSession(at(1, 17, 45) - 1, week, NO_HOLIDAYS)?.date).toBe('2024-07-01');
    expect(currentSession(at(1, 17, 45), week, NO_HOLIDAYS)).toBeUndefined();
  });
});

describe('the next open and close', () => {
  it('skip an edge at this very instant', () => {
    const week = afternoon(1, 2);
    expect(nextEdges(at(1, 15, 45), week, NO_HOLIDAYS)).toEqual({
      openAt: at(2, 15, 45),
      closeAt: at(1, 17, 45),
    });
    expect(nextEdges(at(1, 17, 45), week, NO_HOLIDAYS)).toEqual({
      openAt: at(2, 15, 45),
      closeAt: at(2, 17, 45),
    });
  });

  it('reach a market that plays once a week, a week ahead', () => {
    const week = afternoon(1);
    expect(nextEdges(at(1, 18), week, NO_HOLIDAYS)).toEqual({
      openAt: at(8, 15, 45),
      closeAt: at(8, 17, 45),
    });
  });
});

describe('the times a list shows', () => {
  it("are the next playing day's on a day the market rests", () => {
    // Monday's list of a market that plays on Wednesdays only.
    expect(displayedTimes(at(1, 10), afternoon(3))).toEqual({
      open: '03:45 PM',
      close: '05:45 PM',
      closeAt: at(3, 17, 45),
    });
  });

  it('reach six days ahead, and are empty for a market that never plays', () => {
    // Monday's list of a market that plays on Sundays only.
    expect(displayedTimes(at(1, 10), afternoon(0)).closeAt).toBe(at(7, 17, 45));
    expect(displayedTimes(at(1, 10), [])).toEqual({ open: '', close: '', closeAt: 0 });
  });

  it('close past midnight on the next morning', () => {
    const night: DaySchedule[] = [{ weekday: 1, openMinutes: 1295, closeMinutes: 1445 }];
    expect(displayedTimes(at(1, 10), night)).toEqual({
      open: '09:35 PM',
      close: '12:05 AM',
      closeAt: at(2, 0, 5),
    });
  });
});
