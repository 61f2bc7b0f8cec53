/**
 * The simulator as another team installs it: `npm run pack`'s tarballs installed with
 * `npm install` into an empty project outside this workspace (one install, for every check),
 * `npx panna-sim` started from there (its address read from `--ready-file`, not the banner), a
 * script using the installed control client (an override, verify, waitFor, a player), a script
 * that starts `npx panna-sim` itself and stops it with one signal, a strict TypeScript check
 * against the installed declarations, Playwright tests on the installed `sim` fixture (two tests,
 * two sandboxes), and the Node versions the package states held against every package the install
 * brought.
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
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

/**
 * Packages the install brings whose `engines.node` leaves out a Node version the package states,
 * each with why it still runs there. The check below fails on any other, and on one listed here
 * that no longer does (so this list says what is true, and docs/package.md with it).
 */
const NODE_EXCEPTIONS: Record<string, string> = {
  cookie:
    'cookie@2 (light-my-request, in Fastify) declares Node 22; it is plain JavaScript that loads ' +
    'and runs on Node 20, where this test runs the simulator (acting as a player goes through it)',
};

/** semver, as npm reads engines ranges (installed in this workspace for the tools; untyped). */
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

let work: string;
let project: string;
let server: ChildProcess | undefined;
let origin: string;
let installed: { stdout: string; stderr: string };
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

/**
 * `npx panna-sim` in the project, on a free port and in memory; resolves with its origin, read
 * from the ready file it writes once listening.
 */
async function startPannaSim(): Promise<string> {
  const readyFile = join(work, 'sim-ready.json');
  const child = spawn(
    'npx',
    ['panna-sim', '--port', '0', '--db', ':memory:', '--ready-file', readyFile],
    { cwd: project, env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server = child;
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!existsSync(readyFile)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`panna-sim wrote no ready file (exit ${child.exitCode}):\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (JSON.parse(readFileSync(readyFile, 'utf8')) as { url: string }).url;
}

/** Every package the install put in the project: its name, version and `engines.node`. */
function installedPackages(): { name: string; version: string; node: string | undefined }[] {
  const files = readdirSync(join(project, 'node_modules'), { recursive: true }) as string[];
  return files
    .filter((file) => /(^|[\\/])package\.json$/.test(file))
    .map((file) => join(project, 'node_modules', file))
    .filter((file) => /[\\/]node_modules[\\/](@[^\\/]+[\\/])?[^\\/@]+$/.test(dirname(file)))
    .map((file) => {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
        name?: string;
        version?: string;
        engines?: { node?: string };
      };
      return {
        name: manifest.name ?? file,
        version: manifest.version ?? '',
        node: manifest.engines?.node,
      };
    });
}

/**
 * The versions a range admits first in each Node line up to `newest`: `^20.19.0 || >=22.12.0`
 * gives 20.19.0, 22.12.0, 23.0.0, ... Each alternative of the range, taken line by line.
 */
function lowestPerLine(range: string, newest: number): string[] {
  const found = new Set<string>();
  for (const alternative of range.split('||'))
    for (let line = 0; line <= newest; line++) {
      const lowest = semver.minVersion(`${alternative.trim()} >=${line}.0.0 <${line + 1}.0.0`);
      if (lowest && semver.satisfies(lowest.version, range)) found.add(lowest.version);
    }
  return [...found];
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
    JSON.stringify({
      name: 'another-team',
      version: '1.0.0',
      private: true,
      type: 'module',
      // npm 11 runs install scripts the project allows and lists the others (docs/package.md).
      allowScripts: { 'better-sqlite3': true },
    }),
  );
  cpSync(CONSUMER_FILES, project, { recursive: true });
  offerLocalPrebuild(project);
  installed = await timed('install', () =>
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
  if (server && server.exitCode === null && server.signalCode === null) {
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
    const seen = JSON.parse(stdout.trim()) as {
      override: string;
      calls: number;
      clock: string;
      registered: number;
    };
    expect(seen).toMatchObject({ override: 'o1', calls: 3, registered: 250 });
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
        files: ['check.mjs', 'start-stop.mjs', 'sim.spec.ts', 'playwright.config.ts'],
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
  it('installs with no install script left unreviewed, and engine warnings for the listed exceptions only', () => {
    const printed = `${installed.stdout}${installed.stderr}`;
    expect(printed).not.toContain('covered by allowScripts');
    const warned = [...printed.matchAll(/EBADENGINE +package: '(@?[^@']+)@/g)].map((m) => m[1]!);
    expect(warned.filter((name) => !(name in NODE_EXCEPTIONS))).toEqual([]);
  });

  it('states Node versions every installed package supports, but the listed exceptions', () => {
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const packed = JSON.parse(
      readFileSync(
        join(project, 'node_modules', '@panna', 'mock-provider', 'package.json'),
        'utf8',
      ),
    ) as { engines: { node: string } };
    expect(packed.engines).toEqual(root.engines);
    const packages = installedPackages().filter(
      (pkg): pkg is typeof pkg & { node: string } => pkg.node !== undefined,
    );
    expect(packages.map((pkg) => pkg.name)).toContain('better-sqlite3');
    // Up to the newest Node line any of them names (better-sqlite3's list of built lines).
    const newest = Math.max(
      ...packages.flatMap((pkg) =>
        [...pkg.node.matchAll(/\b(\d+)\.(?:x|\d)/g)].map((m) => Number(m[1])),
      ),
    );
    const probes = lowestPerLine(packed.engines.node, newest);
    expect(probes).toContain('20.19.0');
    const narrower = packages.flatMap((pkg) =>
      probes
        .filter((version) => !semver.satisfies(version, pkg.node))
        .map((version) => `${pkg.name}@${pkg.version} (node ${pkg.node}) leaves out ${version}`),
    );
    const named = new Set(narrower.map((line) => line.split('@')[0]));
    expect(narrower.filter((line) => !(line.split('@')[0]! in NODE_EXCEPTIONS))).toEqual([]);
    // An exception that no longer holds is taken off the list, and off docs/package.md.
    expect(Object.keys(NODE_EXCEPTIONS).filter((name) => !named.has(name))).toEqual([]);
  });

  it('lets a script start it with npx, read its address from the ready file, and stop it with one signal', async () => {
    const { stdout } = await timed('start-stop', () =>
      run(process.execPath, ['start-stop.mjs'], { cwd: project }),
    );
    const seen = JSON.parse(stdout.trim()) as Record<string, unknown>;
    expect(seen).toMatchObject({
      url: `http://127.0.0.1:${String(seen.port)}`,
      frozen: true,
      ended: true,
      answered: false,
      readyFileLeft: false,
    });
    expect(seen.stoppedMs).toBeLessThan(5_000);
    timings.stop = Math.round((seen.stoppedMs as number) / 100) / 10;
  });
});
