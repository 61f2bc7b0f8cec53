import { describe, expect, it } from 'vitest';
import { BID_TYPES, bidTypeById } from './catalogue';
import { isBlockedAfterOpen, isTileBlocked, rowSession, sessionOptions } from './session-rules';

describe('the open-time rules', () => {
  it('offers Open and Close before the open time, only Close after it', () => {
    const single = bidTypeById('single-digit');
    expect(sessionOptions(single, false)).toEqual({ allowed: ['Open', 'Close'], initial: 'Open' });
    expect(sessionOptions(single, true)).toEqual({ allowed: ['Close'], initial: 'Close' });
    expect(sessionOptions(bidTypeById('jodi-digit'), false)).toEqual({
      allowed: ['Close'],
      initial: 'Close',
    });
  });

  it('blocks Jodi, the Sangams, Gali and Starline screens once the open time passed', () => {
    const blocked = BID_TYPES.filter((t) => isBlockedAfterOpen(t, true)).map((t) => t.id);
    expect(blocked).toEqual([
      'jodi-digit',
      'half-sangam',
      'full-sangam',
      'star-single-digit',
      'star-single-pana',
      'star-double-pana',
      'star-triple-pana',
      'gali-left-digit',
      'gali-right-digit',
      'gali-jodi-digit',
    ]);
    expect(BID_TYPES.some((t) => isBlockedAfterOpen(t, false))).toBe(false);
  });

  it('refuses at the menu only the types blocked after the open time, Starline not among them', () => {
    const blocked = BID_TYPES.filter((t) => isTileBlocked(t, true)).map((t) => t.id);
    expect(blocked).toEqual([
      'jodi-digit',
      'half-sangam',
      'full-sangam',
      'gali-left-digit',
      'gali-right-digit',
      'gali-jodi-digit',
    ]);
    expect(BID_TYPES.some((t) => isTileBlocked(t, false))).toBe(false);
  });

  it('sends the chosen session only where the screen offers a choice', () => {
    expect(rowSession(bidTypeById('single-digit'), 'Close')).toBe('Close');
    expect(rowSession(bidTypeById('jodi-digit'), 'Open')).toBe('Close');
    expect(rowSession(bidTypeById('full-sangam'), 'Close')).toBe('Open');
    expect(rowSession(bidTypeById('gali-jodi-digit'), 'Close')).toBe('Open');
  });
});
