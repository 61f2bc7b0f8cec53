import { instantAt } from '@panna/shared';
import { describe, expect, it } from 'vitest';
import { HISTORY_MESSAGES, parseRange } from './history';

const NOW = instantAt('2024-07-03', 12 * 60);
const TODAY = { from: '2024-07-03', to: '2024-07-03' };

describe("parseRange, a history filter's dates", () => {
  it('reads two empty dates, or two of spaces, as today in both profiles', () => {
    for (const strict of [false, true]) {
      expect(parseRange('', '', NOW, strict)).toEqual(TODAY);
      expect(parseRange('  ', ' ', NOW, strict)).toEqual(TODAY);
    }
  });

  it('reads one empty date beside a given one as 1 January 1970 (real), a bad date (strict)', () => {
    expect(parseRange('', '7/3/2024', NOW, false)).toEqual({
      from: '1970-01-01',
      to: '2024-07-03',
    });
    expect(parseRange('7/1/2024', ' ', NOW, false)).toEqual({
      from: '2024-07-01',
      to: '1970-01-01',
    });
    expect(parseRange('', '7/3/2024', NOW, true)).toEqual({
      msg: HISTORY_MESSAGES.invalidDate(''),
    });
    expect(parseRange('7/1/2024', '', NOW, true)).toEqual({
      msg: HISTORY_MESSAGES.invalidDate(''),
    });
    expect(parseRange('7/1/2024', '7/3/2024', NOW, true)).toEqual({
      from: '2024-07-01',
      to: '2024-07-03',
    });
  });
});
