/**
 * The simulator as another team installs it: `npm run pack`'s tarballs installed with
 * `npm install` into an empty project outside this workspace (one install, for every check),
 * `panna-sim` started from there, a script using the installed control client (an override,
 * verify, waitFor), a strict TypeScript check against the installed declarations, and Playwright
 * tests on the installed `sim` fixture (two tests, two sandboxes).
 *
 * Slow by nature (an npm install: third-party packages from the registry, --prefer-offline).
 * better-sqlite3 is native: the project takes the version this workspace built, and this
 * workspace's binary is offered to its installer as a local prebuild (prebuild-install's
 * `local-prebuilds`), which spares compiling SQLite for minutes where GitHub's prebuilds cannot
 * be downloaded.
 */
import { createControlClient } from '@panna/mock-provider/control-client';
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packInto } from './pack';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONSUMER_FILES = join(ROOT, 'scripts', 'package-consumer');
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = promisify(execFile);

const versionOf = (pkg: string): string =>
  (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

let work: string;
let project: string;
let server: ChildProcess | undefined;
let origin: string;
const timings: Record<string, number> = {};

/** Runs `step`, noting how long it took. */
async function timed<T>(name: string, step: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    timings[name] = Math.round((performance.now() - started) / 100) / 10;
  }
}

/** This workspace's better-sqlite3 binary, offered to the project's installer as a prebuild. */
function offerLocalPrebuild(into: string): void {
  const binary = join(ROOT, 'node_modules', 'better-sqlite3', 'build', 'Release');
  if (!existsSync(join(binary, 'better_sqlite3.node'))) return;
  const prebuilds = join(work, 'prebuilds');
  mkdirSync(prebuilds);
  const name = `better-sqlite3-v${versionOf('better-sqlite3')}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync('tar', [
    '-czf',
    join(prebuilds, name),
    '-C',
    join(binary, '..', '..'),
    'build/Release/better_sqlite3.node',
  ]);
  // prebuild-install reads its settings from the nearest .prebuild-installrc.
  writeFileSync(join(into, '.prebuild-installrc'), `local-prebuilds=${prebuilds}\n`);
}

/** `panna-sim` in the project, on a free port and in memory; resolves with its origin. */
function startPannaSim(): Promise<string> {
  const child = spawn(
    join(project, 'node_modules', '.bin', 'panna-sim'),
    ['--port', '0', '--db', ':memory:'],
    { cwd: project, env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Provider: +(http\S+?)\/\n/.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`panna-sim exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'panna-package-'));
  project = join(work, 'project');
  const tarballs = await timed('pack', () =>
    packInto(join(work, 'tarballs'), { quiet: true, check: false }),
  );
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'another-team', version: '1.0.0', private: true, type: 'module' }),
  );
  cpSync(CONSUMER_FILES, project, { recursive: true });
  offerLocalPrebuild(project);
  await timed('install', () =>
    run(
      npm,
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        ...tarballs,
        `better-sqlite3@${versionOf('better-sqlite3')}`,
        `@playwright/test@${versionOf('@playwright/test')}`,
      ],
      { cwd: project, maxBuffer: 16 * 1024 * 1024 },
    ),
  );
  origin = await timed('start', startPannaSim);
}, 15 * 60_000);

afterAll(async () => {
  console.info(`package check timings (s): ${JSON.stringify(timings)}`);
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('the simulator packed and installed in another project', { timeout: 5 * 60_000 }, () => {
  it('is compiled JavaScript with declarations: panna-sim runs without TypeScript', () => {
    const installed = join(project, 'node_modules', '@panna');
    const files = readdirSync(installed, { recursive: true }) as string[];
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files).toContain(join('mock-provider', 'dist', 'control-client', 'index.d.ts'));
    expect(files).toContain(join('shared', 'dist', 'index.d.ts'));
    expect(existsSync(join(project, 'node_modules', 'tsx'))).toBe(false);
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the QA console and the OpenAPI document from the package', async () => {
    const page = await fetch(`${origin}/__sim/console/`);
    expect([page.status, page.headers.get('content-type')]).toEqual([
      200,
      'text/html; charset=utf-8',
    ]);
    const openapi = (await (await fetch(`${origin}/docs/json`)).json()) as { paths: object };
    expect(Object.keys(openapi.paths)).toContain('/__sim/overrides');
  });

  it('runs a script of the project: an override, verify and waitFor', async () => {
    const { stdout } = await timed('script', () =>
      run(process.execPath, ['check.mjs'], {
        cwd: project,
        env: { ...process.env, PANNA_SIM_URL: origin },
      }),
    );
    const seen = JSON.parse(stdout.trim()) as { override: string; calls: number; clock: string };
    expect(seen).toMatchObject({ override: 'o1', calls: 3 });
    expect(Date.parse(seen.clock)).toBeGreaterThanOrEqual(Date.parse('2024-07-01T04:40:00Z'));
  });

  it('types a strict TypeScript project against the installed declarations', async () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          allowJs: true,
          checkJs: true,
          // Third-party declarations are theirs to check (sim.spec.ts holds that ours are typed).
          skipLibCheck: true,
          // The project's own Node types: this workspace's, as it installs none.
          typeRoots: [join(ROOT, 'node_modules', '@types')],
          types: ['node'],
        },
        files: ['check.mjs', 'sim.spec.ts', 'playwright.config.ts'],
      }),
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const checked = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], {
      cwd: project,
    }).catch((error: { stdout: string }) => error);
    expect(checked.stdout).toBe('');
  });

  it('gives Playwright tests a fresh sandbox each, deleted after the test', async () => {
    execFileSync('bash', [join(ROOT, 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
    const playwright = join(project, 'node_modules', '@playwright', 'test', 'cli.js');
    const ran = await timed('playwright', () =>
      run(process.execPath, [playwright, 'test'], {
        cwd: project,
        env: {
          ...process.env,
          PANNA_SIM_URL: origin,
          ...(existsSync(SYSTEM_CHROMIUM) && { CHROMIUM_PATH: SYSTEM_CHROMIUM }),
        },
      }).catch((error: { stdout: string; stderr: string }) => error),
    );
    const report = JSON.parse(readFileSync(join(project, 'results.json'), 'utf8')) as {
      stats: { expected: number; unexpected: number };
      suites: { specs: { tests: { results: { stdout: { text?: string }[] }[] }[] }[] }[];
    };
    expect(report.stats, `${ran.stdout}${ran.stderr}`).toMatchObject({
      expected: 2,
      unexpected: 0,
    });
    const printed = report.suites
      .flatMap((suite) => suite.specs)
      .flatMap((spec) => spec.tests.flatMap((test) => test.results))
      .flatMap((result) => result.stdout.map((line) => line.text ?? ''))
      .join('');
    const names = [...printed.matchAll(/SANDBOX (\S+)/g)].map((m) => m[1]!);
    expect(new Set(names).size).toBe(2);
    const { sandboxes } = await createControlClient({ baseUrl: origin }).call('GET /sandboxes');
    expect(sandboxes.filter((s) => names.includes(s.name))).toEqual([]);
  });
});
