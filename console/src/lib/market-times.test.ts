import { describe, expect, it } from 'vitest';
import { dayFraction, nextEdge, type Market } from './market-times';

const at = (time: string, date = '2025-03-03') => Date.parse(`${date}T${time}:00+05:30`);
const everyDay = (open_time: string, close_time: string, next_day = false) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open_time, close_time, next_day }));

const market = (over: Partial<Market>): Market => ({
  id: 1,
  kind: 'main',
  name: 'KALYAN',
  sort: 1,
  active: true,
  schedule: everyDay('03:45 PM', '05:45 PM'),
  holidays: [],
  msg_status: 1,
  taking: null,
  session: null,
  ...over,
});

describe('the next open or close of a market', () => {
  it('is today when it is still ahead, else the next day it plays', () => {
    const kalyan = market({});
    expect(nextEdge(kalyan, 'open', at('09:00'))).toBe(at('15:45'));
    expect(nextEdge(kalyan, 'close', at('16:00'))).toBe(at('17:45'));
    expect(nextEdge(kalyan, 'open', at('16:00'))).toBe(at('15:45', '2025-03-04'));
  });

  it('skips holidays and days off', () => {
    const kalyan = market({
      holidays: ['2025-03-04'],
      schedule: everyDay('03:45 PM', '05:45 PM').filter((d) => d.weekday !== 3),
    });
    // Tuesday 4th is a holiday and Wednesday 5th a day off: Thursday 6th.
    expect(nextEdge(kalyan, 'open', at('16:00'))).toBe(at('15:45', '2025-03-06'));
  });

  it('reads a main close after midnight as the next morning', () => {
    const mainBazar = market({ schedule: everyDay('09:35 PM', '12:05 AM', true) });
    expect(nextEdge(mainBazar, 'close', at('22:00'))).toBe(at('00:05', '2025-03-04'));
    expect(nextEdge(mainBazar, 'close', at('00:01'))).toBe(at('00:05'));
  });
});

describe('the timeline', () => {
  it('places an instant in its India day', () => {
    expect(dayFraction(at('00:00'))).toBe(0);
    expect(dayFraction(at('12:00'))).toBe(0.5);
  });
});
