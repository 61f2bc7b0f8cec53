/**
 * `npm run pack -- DIR`: writes into DIR the tarballs another project installs to run the
 * simulator (`npm install DIR/*.tgz`): @panna/mock-provider (with the `panna-sim` command and the
 * QA console's build) and what it needs of this workspace, @panna/shared. Each is compiled to
 * JavaScript with type declarations, so nothing runs TypeScript at run time.
 *
 * The workspace's own manifests keep exporting sources (tsx, Vite and Vitest read them); each
 * tarball gets a manifest of its own, written here: its exports point at dist/, its workspace
 * dependencies at the versions packed beside it, the test-only `./testing` entry left out.
 */
import { execFileSync } from 'node:child_process';
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
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Manifest {
  name: string;
  version: string;
  description?: string;
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional: boolean }>;
}

/** A workspace package packed: its folder, the exports left out, what it adds. */
interface Packed {
  folder: string;
  /** Entries for this workspace's tests only. */
  omit: readonly string[];
  bin?: Record<string, string>;
  /** A folder of the package that holds the QA console's build, made by `vite build` there. */
  consoleBuild?: string;
}

/** In dependency order: each is compiled against the declarations of those before it. */
const PACKAGES: readonly Packed[] = [
  { folder: 'shared', omit: [] },
  {
    folder: 'mock-provider',
    omit: ['./testing'],
    bin: { 'panna-sim': 'dist/cli.js' },
    // The QA console the simulator serves at /__sim/console/ (config.ts finds it there).
    consoleBuild: 'console',
  },
];

/** How the build steps report: on the terminal, or only in the error when one fails. */
let shown: 'inherit' | 'pipe' = 'inherit';

/** Runs a build step; when it fails, the error carries what it printed. */
function step(command: string, args: readonly string[], cwd = ROOT): void {
  try {
    execFileSync(command, args, { cwd, stdio: shown, encoding: 'utf8' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${(error as Error).message}\n${stdout}${stderr}`);
  }
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const manifestOf = (folder: string) => readJson<Manifest>(join(ROOT, folder, 'package.json'));

/** Test files and helpers, never packed. */
const TEST_ONLY = ['**/*.test.ts', '**/*.fixture.ts', 'testing/**'];

/**
 * Compiles a package's src/ into `out` (JavaScript and declarations), resolving the workspace
 * packages packed before it to their compiled declarations in `staging`.
 */
function compile(
  folder: string,
  out: string,
  staging: string,
  before: readonly string[],
  check: boolean,
): void {
  const src = join(ROOT, folder, 'src');
  const paths: Record<string, string[]> = {};
  for (const name of before) {
    const { name: pkg, exports } = manifestOf(name);
    for (const [entry, file] of Object.entries(exports)) {
      const declaration = join(staging, name, file.replace(/^\.\/src\//, 'dist/'));
      paths[join(pkg, entry)] = [declaration.replace(/\.ts$/, '.d.ts')];
    }
  }
  const tsconfig = join(staging, `tsconfig.${folder}.json`);
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(ROOT, folder, 'tsconfig.json'),
      compilerOptions: {
        // The workspace's projects emit only declarations, for `tsc -b` (tsconfig.base.json).
        composite: false,
        emitDeclarationOnly: false,
        // Emitted without a second type check when the caller has one of its own.
        noCheck: !check,
        // The workspace may import `./x.ts` (tsconfig.base.json): emitted as `./x.js`.
        rewriteRelativeImportExtensions: true,
        declaration: true,
        outDir: out,
        rootDir: src,
        // Resolved from the workspace, not from where this file is written.
        typeRoots: [join(ROOT, 'node_modules', '@types')],
        paths,
      },
      include: [src],
      exclude: TEST_ONLY.map((pattern) => join(src, pattern)),
    }),
  );
  step(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', tsconfig]);
  copyAssets(src, out);
}

/**
 * The files of src/ that tsc does not emit, copied to the same places: SQL migrations, and a
 * module written in JavaScript with its declaration (contract/ports.js, ports.d.ts).
 */
function copyAssets(src: string, out: string): void {
  for (const entry of readdirSync(src, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(out, relative(src, from));
    mkdirSync(dirname(to), { recursive: true });
    cpSync(from, to);
  }
}

/** Every file under `dir` whose name ends with one of `endings`. */
const filesIn = (dir: string, endings: readonly string[]): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((end) => entry.name.endsWith(end)))
    .map((entry) => join(entry.parentPath, entry.name));

const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*)\2/g;

/**
 * Node's ES modules need a file's full name: `./app` becomes `./app.js`, `./routes/control`
 * `./routes/control/index.js`, in the JavaScript and in the declarations alike.
 */
function addExtensions(dist: string): void {
  for (const file of filesIn(dist, ['.js', '.d.ts'])) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(
      RELATIVE_SPECIFIER,
      (whole, lead: string, quote: string, spec: string) => {
        if (/\.(js|json)$/.test(spec)) return whole;
        const target = resolve(dirname(file), spec);
        const named = existsSync(`${target}.js`)
          ? `${spec}.js`
          : existsSync(join(target, 'index.js'))
            ? `${spec}/index.js`
            : undefined;
        if (!named) throw new Error(`${relative(dist, file)}: cannot resolve ${spec}`);
        return `${lead}${quote}${named}${quote}`;
      },
    );
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

const BUILTINS = new Set(builtinModules);
const BARE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^./'"][^'"]*)['"]/g;

/** The package a bare specifier names: `fastify`, `@fastify/cors`, `typebox` of `typebox/value`. */
const packageName = (spec: string): string =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;

/** Whether an installed package carries its own type declarations. */
function shipsTypes(name: string): boolean {
  const dir = join(ROOT, 'node_modules', name);
  const manifest = readJson<Record<string, unknown>>(join(dir, 'package.json'));
  return (
    manifest.types !== undefined ||
    manifest.typings !== undefined ||
    JSON.stringify(manifest.exports ?? {}).includes('"types"') ||
    existsSync(join(dir, 'index.d.ts'))
  );
}

/**
 * Fails when the compiled code imports a package the manifest does not declare, or when its
 * declarations name one whose types a consumer would not get (`@types/x` for a package without
 * its own; the workspace packages packed beside it carry theirs).
 */
function checkDependencies(dist: string, manifest: Manifest, packed: ReadonlySet<string>): void {
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const missing = new Set<string>();
  for (const file of filesIn(dist, ['.js', '.d.ts'])) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(BARE_IMPORT)) {
      const name = packageName(spec!);
      if (spec!.startsWith('node:') || BUILTINS.has(name) || name === manifest.name) continue;
      if (!declared.has(name)) missing.add(`${name} (${relative(dist, file)})`);
      else if (
        file.endsWith('.d.ts') &&
        !packed.has(name) &&
        !shipsTypes(name) &&
        !declared.has(`@types/${name}`)
      )
        missing.add(`@types/${name} (${relative(dist, file)})`);
    }
  }
  if (missing.size > 0)
    throw new Error(`${manifest.name} imports undeclared packages: ${[...missing].join(', ')}`);
}

/** The tarball's manifest: exports into dist/, workspace dependencies pinned to what is packed. */
function packedManifest(packed: Packed, versions: ReadonlyMap<string, string>): Manifest {
  const manifest = manifestOf(packed.folder);
  const root = readJson<{ engines: Record<string, string> }>(join(ROOT, 'package.json'));
  const exports: Record<string, unknown> = {};
  for (const [entry, file] of Object.entries(manifest.exports)) {
    if (packed.omit.includes(entry)) continue;
    const compiled = file.replace(/^\.\/src\//, './dist/').replace(/\.(ts|js)$/, '');
    exports[entry] = { types: `${compiled}.d.ts`, default: `${compiled}.js` };
  }
  exports['./package.json'] = './package.json';
  const dependencies = Object.fromEntries(
    Object.entries(manifest.dependencies ?? {}).map(([name, range]) => [
      name,
      versions.get(name) ?? range,
    ]),
  );
  const {
    private: _private,
    scripts: _scripts,
    devDependencies: _dev,
    ...kept
  } = manifest as Manifest & Record<string, unknown>;
  return {
    ...kept,
    exports,
    ...(packed.bin && { bin: packed.bin }),
    files: ['dist', ...(packed.consoleBuild ? [packed.consoleBuild] : [])],
    engines: root.engines,
    dependencies,
  } as unknown as Manifest;
}

/** Builds the QA console into `folder`, from this checkout's sources (console/dist is left alone). */
function buildConsole(folder: string): void {
  step(npm, ['run', 'build', '-w', '@panna/console', '--', '--outDir', folder, '--emptyOutDir']);
}

/**
 * Compiles every package (and builds the QA console into the simulator's) and packs each into
 * `dir`; answers the tarballs' paths. `quiet`: the build steps print only when one fails.
 * `check: false` emits without type-checking the sources, for a caller that checks them itself
 * (`npm test` runs `tsc -b` beside its package check).
 */
export function packInto(dir: string, { quiet = false, check = true } = {}): string[] {
  shown = quiet ? 'pipe' : 'inherit';
  const out = resolve(dir);
  mkdirSync(out, { recursive: true });
  // Inside the workspace, so that the compiled declarations find their packages (typebox, fastify).
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(join(cache, 'panna-pack-'));
  try {
    const versions = new Map(
      PACKAGES.map(({ folder }) => [manifestOf(folder).name, manifestOf(folder).version]),
    );
    const tarballs: string[] = [];
    PACKAGES.forEach((packed, index) => {
      const target = join(staging, packed.folder);
      const dist = join(target, 'dist');
      const before = PACKAGES.slice(0, index).map((p) => p.folder);
      compile(packed.folder, dist, staging, before, check);
      addExtensions(dist);
      if (packed.consoleBuild) buildConsole(join(target, packed.consoleBuild));
      const manifest = packedManifest(packed, versions);
      checkDependencies(dist, manifest, new Set(versions.keys()));
      writeFileSync(join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      const [report] = JSON.parse(
        execFileSync(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', out], {
          cwd: target,
          encoding: 'utf8',
        }),
      ) as { filename: string }[];
      tarballs.push(join(out, report!.filename));
    });
    return tarballs;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: npm run pack -- DIR   (writes the tarballs into DIR)');
    process.exit(2);
  }
  for (const tarball of packInto(dir)) console.log(tarball);
  console.log(`Install them in another project with: npm install ${resolve(dir)}/*.tgz`);
}
