/**
 * `npm test`, the whole gate, on a 2-core machine: the client is built once (client/dist, with
 * its manifest), and the pre-render test, the journeys and the quick benchmarks serve that build
 * (PANNA_CLIENT_BUILT) instead of each making its own; the QA console's build, which the journeys'
 * simulator serves, is made beside it rather than while the journeys wait. Then three stages:
 * 1. lint, the type check and the unit tests side by side (ESLint and tsc use one core each, and
 *    Vitest's waits, the package check's npm install above all, leave room for them);
 * 2. the Playwright journeys, alone: their timeouts are a browser's, which a loaded machine moves
 *    (with the client's quick benchmarks beside them, the pair took 347 s and 651 CPU-s, against
 *    283 s and 496 CPU-s for the journeys alone and 36 s for the benchmarks: contention costs);
 * 3. the quick benchmarks, alone, as their figures need.
 * A stage that fails stops the run (exit code 1), as `&&` did.
 */
import { ROOT, npm, runTogether, type Check } from './checks';

const stages: Check[][] = [
  [
    {
      name: 'build',
      steps: [[npm, 'run', '--silent', 'build', '-w', '@panna/client', '--', '--manifest']],
    },
    { name: 'console build', steps: [[npm, 'run', '--silent', 'build', '-w', '@panna/console']] },
  ],
  [
    { name: 'lint', steps: [[npm, 'run', '--silent', 'lint']] },
    { name: 'typecheck', steps: [[npm, 'run', '--silent', 'typecheck']] },
    { name: 'unit', steps: [[npm, 'run', '--silent', 'test:unit']] },
  ],
  [{ name: 'e2e', steps: [[npm, 'run', 'test:e2e']] }],
  [{ name: 'bench', steps: [[npm, 'run', 'bench', '--', '--quick']] }],
];

process.env.PANNA_CLIENT_BUILT = '1';
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
