import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseAmount } from './amount';

describe('parseAmount', () => {
  it('reads whole positive numbers written in digits', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 0150 ')).toBe(150);
  });

  it('has no amount for anything else', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '12a',
      '150.5',
      '-5',
      '+5',
      '1e3',
      '0',
      '00',
      '9'.repeat(20),
    ]) {
      expect(parseAmount(text)).toBeUndefined();
    }
    expect(parseAmount(undefined)).toBeUndefined();
    expect(parseAmount(null)).toBeUndefined();
  });

  it('round-trips every positive safe integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseAmount(String(n))).toBe(n);
      }),
    );
  });
});
