import type { Reporter, TestModule } from 'vitest/node';
import { ZERO, type Counts } from './support/tally';

const PROJECT = 'reliability';

/**
 * Prints the reliability suite's closing lines: what was tried and what held, added up from the
 * counts each test leaves on its meta (support/tally.ts). Silent when the suite did not run.
 */
export default class ReliabilitySummary implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const total: Counts = { ...ZERO };
    let tests = 0;
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      if (module.project.name !== PROJECT) continue;
      for (const test of module.children.allTests()) {
        tests += 1;
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        if (state === 'failed') failed += 1;
        if (state === 'skipped') skipped += 1;
        const counts = test.meta().reliability;
        if (!counts) continue;
        for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
      }
    }
    if (tests === 0) return;
    const mode = process.env.RELIABILITY_FULL === '1' ? 'full' : 'fast';
    const lines = [
      `Reliability (${mode}): ${passed} of ${tests} tests held${skipped ? `, ${skipped} skipped (full mode only)` : ''}${tests - passed - failed - skipped ? `, ${tests - passed - failed - skipped} did not finish` : ''}`,
      `  inputs tried          ${total.inputs}`,
      `  concurrent requests   ${total.concurrent}`,
      `  crashes survived      ${total.crashes}`,
      `  model steps           ${total.steps}`,
      `  invariant checks      ${total.checks}`,
      `  failures              ${failed}`,
    ];
    console.log(`\n${lines.join('\n')}\n`);
  }
}
