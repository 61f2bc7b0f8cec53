/**
 * No module imports itself back, however far round: `npm run lint` runs this over every TypeScript
 * file of the repository and fails naming each circle it finds.
 *
 * Every import counts: type-only ones (a circle of types still ties two modules into one) and
 * lazy `import()` (a screen loaded later is still the same knot). Imports of a workspace package
 * (`@panna/shared`, `@panna/mock-provider/testing`) follow its package.json `exports`; other bare
 * names are libraries, outside the graph. It reads each file with TypeScript's import scanner, so
 * the whole repository takes about a second (a type-aware lint rule would take minutes).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.data', 'coverage', 'test-results']);
const SOURCE = /\.(ts|tsx|mts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/** Modules, each with the modules it imports (resolved file paths). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * Every circle in `graph`: one per strongly connected component (Tarjan's algorithm), each given
 * as a path from its first module (by name) back to it, so the message shows one way round.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  // Iterative, so that a deep chain of imports cannot overflow the call stack.
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    const enter = (node: string) => {
      index.set(node, index.size);
      low.set(node, index.get(node)!);
      stack.push(node);
      onStack.add(node);
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          enter(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfImport) components.push(component);
    }
  }
  return components.map((component) => circleThrough(graph, new Set(component)));
}

/** A shortest way from the component's first module back to itself, inside the component. */
function circleThrough(graph: ImportGraph, members: ReadonlySet<string>): string[] {
  const first = [...members].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [first];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === first) {
        const back = [node];
        while (back[back.length - 1] !== first) back.push(cameFrom.get(back[back.length - 1]!)!);
        return [...back.reverse(), first];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first, first];
}

/** The workspace packages by name, each with the files its `exports` map names. */
function workspacePackages(root: string): Map<string, Map<string, string>> {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const packages = new Map<string, Map<string, string>>();
  for (const folder of workspaces) {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string> | string;
      main?: string;
    };
    const exports =
      typeof manifest.exports === 'string'
        ? { '.': manifest.exports }
        : (manifest.exports ?? (manifest.main ? { '.': manifest.main } : {}));
    const entries = new Map<string, string>();
    for (const [subpath, target] of Object.entries(exports)) {
      if (typeof target === 'string') entries.set(subpath, resolve(root, folder, target));
    }
    packages.set(manifest.name, entries);
  }
  return packages;
}

/** The file a specifier names, or undefined for a library (or anything not TypeScript source). */
function resolverFor(root: string) {
  const packages = workspacePackages(root);
  const sourceFile = (base: string): string | undefined => {
    const candidates = [base, base.replace(/\.js$/, '.ts'), ...EXTENSIONS.map((e) => base + e)];
    return candidates.find((file) => SOURCE.test(file) && existsSync(file));
  };
  return (from: string, specifier: string): string | undefined => {
    if (specifier.startsWith('.')) return sourceFile(resolve(dirname(from), specifier));
    const name = specifier.split('/').slice(0, 2).join('/');
    const entries = packages.get(name);
    if (!entries) return undefined;
    const target = entries.get(`.${specifier.slice(name.length)}`);
    return target && sourceFile(target);
  };
}

function sourceFiles(folder: string, found: string[] = []): string[] {
  for (const entry of readdirSync(folder)) {
    if (SKIPPED.has(entry) || entry.startsWith('.')) continue;
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** The repository's import graph: every TypeScript file under `root` and what it imports. */
export function importGraph(root: string = ROOT): ImportGraph {
  const resolveImport = resolverFor(root);
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findCycles(importGraph());
  for (const cycle of cycles)
    console.error(`Import circle: ${cycle.map((file) => relative(ROOT, file)).join(' -> ')}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import circle(s): every module must be below what imports it.`);
    process.exit(1);
  }
}
