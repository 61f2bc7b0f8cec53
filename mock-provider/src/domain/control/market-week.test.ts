/** The week a market change asks for (routes/control/markets.test.ts drives it over HTTP). */
import { describe, expect, it } from 'vitest';
import type { DaySchedule } from '../schedule';
import { MARKET_MESSAGES, weekOf } from './market-week';

const H = 60;
const day = (weekday: number, open: number, close = open): DaySchedule => ({
  weekday,
  openMinutes: open,
  closeMinutes: close,
});
/** What weekOf refuses with, as text. */
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'nothing refused';
};

describe('weekOf', () => {
  it('leaves the times alone when the change names none', () => {
    expect(weekOf('main', { name: 'NEW NAME' }, [day(1, 15 * H, 17 * H)])).toBeUndefined();
  });

  it('changes only what it names: the close time alone, each weekday keeping its open', () => {
    const current = [day(1, 15 * H, 17 * H), day(2, 14 * H, 16 * H)];
    expect(weekOf('main', { close_time: '06:00 PM' }, current)).toEqual([
      day(1, 15 * H, 18 * H),
      day(2, 14 * H, 18 * H),
    ]);
  });

  it('moves a market to other days with the times of each day it had, else its first', () => {
    const current = [day(1, 15 * H, 17 * H), day(2, 14 * H, 16 * H)];
    expect(weekOf('main', { days: [2, 5] }, current)).toEqual([
      day(2, 14 * H, 16 * H),
      day(5, 15 * H, 17 * H),
    ]);
  });

  it("keeps a Gali market's next-morning result when only its days change", () => {
    const disawar = [day(0, 5 * H + 24 * H)];
    expect(weekOf('gali', { days: [0, 1] }, disawar)).toEqual([day(0, 29 * H), day(1, 29 * H)]);
    expect(weekOf('gali', { next_day: false }, disawar)).toEqual([day(0, 5 * H)]);
    // Midnight after the session's date is the next morning too.
    expect(weekOf('gali', { days: [4] }, [day(0, 24 * H)])).toEqual([day(4, 24 * H)]);
  });

  it('reads a schedule day by day, a Gali one on the next morning when next_day says so', () => {
    expect(
      weekOf('gali', { schedule: [{ weekday: 3, open_time: '05:00 AM' }], next_day: true }, []),
    ).toEqual([day(3, 29 * H)]);
    expect(weekOf('gali', { schedule: [{ weekday: 3, open_time: '05:00 AM' }] }, [])).toEqual([
      day(3, 5 * H),
    ]);
  });

  it('names the field whose time it cannot read', () => {
    const schedule = (open_time: string, close_time?: string) => ({
      schedule: [{ weekday: 1, open_time, close_time }],
    });
    expect(refusal(() => weekOf('main', schedule('25:00'), []))).toBe(
      MARKET_MESSAGES.badTime('open_time', '25:00'),
    );
    expect(refusal(() => weekOf('main', schedule('03:00 PM', 'soon'), []))).toBe(
      MARKET_MESSAGES.badTime('close_time', 'soon'),
    );
    expect(refusal(() => weekOf('main', { close_time: 'late' }, [day(1, 15 * H, 17 * H)]))).toBe(
      MARKET_MESSAGES.badTime('close_time', 'late'),
    );
  });

  it('refuses a change with no times to start from, no days, or a day given twice', () => {
    expect(refusal(() => weekOf('main', { days: [1] }, []))).toBe(MARKET_MESSAGES.noTimes);
    expect(refusal(() => weekOf('main', { days: [] }, [day(1, 15 * H, 17 * H)]))).toBe(
      MARKET_MESSAGES.noDays,
    );
    expect(refusal(() => weekOf('starline', { open_time: '11:00 AM', days: [1, 1] }, []))).toBe(
      MARKET_MESSAGES.repeatedDay(1),
    );
  });
});
