/**
 * `npm run test:mutation [-- AREA ...] [--force]`: Stryker over the domain library, the
 * simulator's domain and database, and the client's rules (scripts/mutation/{area}.config.json),
 * one area after another, then docs/mutation.md from their reports. Incremental: a second run
 * tests only the mutants whose code or tests changed (reports/mutation/{area}.incremental.json);
 * `--force` tests every mutant again; `--report-only` writes the report from the JSON reports
 * there are, running nothing. Not part of `npm test`: a full run takes an hour or more on two cores.
 */
import { spawnSync } from 'node:child_process';
import { ROOT, npx } from './checks';
import { writeReport, type Area } from './mutation/report';

const AREAS: readonly Area[] = [
  { name: 'shared', title: 'The domain library (`shared/src`)', budget: 0.9 },
  { name: 'simulator', title: "The simulator's domain and database", budget: 0.85 },
  { name: 'client', title: "The client's rules", budget: 0.8 },
];

/**
 * The Stryker configurations of an area, run in turn into its one report: the modules every test
 * of an area meets run under the tests that name them (vitest.configs.ts: simulatorCore,
 * clientLib).
 */
const CONFIGS: Record<string, readonly string[]> = {
  simulator: ['simulator', 'simulator-core'],
  client: ['client', 'client-lib'],
};

const args = process.argv.slice(2);
const FLAGS = ['--force', '--report-only'];
const unknown = args.filter((a) => !FLAGS.includes(a) && !AREAS.some((area) => area.name === a));
if (unknown.length) {
  console.error(`unknown: ${unknown.join(' ')}; areas: ${AREAS.map((a) => a.name).join(', ')}`);
  process.exit(2);
}
const chosen = AREAS.filter((area) => args.includes(area.name));
let failed = false;
const toRun = args.includes('--report-only') ? [] : chosen.length ? chosen : AREAS;
for (const area of toRun) {
  console.log(`\nmutation testing: ${area.title}`);
  for (const config of CONFIGS[area.name] ?? [area.name]) {
    const run = spawnSync(
      npx,
      [
        'stryker',
        'run',
        `scripts/mutation/${config}.config.json`,
        ...(args.includes('--force') ? ['--force'] : []),
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    failed ||= run.status !== 0;
  }
}
const report = writeReport(ROOT, AREAS);
spawnSync(npx, ['prettier', '--write', '--log-level', 'warn', report], {
  cwd: ROOT,
  stdio: 'inherit',
});
console.log(`\nreport: ${report}`);
process.exit(failed ? 1 : 0);
