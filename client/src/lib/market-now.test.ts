import { describe, expect, it, vi } from 'vitest';
import { marketNow, type ListedRow } from './market-now';
import { heardProvider } from './provider-clock';

const at = (time: string) => Date.parse(`2025-03-03T${time}:00+05:30`);
/** A dashboard written at `now`: one market, open 03:45 PM to 05:45 PM (provider-clock.ts). */
const dashboardAt = (now: number) => ({
  result: [
    {
      time_srt: at('15:45') / 1000,
      close_time_srt: at('17:45') / 1000,
      open_duration: Math.abs(now - at('15:45')),
      close_duration: Math.abs(now - at('17:45')),
    },
  ],
});
const row = (over: Partial<ListedRow> = {}): ListedRow => ({
  msg_status: 1,
  open_result: '',
  close_result: '',
  ...over,
});

describe('what a listed market takes now', () => {
  it('reads a market its list shows closed as closed', () => {
    for (const kind of ['main', 'starline', 'gali'] as const)
      expect(marketNow(kind, row({ msg_status: 2 }), at('12:00')).closed).toBe(true);
  });

  it('closes a main market whose close result is declared, though the clock says it runs', () => {
    const declared = row({ open_result: '128-1', close_result: '4-590' });
    expect(marketNow('main', declared, at('12:00'))).toEqual({ closed: true, openDeclared: true });
  });

  it('ends only the open session of a main market with its open result declared', () => {
    const open = row({ open_result: '128-1' });
    expect(marketNow('main', open, at('12:00'))).toEqual({ closed: false, openDeclared: true });
  });

  it('reads masked results as not declared', () => {
    const masked = row({ open_result: '***-*', close_result: '*-***' });
    expect(marketNow('main', masked, at('12:00'))).toEqual({ closed: false, openDeclared: false });
    expect(marketNow('starline', row({ open_result: '***-*' })).closed).toBe(false);
  });

  it('closes a Starline slot or a Gali market once its one result is declared', () => {
    expect(marketNow('starline', row({ open_result: '128-1' }), at('12:00')).closed).toBe(true);
    expect(marketNow('gali', row({ open_result: '47' }), at('12:00')).closed).toBe(true);
  });

  it('before 08:00 reads the main list’s results as the previous day’s, which close nothing', () => {
    const yesterday = row({ open_result: '128-1', close_result: '4-590' });
    expect(marketNow('main', yesterday, at('07:59'))).toEqual({
      closed: false,
      openDeclared: false,
    });
    expect(marketNow('main', yesterday, at('08:00')).closed).toBe(true);
  });

  it("before 08:00 reads a row that says it shows today's session's results as today's (issue 42)", () => {
    // At 00:30, 04:55, 06:03 and 07:59, a result declared today (early, or at an early open time).
    for (const time of ['00:30', '04:55', '06:03', '07:59']) {
      const todays = row({ open_result: '128-1', result_date: '2025-03-03' });
      expect(marketNow('main', todays, at(time)), time).toEqual({
        closed: false,
        openDeclared: true,
      });
      const closed = { ...todays, close_result: '4-590' };
      expect(marketNow('main', closed, at(time)).closed, time).toBe(true);
    }
    // Unmarked (the real provider's rows, and the simulator's showing yesterday's): the previous
    // day's, closing nothing.
    const yesterdays = row({ open_result: '128-1', close_result: '4-590' });
    expect(marketNow('main', yesterdays, at('06:03'))).toEqual({
      closed: false,
      openDeclared: false,
    });
  });

  it("reads the provider's time, not the phone's, when none is given", () => {
    const yesterday = row({ open_result: '128-1', close_result: '4-590' });
    vi.useFakeTimers({ toFake: ['Date'] });
    // The phone says 10:00; the provider's answers say 06:03, when the row is the previous day's.
    vi.setSystemTime(at('10:00'));
    expect(marketNow('main', yesterday).closed).toBe(true);
    heardProvider(dashboardAt(at('06:03')));
    expect(marketNow('main', yesterday).closed).toBe(false);
    // And the other way round: a phone at 06:03, a provider at 10:00.
    vi.setSystemTime(at('06:03') - 4 * 3_600_000);
    heardProvider(dashboardAt(at('10:00')));
    expect(marketNow('main', yesterday).closed).toBe(true);
  });
});
