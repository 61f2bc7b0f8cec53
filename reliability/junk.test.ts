import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPlan, planOf, type Plan } from './support/junk';
import { tally } from './support/tally';

const TEMPLATE = {
  a: '1',
  new_result: { result: [{ digits: '1', points: '10' }], session: 'Open' },
};

describe('the fuzz inputs themselves', () => {
  it('never cycle, even when one generated object is written twice', ({ task }) => {
    const shared = [{ digits: '1', points: '10' }];
    const plan: Plan = {
      kind: 'multi',
      changes: [
        { pick: 0, value: shared },
        { pick: 1, value: shared },
        { pick: 2, value: shared },
      ],
    };
    expect(() => applyPlan(TEMPLATE, plan)).not.toThrow();
    expect(shared).toEqual([{ digits: '1', points: '10' }]);
    let checked = 0;
    const problems: string[] = [];
    fc.assert(
      fc.property(planOf, (p) => {
        checked += 1;
        try {
          applyPlan(TEMPLATE, p);
        } catch (error) {
          // Reported here: fast-check would try to print a 1000-deep counterexample.
          problems.push(`${p.kind}: ${String(error)}`);
        }
      }),
      { numRuns: 300 },
    );
    expect(problems).toEqual([]);
    tally(task).checks += checked + 2;
  });
});
