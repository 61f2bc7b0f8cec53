/** The import-circle check that `npm run lint` runs (import-cycles.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-cycles';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds none in a graph where every module is below what imports it', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('names each circle once, from its first module round to it again', () => {
    const graph = graphOf({
      app: ['x', 'p'],
      x: ['y'],
      y: ['z'],
      z: ['x', 'leaf'],
      p: ['q'],
      q: ['p'],
      leaf: [],
    });
    expect(findCycles(graph)).toEqual(
      expect.arrayContaining([
        ['x', 'y', 'z', 'x'],
        ['p', 'q', 'p'],
      ]),
    );
    expect(findCycles(graph)).toHaveLength(2);
  });

  it('finds a module that imports itself', () => {
    expect(findCycles(graphOf({ a: ['a'] }))).toEqual([['a', 'a']]);
  });

  it('follows a chain deeper than the call stack would allow', () => {
    const depth = 50_000;
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < depth; i++) edges[`m${i}`] = [`m${(i + 1) % depth}`];
    const [cycle] = findCycles(graphOf(edges));
    expect(cycle).toHaveLength(depth + 1);
  });
});

describe('importGraph', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** A little workspace: `files` by path, each with its text. */
  function workspace(files: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('counts type-only imports, lazy imports and imports of a workspace package by name', () => {
    const dir = workspace({
      'package.json': JSON.stringify({ workspaces: ['lib', 'app'] }),
      'lib/package.json': JSON.stringify({
        name: '@w/lib',
        exports: { '.': './src/index.ts', './extra': './src/extra.ts' },
      }),
      'lib/src/index.ts': "export * from './types';\n",
      'lib/src/types.ts': "import type { Extra } from '@w/lib/extra';\nexport type T = Extra;\n",
      'lib/src/extra.ts': "import type { T } from './types';\nexport type Extra = T[];\n",
      'app/package.json': JSON.stringify({ name: '@w/app' }),
      'app/src/shell.tsx': "const load = () => import('./screen');\nexport { load };\n",
      'app/src/screen.tsx':
        "import { load } from './shell';\nimport React from 'react';\nexport { load, React };\n",
      'app/node_modules/react/index.ts': "import '../../src/shell';\n",
    });
    const cycles = findCycles(importGraph(dir)).map((cycle) =>
      cycle.map((file) => file.slice(dir.length + 1)),
    );
    expect(cycles).toEqual(
      expect.arrayContaining([
        ['app/src/screen.tsx', 'app/src/shell.tsx', 'app/src/screen.tsx'],
        ['lib/src/extra.ts', 'lib/src/types.ts', 'lib/src/extra.ts'],
      ]),
    );
    // Libraries (bare names outside the workspace) and node_modules are not part of the graph.
    expect(cycles).toHaveLength(2);
  });

  it('ignores imports written in comments and strings', () => {
    const dir = workspace({
      'package.json': JSON.stringify({ workspaces: [] }),
      'a.ts': "// import { b } from './b';\nexport const a = `import('./b')`;\n",
      'b.ts': "import { a } from './a';\nexport const b = a;\n",
    });
    expect(findCycles(importGraph(dir))).toEqual([]);
  });
});
