import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it("draws mulberry32's values from a seed, in every version: a seed QA saved keeps its meaning", () => {
    const first = (seed: number) => {
      const next = seededRandom(seed);
      return [next(), next(), next()];
    };
    expect(first(1)).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    expect(first(42)).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    // A seed is read as 32 bits: -1 is the largest.
    expect(first(-1)).toEqual(first(4294967295));
  });

  it('draws in [0, 1), spread evenly over ten bins', () => {
    const next = seededRandom(7);
    const bins = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i += 1) {
      const value = next();
      expect(value >= 0 && value < 1).toBe(true);
      bins[Math.floor(value * 10)]! += 1;
    }
    for (const count of bins) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
