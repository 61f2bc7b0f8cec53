import { describe, expect, it } from 'vitest';
import { wholeAmount } from './outcome';

describe('wholeAmount: what a stake, a transfer or a withdrawal may be', () => {
  it('is a whole positive number, sent as a number or as digits', () => {
    expect(wholeAmount(500)).toBe(500);
    expect(wholeAmount('500')).toBe(500);
    expect(wholeAmount(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is never zero, negative, a fraction, too large to count exactly, or other text', () => {
    for (const value of [0, -0, -5, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Infinity])
      expect(wholeAmount(value), String(value)).toBeUndefined();
    for (const text of ['0', '-5', '1.5', '5e2', '', 'five'])
      expect(wholeAmount(text), text).toBeUndefined();
  });
});
