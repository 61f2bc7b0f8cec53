/**
 * Every control route fuzzed on a file-backed simulator, from the default world and from inside
 * sandboxes, with names chosen to reach out of the snapshot store (`..`, encoded slashes, NUL,
 * absolute paths, another world's snapshot): the whole folder is read before and after each call,
 * and no file outside the acting world's own may appear, change or go.
 */
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlInputOf,
  controlRoutesOf,
  sendControl,
  type ControlInput,
} from './support/control-fuzz';
import { envelopeProblem } from './support/envelope';
import { junkValue } from './support/junk-values';
import { assertCollecting, scaled } from './support/mode';
import { tally } from './support/tally';
import { templateOf } from './support/control-templates';
import { fixture, imageOf, restore, type Fixture } from './support/world';

const RUNS = scaled(6, 150);
const TIME_LIMIT_MS = scaled(1500, 15_000);

const ROOT = mkdtempSync(join(tmpdir(), 'panna-files-'));
const DATA = join(ROOT, 'data');

/** What a traversal aims at, from a world's snapshot folder one to four levels up. */
const TARGETS = ['p', 'provider', 'secret/s1', 'other/s1', 'snapshots/other/s1', 'sandboxes/other'];
/** Names that reach for files outside a world's folder, as they arrive once decoded. */
const REACHING = [
  ...TARGETS.flatMap((target) => [1, 2, 3, 4].map((up) => `${'../'.repeat(up)}${target}`)),
  '..',
  '.',
  '',
  '\u0000',
  'a\u0000b',
  '../../../../../../etc/passwd',
  '/etc/passwd',
  join(ROOT, 'p'),
  '..\\..\\p',
  '%2e%2e%2fp',
  '..%2F..%2Fp',
  '．．／p',
  'other',
  's1',
  'fz',
  'default',
  'fuzz-snap',
  'p.json',
  'provider.db',
  'x'.repeat(65),
];
const nameValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...REACHING) },
  { weight: 1, arbitrary: junkValue },
);
const inputOf = fc.record({
  input: controlInputOf(nameValue),
  /** The world the call is made in. */
  world: fc.constantFrom('default', 'fz', 'other'),
  /** Half the snapshot names sent in bodies reach out too. */
  bodyName: fc.option(fc.constantFrom(...REACHING), { nil: undefined }),
});

/** Every file under the root: its path and a hash of its bytes (shared-memory files by size). */
function tree(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('-shm')) files.set(relative(ROOT, path), 'shm');
      else
        files.set(
          relative(ROOT, path),
          createHash('sha256').update(readFileSync(path)).digest('hex'),
        );
    }
  };
  walk(ROOT);
  return files;
}

/**
 * A world's own files: its database (and WAL, staging), its journal while it is closed (a
 * sandbox's) and its snapshot folder.
 */
const ownedBy = (world: string) => {
  const db = world === 'default' ? 'data/provider.db' : `data/sandboxes/${world}.db`;
  return (path: string) =>
    path.startsWith(db) ||
    path === `data/sandboxes/${world}.journal.json` ||
    path.startsWith(`data/snapshots/${world}/`);
};

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path));
}

const ROUTES = await (async () => {
  const f = await fixture();
  const routes = await controlRoutesOf(f);
  await f.app.close();
  return routes;
})();

let f: Fixture;
let image: Buffer;
const serverErrors: string[] = [];

/** The sandbox whose files the others must not reach: made again if a call deleted it. */
async function ensureOther() {
  if (existsSync(join(DATA, 'snapshots', 'other', 's1.json'))) return;
  const saved = await f.app.inject({
    method: 'POST',
    url: '/s/other/__sim/snapshots',
    payload: { name: 's1' },
  });
  expect(saved.statusCode).toBe(200);
}

beforeAll(async () => {
  f = await fixture({ dbPath: join(DATA, 'provider.db'), errors: serverErrors });
  image = imageOf(f);
  // What a traversal would reach: files beside the data folder.
  writeFileSync(join(ROOT, 'p.json'), '{"outside": true}');
  writeFileSync(join(ROOT, 'p.db'), 'outside');
  mkdirSync(join(ROOT, 'secret'));
  writeFileSync(join(ROOT, 'secret', 's1.db'), 'outside');
  await ensureOther();
});
afterAll(async () => {
  await f.app.close();
  rmSync(ROOT, { recursive: true, force: true });
});

type Case = { input: ControlInput; world: string; bodyName: string | undefined };

/** One call in one world, and what it did to the folder; failures are added to `failures`. */
async function tryCase(
  route: string,
  { input, world, bodyName }: Case,
  failures: string[],
  counts: { inputs: number; checks: number },
): Promise<void> {
  await ensureOther();
  const call = templateOf(route)(f);
  if (bodyName !== undefined && route === 'post /__sim/snapshots') call.body = { name: bodyName };
  const prefix = world === 'default' ? '' : `/s/${world}`;
  const before = tree();
  const { response, where } = await sendControl(f.app, route, call, input, prefix);
  const after = tree();
  counts.inputs += 1;
  const { problem } = envelopeProblem(
    response.statusCode,
    response.headers['content-type'] as string | undefined,
    response.body,
    { msgRequired: false },
  );
  counts.checks += 2;
  if (problem) failures.push(`${problem}: ${where}`);
  const logged = serverErrors.splice(0).at(-1);
  if (logged) failures.push(`the server failed: ${where}\n  ${logged.slice(0, 800)}`);
  // Deleting a sandbox is the one call that may take another world's files.
  const deleted =
    route === 'delete /__sim/sandboxes/{name}' && response.statusCode === 200
      ? (response.json() as { removed: string }).removed
      : undefined;
  const allowed = (path: string) =>
    ownedBy(world)(path) || (deleted !== undefined && ownedBy(deleted)(path));
  const strays = changed(before, after).filter((path) => !allowed(path));
  if (strays.length > 0)
    failures.push(`files outside ${world}'s own changed: ${strays.join(', ')}: ${where}`);
  // A restore reads only the acting world's own snapshots. A refusal restored nothing, whatever
  // its HTTP status: a body that is not JSON gets the provider's answer to one (200, status
  // false), on an unknown path too (`/__sim/snapshots/./restore` once "./" is normalized away).
  if (route === 'post /__sim/snapshots/{name}/restore' && response.statusCode === 200) {
    const { status, restored } = response.json() as { status?: boolean; restored?: string };
    if (status !== false && !before.has(`data/snapshots/${world}/${restored}.db`))
      failures.push(`${world} restored a snapshot not its own: ${where}`);
  }
  // A world's database goes only with the world (a deleted sandbox).
  const lost = [...before.keys()].filter(
    (path) => /^data\/(provider|sandboxes\/[^/]+)\.db$/.test(path) && !after.has(path),
  );
  if (lost.some((path) => !(deleted !== undefined && ownedBy(deleted)(path))))
    failures.push(`a world's database was deleted: ${lost.join(', ')}: ${where}`);
}

/** Every reaching name in every path parameter of the route, from every world. */
function reachingCases(route: string): Case[] {
  if (!route.includes('{name}')) return [];
  return REACHING.flatMap((name) =>
    ['default', 'fz', 'other'].map((world) => ({
      input: { plan: { kind: 'template' }, param: { pick: 0, value: name }, query: undefined },
      world,
      bodyName: undefined,
    })),
  );
}

describe('fuzzing every control route on a file-backed world', () => {
  it.for(ROUTES)(
    '%s: no file outside the acting world changes',
    { timeout: TIME_LIMIT_MS + 60_000 },
    async (route, { task }) => {
      const counts = tally(task);
      restore(f, image);
      const failures: string[] = [];
      for (const named of reachingCases(route)) await tryCase(route, named, failures, counts);
      if (route === 'post /__sim/snapshots')
        for (const bodyName of REACHING)
          await tryCase(
            route,
            {
              input: { plan: { kind: 'template' }, param: undefined, query: undefined },
              world: 'fz',
              bodyName,
            },
            failures,
            counts,
          );
      await assertCollecting(
        fc.asyncProperty(inputOf, async (fuzzed) => {
          await tryCase(route, fuzzed, failures, counts);
          return failures.length === 0;
        }),
        failures,
        { numRuns: RUNS, timeLimitMs: TIME_LIMIT_MS },
      );
      expect(failures).toEqual([]);
      expect(readFileSync(join(ROOT, 'p.json'), 'utf8')).toBe('{"outside": true}');
    },
  );
});
