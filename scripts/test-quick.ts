/**
 * `npm run test:quick`: the checks of what changed since this branch left main (committed or not,
 * new files included), for a developer before a commit: ESLint and Prettier on the changed files,
 * the type check of every package (`tsc -b`, which rechecks only the packages whose files or
 * references' declarations changed since its last run), and the unit tests Vitest finds related
 * to the changed files (`vitest run --changed`, which follows imports; a changed Vitest config
 * runs them all). `npm test` stays the whole gate. QUICK_BASE names another base than main.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT, npx, runTogether, type Check } from './checks';

const git = (...args: string[]): string[] =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

const base = git('merge-base', 'HEAD', process.env.QUICK_BASE ?? 'main')[0]!;
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(join(ROOT, file)));
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));

/**
 * Twice the cores and one: the client's files, most of what a component change runs, wait on the
 * app's timers and the simulator about half their time, and here nothing else needs the cores
 * for long (a change to the form field, 37 files: 61 s on three workers, 49 s on five, 51 s on
 * seven, 2026-11-30). `npm test` keeps the root config's, beside lint and the type check.
 */
const WORKERS = String(availableParallelism() * 2 + 1);

const checks: Check[] = [
  ...(lintable.length
    ? [{ name: 'eslint', steps: [[npx, 'eslint', '--no-warn-ignored', ...lintable]] } as const]
    : []),
  ...(changed.length
    ? [
        {
          name: 'prettier',
          steps: [[npx, 'prettier', '--check', '--ignore-unknown', ...changed]],
        } as const,
      ]
    : []),
  { name: 'tsc', steps: [[npx, 'tsc', '-b']] },
  {
    name: 'vitest',
    steps: [
      [npx, 'vitest', 'run', '--changed', base, '--passWithNoTests', '--maxWorkers', WORKERS],
    ],
  },
];

console.log(`test:quick: ${changed.length} file(s) changed since ${base.slice(0, 10)}`);
const started = Date.now();
const failed = await runTogether(checks);
console.log(
  `\ntest:quick took ${((Date.now() - started) / 1000).toFixed(0)} s: ` +
    (failed.length ? `failed: ${failed.join(', ')}` : 'every check passed'),
);
process.exit(failed.length ? 1 : 0);
