import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatClockTime, parseClockTime, toTwentyFourHour } from './clock-time';

describe('parseClockTime', () => {
  it('reads the provider format and its loose variants', () => {
    expect(parseClockTime('03:45 PM')).toBe(15 * 60 + 45);
    expect(parseClockTime('3:45 pm')).toBe(15 * 60 + 45);
    expect(parseClockTime('  03:45 PM  ')).toBe(15 * 60 + 45);
    expect(parseClockTime('03:45PM')).toBe(15 * 60 + 45);
    expect(parseClockTime('09:05 am')).toBe(9 * 60 + 5);
  });

  it('maps 12 AM to midnight and 12 PM to noon', () => {
    expect(parseClockTime('12:00 AM')).toBe(0);
    expect(parseClockTime('12:30 AM')).toBe(30);
    expect(parseClockTime('12:00 PM')).toBe(720);
    expect(parseClockTime('12:59 PM')).toBe(779);
    expect(parseClockTime('11:59 PM')).toBe(1439);
    expect(parseClockTime('01:00 AM')).toBe(60);
  });

  it('returns undefined on junk', () => {
    for (const junk of [
      '',
      'PM',
      '15:45',
      '13:00 PM',
      '00:30 AM',
      '3:60 PM',
      '3:5 PM',
      'abc',
      '3:45 XM',
      '3:45 P M',
    ]) {
      expect(parseClockTime(junk)).toBeUndefined();
    }
  });
});

describe('formatClockTime', () => {
  it('always pads the hour to two digits', () => {
    expect(formatClockTime(945)).toBe('03:45 PM');
    expect(formatClockTime(0)).toBe('12:00 AM');
    expect(formatClockTime(720)).toBe('12:00 PM');
    expect(formatClockTime(65)).toBe('01:05 AM');
    expect(formatClockTime(1439)).toBe('11:59 PM');
  });

  it('wraps minutes outside one day', () => {
    expect(formatClockTime(1440 + 30)).toBe('12:30 AM');
    expect(formatClockTime(-30)).toBe('11:30 PM');
  });

  it('round-trips through parseClockTime', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(parseClockTime(formatClockTime(m))).toBe(m);
      }),
    );
  });
});

describe('toTwentyFourHour', () => {
  it('converts to HH:MM', () => {
    expect(toTwentyFourHour('03:45 PM')).toBe('15:45');
    expect(toTwentyFourHour('12:05 AM')).toBe('00:05');
    expect(toTwentyFourHour('12:05 PM')).toBe('12:05');
    expect(toTwentyFourHour('9:00 am')).toBe('09:00');
    expect(toTwentyFourHour('junk')).toBeUndefined();
  });

  it('orders like the minute count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (a, b) => {
        const ta = toTwentyFourHour(formatClockTime(a)) ?? '';
        const tb = toTwentyFourHour(formatClockTime(b)) ?? '';
        expect(ta < tb).toBe(a < b);
      }),
    );
  });
});
