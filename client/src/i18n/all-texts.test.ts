/**
 * A language's first download holds only the texts of the entry and the signed-in shell
 * (catalogue-split.ts): every other module the app loads on demand must wait for the rest of them,
 * or it would show its texts in English until they come.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { textsOf } from './all-texts';
import type { Translator } from './language';

const SRC = path.join(import.meta.dirname, '..');

/** Every module of the app (tests and test helpers aside), by its path under src. */
function modules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : modules(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path.relative(SRC, file)]
      : [];
  });
}

/** Imports whose texts come first, or that quote none: the shell, and libraries. */
const WAITS_FOR_NOTHING = (file: string, specifier: string) =>
  (file === 'app/router.tsx' && specifier === './query-shell') || !specifier.startsWith('.');

/** The helpers defined with `withAllTexts` in `code` (route-table.ts's `screen`). */
const helpersIn = (code: string) =>
  [...code.matchAll(/const (\w+) = [^;]*?withAllTexts\(/g)].map((m) => m[1]!);

/**
 * The lazy imports of `code` that do not wait for every text: an import waits when it is written
 * inside `withAllTexts(...)`, or inside one of `helpers`, which are defined with it.
 */
function unwaited(file: string, code: string, helpers: readonly string[]): string[] {
  const wrappers = new RegExp(
    `\\b(withAllTexts|${[...helpers, '$^'].join('|')})\\(\\s*\\(\\) =>\\s*$`,
  );
  return [...code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)]
    .filter((m) => !WAITS_FOR_NOTHING(file, m[2]!))
    .filter((m) => !wrappers.test(code.slice(Math.max(0, m.index - 80), m.index)))
    .map((m) => `${file}: import('${m[2]}')`);
}

describe('modules loaded on demand', () => {
  const codes = new Map(
    modules().map((file) => [file, readFileSync(path.join(SRC, file), 'utf8')]),
  );
  const helpers = [...codes.values()].flatMap(helpersIn);

  it('wait for every text of the language spoken, but the signed-in shell', () => {
    expect(codes.size).toBeGreaterThan(100);
    expect(helpers).toContain('screen'); // route-table.ts's
    const lazyImports = [...codes.values()].flatMap((code) => [
      ...code.matchAll(/\bimport\(\s*['"]\./g),
    ]);
    expect(lazyImports.length).toBeGreaterThan(40); // the scan sees them
    expect([...codes].flatMap(([file, code]) => unwaited(file, code, helpers))).toEqual([]);
  });

  it('are found unwaited when written bare', () => {
    const bare = `const Menu = lazy(() => import('./menu'));`;
    expect(unwaited('app/x.ts', bare, [])).toEqual(["app/x.ts: import('./menu')"]);
    const wrapped = `const Menu = lazy(withAllTexts(() => import('./menu')));`;
    expect(unwaited('app/x.ts', wrapped, [])).toEqual([]);
    const helper = `const a = screen(() => import('./a'));`;
    expect(
      unwaited('app/x.ts', helper, helpersIn('const screen = (l) => lazy(withAllTexts(l));')),
    ).toEqual([]);
    expect(unwaited('app/x.ts', helper, [])).toEqual(["app/x.ts: import('./a')"]);
  });
});

describe("a language's texts", () => {
  it('come in both downloads started at once, complete once the translator has the rest', async () => {
    const asked: string[] = [];
    let translatorHere = (_module: { default: Translator }) => {};
    const complete = vi.fn(() => Promise.resolve());
    const waiting = textsOf(
      'hi',
      {
        hi: () => {
          asked.push('translator');
          return new Promise((resolve) => (translatorHere = resolve));
        },
      },
      {
        hi: () => {
          asked.push('rest');
          return Promise.resolve({});
        },
      },
    );
    expect(asked.sort()).toEqual(['rest', 'translator']); // before either is here
    translatorHere({ default: { translate: (id) => id, rule: (text) => text, complete } });
    await waiting;
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('are all here at once in English, which has no download', async () => {
    await expect(textsOf('en', {}, {})).resolves.toBeUndefined();
  });
});
