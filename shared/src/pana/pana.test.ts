import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ank, isPana, panaKind, toPana } from './pana';
import { ALL_PANA, DOUBLE_PANA, SINGLE_PANA, TRIPLE_PANA } from './tables';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const threeDigits = fc.tuple(digit, digit, digit).map((ds) => ds.join(''));
const rank = (d: string): number => (d === '0' ? 10 : Number(d));

describe('pana tables', () => {
  it('has 120 single, 90 double, 10 triple, 220 in all', () => {
    expect(SINGLE_PANA).toHaveLength(120);
    expect(DOUBLE_PANA).toHaveLength(90);
    expect(TRIPLE_PANA).toHaveLength(10);
    expect(ALL_PANA).toHaveLength(220);
    expect(new Set(ALL_PANA).size).toBe(220);
  });

  it('uses the 0-after-9 order', () => {
    expect(toPana('019')).toBe('190');
    expect(toPana('001')).toBe('100');
    expect(toPana('000')).toBe('000');
    expect(toPana('055')).toBe('550');
    expect(SINGLE_PANA).toContain('127');
    expect(DOUBLE_PANA).toContain('100');
    expect(DOUBLE_PANA).toContain('550');
    expect(TRIPLE_PANA).toContain('000');
  });

  it('lists panas by ank, then ascending by the ranking', () => {
    expect(ALL_PANA.slice(0, 4)).toEqual(['118', '127', '136', '145']);
    expect(SINGLE_PANA.slice(0, 4)).toEqual(['127', '136', '145', '190']);
    // Triples follow their ank: 000 is ank 0, 777 ank 1, 444 ank 2, ...
    expect(TRIPLE_PANA).toEqual([
      '000',
      '777',
      '444',
      '111',
      '888',
      '555',
      '222',
      '999',
      '666',
      '333',
    ]);
    for (let i = 1; i < ALL_PANA.length; i++) {
      const prev = ALL_PANA[i - 1] ?? '';
      const cur = ALL_PANA[i] ?? '';
      const prevKey = [ank(prev), ...[...prev].map(rank)];
      const curKey = [ank(cur), ...[...cur].map(rank)];
      const firstDiff = prevKey.findIndex((v, j) => v !== curKey[j]);
      expect((prevKey[firstDiff] ?? 0) < (curKey[firstDiff] ?? 0)).toBe(true);
    }
  });

  it('sorts every number 000..999 into exactly one pana of the table', () => {
    for (let n = 0; n < 1000; n++) {
      const p = toPana(String(n).padStart(3, '0'));
      expect(ALL_PANA.filter((q) => q === p)).toHaveLength(1);
    }
  });

  it('toPana is idempotent and yields a pana', () => {
    fc.assert(
      fc.property(threeDigits, (s) => {
        const p = toPana(s);
        expect(toPana(p)).toBe(p);
        expect(isPana(p)).toBe(true);
        expect([...p].sort().join('')).toBe([...s].sort().join(''));
      }),
    );
  });

  it('panaKind agrees with the tables and with the count of distinct digits', () => {
    fc.assert(
      fc.property(threeDigits, (s) => {
        const kind = panaKind(s);
        if (toPana(s) !== s) {
          expect(kind).toBeUndefined();
          return;
        }
        const distinct = new Set(s).size;
        const expected = distinct === 3 ? 'single' : distinct === 2 ? 'double' : 'triple';
        expect(kind).toBe(expected);
        const table = { single: SINGLE_PANA, double: DOUBLE_PANA, triple: TRIPLE_PANA }[expected];
        expect(table).toContain(s);
      }),
    );
  });

  it('rejects strings that are not panas', () => {
    for (const s of ['321', '1234', '12', '', '1a3', ' 12', '091', '001']) {
      expect(panaKind(s)).toBeUndefined();
      expect(isPana(s)).toBe(false);
    }
    expect(panaKind('123')).toBe('single');
  });

  it('ank is the digit sum mod 10, in 0..9', () => {
    expect(ank('123')).toBe(6);
    expect(ank('590')).toBe(4);
    fc.assert(
      fc.property(fc.constantFrom(...ALL_PANA), (p) => {
        const a = ank(p);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(9);
        expect(a).toBe([...p].reduce((s, d) => s + Number(d), 0) % 10);
      }),
    );
  });
});
