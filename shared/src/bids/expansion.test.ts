import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_PANA, DOUBLE_PANA, SINGLE_PANA, TRIPLE_PANA, ank, panaKind } from '../pana';
import { byChartOrder, expandDpMotor, expandSpDpTp, expandSpMotor } from './expansion';

const distinctDigits = fc
  .uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 0, maxLength: 10 })
  .map((ds) => ds.join(''));
const choose = (n: number, k: number): number => (k === 0 ? 1 : (n * choose(n - 1, k - 1)) / k);

/** Chart order written out again: digit by digit, where 0 counts as ten. */
const chartKey = (pana: string): number[] => [...pana].map((d) => (d === '0' ? 10 : Number(d)));
const chartSign = (x: string, y: string): number => {
  const [kx, ky] = [chartKey(x), chartKey(y)];
  const i = kx.findIndex((d, j) => d !== ky[j]);
  return i === -1 ? 0 : Math.sign(kx[i]! - ky[i]!);
};
const inChartOrder = (panas: string[]): boolean =>
  panas.every((p, i) => i === 0 || chartSign(panas[i - 1]!, p) < 0);
/** The same distinct digits in any order the player might type them. */
const typedInAnyOrder = distinctDigits.chain((digits) =>
  fc.shuffledSubarray([...digits], { minLength: digits.length }).map((ds) => ds.join('')),
);

describe('chart order', () => {
  it('places any two panas as the chart does, digit by digit with 0 after 9', () => {
    const pana = fc.constantFrom(...ALL_PANA);
    fc.assert(
      fc.property(pana, pana, (x, y) => {
        expect(Math.sign(byChartOrder(x, y))).toBe(chartSign(x, y));
      }),
    );
    expect(['190', '145', '900', '123'].sort(byChartOrder)).toEqual(['123', '145', '190', '900']);
    expect(byChartOrder('190', '190')).toBe(0);
  });
});

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

  it('with digits typed out of order lists its panas in chart order (0 after 9)', () => {
    expect(expandSpMotor('4321')).toEqual(['123', '124', '134', '234']);
    expect(expandSpMotor('0321')).toEqual(['123', '120', '130', '230']);
    fc.assert(
      fc.property(typedInAnyOrder, (digits) => {
        const panas = expandSpMotor(digits);
        expect(inChartOrder(panas)).toBe(true);
        expect(panas).toEqual(expandSpMotor([...digits].sort().join('')));
      }),
    );
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

  it('with digits typed out of order lists its panas in chart order (0 after 9)', () => {
    expect(expandDpMotor('21')).toEqual(['112', '122']);
    expect(expandDpMotor('01')).toEqual(['110', '100']);
    fc.assert(
      fc.property(typedInAnyOrder, (digits) => {
        const panas = expandDpMotor(digits);
        expect(inChartOrder(panas)).toBe(true);
        expect(panas).toEqual(expandDpMotor([...digits].sort().join('')));
      }),
    );
  });
});
