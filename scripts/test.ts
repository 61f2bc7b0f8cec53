/**
 * `npm test`, the whole gate, in three stages on a 2-core machine:
 * 1. lint, the type check and the unit tests side by side (ESLint and tsc use one core each, and
 *    Vitest's waits, the package check's npm install above all, leave room for them);
 * 2. the Playwright journeys, and beside them the client's quick benchmarks, whose figures are
 *    bytes and counts of calls, which load does not move (the journeys leave a tenth of the cores
 *    idle, waiting on clocks and polls; the client family took 36 s alone);
 * 3. the provider's quick benchmarks, alone, as their ratios of load runs need.
 * A stage that fails stops the run (exit code 1), as `&&` did.
 */
import { ROOT, npm, runTogether, type Check } from './checks';

const stages: Check[][] = [
  [
    { name: 'lint', steps: [[npm, 'run', '--silent', 'lint']] },
    { name: 'typecheck', steps: [[npm, 'run', '--silent', 'typecheck']] },
    { name: 'unit', steps: [[npm, 'run', '--silent', 'test:unit']] },
  ],
  [
    { name: 'e2e', steps: [[npm, 'run', 'test:e2e']] },
    { name: 'bench (client)', steps: [[npm, 'run', 'bench', '--', '--quick', '--only', 'client']] },
  ],
  [
    {
      name: 'bench (provider)',
      steps: [[npm, 'run', 'bench', '--', '--quick', '--only', 'provider,settlement,login']],
    },
  ],
];

const started = Date.now();
const failed: string[] = [];
for (const stage of stages) {
  failed.push(...(await runTogether(stage)));
  if (failed.length) break;
}
console.log(
  `\nnpm test took ${((Date.now() - started) / 1000).toFixed(0)} s in ${ROOT}: ` +
    (failed.length ? `failed: ${failed.join(', ')}` : 'everything passed'),
);
process.exit(failed.length ? 1 : 0);
