/**
 * `npm run test:quick`: the checks of what changed since this branch left main (committed or not,
 * new files included), for a developer before a commit: ESLint and Prettier on the changed files,
 * the type check of every package, and the unit tests Vitest finds related to the changed files
 * (`vitest run --changed`, which follows imports). The four run side by side; each one's output is
 * printed as it ends. `npm test` stays the whole gate. QUICK_BASE names another base than main.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const git = (...args: string[]): string[] =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

const base = git('merge-base', 'HEAD', process.env.QUICK_BASE ?? 'main')[0]!;
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(`${ROOT}/${file}`));
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));

interface Check {
  name: string;
  command: string;
  args: string[];
}

const checks: Check[] = [
  ...(lintable.length
    ? [{ name: 'eslint', command: npx, args: ['eslint', '--no-warn-ignored', ...lintable] }]
    : []),
  ...(changed.length
    ? [
        {
          name: 'prettier',
          command: npx,
          args: ['prettier', '--check', '--ignore-unknown', ...changed],
        },
      ]
    : []),
  { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'vitest', command: npx, args: ['vitest', 'run', '--changed', base, '--passWithNoTests'] },
];

/** Runs one check, its output held until it ends; answers whether it passed. */
function run({ name, command, args }: Check): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `\n── ${name}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)\n${output.trimEnd()}`,
      );
      resolve(code === 0);
    });
  });
}

console.log(`test:quick: ${changed.length} file(s) changed since ${base.slice(0, 10)}`);
const started = Date.now();
const results = await Promise.all(checks.map(run));
const failed = checks.filter((_, i) => !results[i]).map((c) => c.name);
console.log(
  `\ntest:quick took ${((Date.now() - started) / 1000).toFixed(0)} s: ` +
    (failed.length ? `failed: ${failed.join(', ')}` : 'every check passed'),
);
process.exit(failed.length ? 1 : 0);
