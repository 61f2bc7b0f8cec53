import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ALL_PANA } from '../pana';
import {
  closeResultOf,
  formatGaliResult,
  formatMainResult,
  formatStarlineResult,
  galiResultOf,
  jodiOf,
  openResultOf,
  parseGaliResult,
  parseMainResult,
  parseStarlineResult,
  starlineResultOf,
} from '.';

const pana = fc.constantFrom(...ALL_PANA);
const jodi = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));

describe('main market results', () => {
  it('writes the protocol strings', () => {
    expect(openResultOf('123')).toBe('123-6');
    expect(closeResultOf('590')).toBe('4-590');
    expect(jodiOf('123', '590')).toBe('64');
    expect(formatMainResult('123-6', '4-590')).toBe('123-64-590');
    expect(formatMainResult('123-6', '')).toBe('123-6*-***');
    expect(formatMainResult('', '')).toBe('***-**-***');
    expect(formatMainResult(undefined, null)).toBe('***-**-***');
    expect(() => openResultOf('321')).toThrow(RangeError);
    expect(() => closeResultOf('12')).toThrow(RangeError);
  });

  it('ignores empty, malformed and mis-anked parts', () => {
    expect(parseMainResult('', '')).toEqual({});
    expect(parseMainResult('123-5', '4-590')).toEqual({ closePana: '590' });
    expect(parseMainResult('321-6', '590-4')).toEqual({});
    expect(parseMainResult(' 123-6 ', 'x')).toEqual({ openPana: '123' });
    expect(formatMainResult('123-5', '4-590')).toBe('***-*4-590');
    expect(parseMainResult('', '\t4-590 ')).toEqual({ closePana: '590' });
  });

  it('does not read a result string with anything before or after it', () => {
    const junk = ['1123-6', 'x123-6', '123-61', '123-6x', '123-6-4'];
    for (const open of junk) expect(parseMainResult(open, '')).toEqual({});
    for (const close of ['14-590', 'x4-590', '4-5900', '4-590x', '6-4-590']) {
      expect(parseMainResult('', close)).toEqual({});
    }
    expect(formatMainResult('123-6x', '4-590!')).toBe('***-**-***');
  });

  it('round-trips any pair of panas', () => {
    fc.assert(
      fc.property(pana, pana, (p, q) => {
        const open = openResultOf(p);
        const close = closeResultOf(q);
        expect(parseMainResult(open, close)).toEqual({ openPana: p, closePana: q });
        expect(parseMainResult(open, '')).toEqual({ openPana: p });
        expect(formatMainResult(open, close)).toBe(`${open}${close}`);
        expect(formatMainResult(open, close).slice(4, 6)).toBe(jodiOf(p, q));
      }),
    );
  });
});

describe('starline results', () => {
  it('writes, masks and parses', () => {
    expect(starlineResultOf('128')).toBe('128-1');
    expect(formatStarlineResult('')).toBe('***-*');
    expect(formatStarlineResult('128-1')).toBe('128-1');
    expect(parseStarlineResult('128-2')).toEqual({});
    fc.assert(
      fc.property(pana, (p) => {
        expect(parseStarlineResult(starlineResultOf(p))).toEqual({ pana: p });
      }),
    );
  });
});

describe('gali results', () => {
  it('answers the jodi in open_result and an empty close_result, as the real server does', () => {
    expect(galiResultOf('47')).toEqual({ open_result: '47', close_result: '' });
    expect(galiResultOf('05')).toEqual({ open_result: '05', close_result: '' });
  });

  it('reads open_result followed by close_result', () => {
    expect(formatGaliResult('47', '')).toBe('47');
    expect(parseGaliResult('47', '')).toEqual({ jodi: '47' });
    // One digit in each field reads the same.
    expect(formatGaliResult('4', '7')).toBe('47');
    expect(parseGaliResult('4', '7')).toEqual({ jodi: '47' });
    expect(formatGaliResult('', '')).toBe('**');
    expect(formatGaliResult(undefined, null)).toBe('**');
    expect(formatGaliResult('4', '')).toBe('4*');
    expect(formatGaliResult('', '7')).toBe('*7');
    expect(parseGaliResult('4', '')).toEqual({});
    expect(parseGaliResult('47', '7')).toEqual({});
    expect(() => galiResultOf('4')).toThrow(RangeError);
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(jodi, (j) => {
        const { open_result, close_result } = galiResultOf(j);
        expect(parseGaliResult(open_result, close_result)).toEqual({ jodi: j });
        expect(formatGaliResult(open_result, close_result)).toBe(j);
      }),
    );
  });
});
