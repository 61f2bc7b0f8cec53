import { afterEach, describe, expect, it, vi } from 'vitest';
import { heardProvider, providerNow, type TimedRow } from './provider-clock';

const at = (time: string, date = '2025-03-03') => Date.parse(`${date}T${time}+05:30`);
const HOUR = 3_600_000;

afterEach(() => vi.useRealTimers());

/** The phone's clock at `ms`, frozen. */
const phoneAt = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
};

/**
 * A dashboard as the real server writes it at `now` (to the second: it reads its clock once for
 * each duration), its first market open at `open` and closing at `close`, today's times.
 */
const dashboardAt = (now: number, open = at('15:45:00'), close = at('17:45:00')) => {
  const second = Math.floor(now / 1000) * 1000;
  const row: TimedRow = {
    time_srt: open / 1000,
    close_time_srt: close / 1000,
    open_duration: Math.abs(second - open),
    close_duration: Math.abs(second - close),
  };
  return { status: true, msg: 'Success', result: [row] };
};

describe("the provider's now", () => {
  it("is the phone's clock until an answer showed the provider's", () => {
    phoneAt(at('10:00:00'));
    expect(providerNow()).toBe(at('10:00:00'));
    heardProvider({ status: true, msg: 'Password updated successfully.' });
    expect(providerNow()).toBe(at('10:00:00'));
  });

  it('follows a provider hours ahead of the phone, or behind it, or a day away, from the first dashboard', () => {
    for (const away of [3 * HOUR, -5 * HOUR, 26 * HOUR]) {
      phoneAt(at('10:00:00'));
      heardProvider(dashboardAt(at('10:00:00') + away));
      expect(providerNow(), String(away)).toBe(at('10:00:00') + away);
      vi.setSystemTime(at('10:01:00'));
      expect(providerNow(), String(away)).toBe(at('10:01:00') + away);
    }
  });

  it('reads the time on either side of the open and close times, and a close after midnight', () => {
    for (const now of [at('10:00:07'), at('16:12:41'), at('23:59:59'), at('00:00:00')]) {
      phoneAt(now - 7 * HOUR);
      heardProvider(dashboardAt(now));
      expect(providerNow(), new Date(now).toISOString()).toBe(now);
    }
    // Main Bazar: 09:35 PM to 12:05 AM, read on today's date as the real server reads it.
    phoneAt(at('12:00:00'));
    heardProvider(dashboardAt(at('04:55:00'), at('21:35:00'), at('00:05:00')));
    expect(providerNow()).toBe(at('04:55:00'));
  });

  it('takes the durations a second apart, as the real server may read its clock', () => {
    phoneAt(at('01:00:00'));
    const answer = dashboardAt(at('06:03:00'));
    answer.result[0]!.close_duration -= 1000;
    heardProvider(answer);
    expect(providerNow()).toBe(at('06:03:00'));
    // After the open as well: a second apart still agrees.
    const later = dashboardAt(at('16:00:00'));
    later.result[0]!.close_duration -= 1000;
    heardProvider(later);
    expect(providerNow()).toBe(at('16:00:00'));
  });

  it('keeps an offset the answer agrees with: rounding to the second and the network move nothing', () => {
    // The phone is right: the answer, written at 10:00:00.600, arrives 900 ms later.
    phoneAt(at('10:00:01') + 500);
    heardProvider(dashboardAt(at('10:00:00') + 600));
    expect(providerNow()).toBe(at('10:00:01') + 500);
  });

  it('moves to the second shown when the phone runs on past it, or falls behind it', () => {
    // A simulator frozen at 06:03 while the phone runs: kept for 2 s, then brought back.
    phoneAt(at('06:03:00'));
    heardProvider(dashboardAt(at('06:03:00')));
    vi.setSystemTime(at('06:03:02'));
    heardProvider(dashboardAt(at('06:03:00')));
    expect(providerNow()).toBe(at('06:03:02'));
    vi.setSystemTime(at('06:03:05'));
    heardProvider(dashboardAt(at('06:03:00')));
    expect(providerNow()).toBe(at('06:03:00'));
    // Its clock moved on by QA: the next dashboard shows it.
    heardProvider(dashboardAt(at('10:05:00')));
    expect(providerNow()).toBe(at('10:05:00'));
  });

  it('learns nothing from lists without durations, or answers that are not lists', () => {
    phoneAt(at('10:00:00'));
    const starline = { result: [{ time_srt: at('11:00:00') / 1000, close_time_srt: 0 }] };
    for (const answer of [starline, { result: [] }, { result: 'none' }, { result: [null] }])
      heardProvider(answer);
    expect(providerNow()).toBe(at('10:00:00'));
  });
});
