import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PANA_CHART, panasOfAnk } from './chart';
import { ank, panaKind } from './pana';
import { ALL_PANA } from './tables';

describe('PANA_CHART', () => {
  it('gives each ank 12 single, 9 double and 1 triple pana', () => {
    expect(PANA_CHART).toHaveLength(10);
    PANA_CHART.forEach((column, a) => {
      expect(column.ank).toBe(a);
      expect(column.single).toHaveLength(12);
      expect(column.double).toHaveLength(9);
      expect(column.triple).toHaveLength(1);
    });
  });

  it('covers every pana exactly once, in the right column', () => {
    const all = PANA_CHART.flatMap((c) => [...c.single, ...c.double, ...c.triple]);
    expect(new Set(all)).toEqual(new Set(ALL_PANA));
    expect(all).toHaveLength(220);
  });

  it('panasOfAnk returns panas of that ank and kind', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('single' as const, 'double' as const, 'triple' as const),
        (a, kind) => {
          for (const p of panasOfAnk(a, kind)) {
            expect(ank(p)).toBe(a);
            expect(panaKind(p)).toBe(kind);
          }
        },
      ),
    );
    expect(panasOfAnk(0, 'triple')).toEqual(['000']);
    expect(panasOfAnk(0, 'double')).toContain('550');
    expect(panasOfAnk(10, 'single')).toEqual([]);
    expect(panasOfAnk(-1, 'single')).toEqual([]);
  });
});
