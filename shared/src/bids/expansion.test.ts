import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOUBLE_PANA, SINGLE_PANA, TRIPLE_PANA, ank, panaKind } from '../pana';
import { expandDpMotor, expandSpDpTp, expandSpMotor } from './expansion';

const distinctDigits = fc
  .uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 0, maxLength: 10 })
  .map((ds) => ds.join(''));
const choose = (n: number, k: number): number => (k === 0 ? 1 : (n * choose(n - 1, k - 1)) / k);

describe('SP DP TP', () => {
  it('gives the ank its 12 single, 9 double and 1 triple panas, as the boxes ask', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (a, sp, dp, tp) => {
          const groups = expandSpDpTp(a, { sp, dp, tp });
          expect(groups.sp.length).toBe(sp ? 12 : 0);
          expect(groups.dp.length).toBe(dp ? 9 : 0);
          expect(groups.tp.length).toBe(tp ? 1 : 0);
          for (const p of groups.sp) expect(SINGLE_PANA).toContain(p);
          for (const p of groups.dp) expect(DOUBLE_PANA).toContain(p);
          for (const p of groups.tp) expect(TRIPLE_PANA).toContain(p);
          for (const p of [...groups.sp, ...groups.dp, ...groups.tp]) expect(ank(p)).toBe(a);
        },
      ),
    );
  });
});

describe('SP Motor', () => {
  it('gives one single pana per three distinct entered digits', () => {
    fc.assert(
      fc.property(distinctDigits, (digits) => {
        const panas = expandSpMotor(digits);
        expect(panas.length).toBe(Math.max(0, choose(digits.length, 3)));
        expect(new Set(panas).size).toBe(panas.length);
        for (const p of panas) {
          expect(panaKind(p)).toBe('single');
          for (const d of p) expect(digits).toContain(d);
        }
      }),
    );
  });

  it('ignores repeated digits', () => {
    expect(expandSpMotor('1123')).toEqual(['123']);
    expect(expandSpMotor('1230')).toEqual(['123', '120', '130', '230']);
  });
});

describe('DP Motor', () => {
  it('gives two double panas per pair of distinct entered digits', () => {
    fc.assert(
      fc.property(distinctDigits, (digits) => {
        const panas = expandDpMotor(digits);
        expect(panas.length).toBe(Math.max(0, digits.length * (digits.length - 1)));
        for (const p of panas) {
          expect(panaKind(p)).toBe('double');
          for (const d of p) expect(digits).toContain(d);
        }
      }),
    );
  });

  it('keeps aab, abb, baa, bba where they are double panas', () => {
    expect(expandDpMotor('12')).toEqual(['112', '122']);
    expect(expandDpMotor('10')).toEqual(['110', '100']);
  });
});
