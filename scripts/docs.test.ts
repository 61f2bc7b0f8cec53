/**
 * The repository's documents hold up: a clone is enough to read them (nothing cites a document
 * kept outside the repository), every relative link in the Markdown files leads to a file and
 * heading that exist, docs/ names every provider endpoint, control verb (and each field of its
 * answer) and scenario verb the code has, and the front page stays short.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_PATHS, isRefusedPath } from '@panna/shared';
import { buildApp } from '@panna/mock-provider';
import { CHECKS, VERBS } from '@panna/mock-provider/scenarios';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README_MAX_LINES = 250;

/**
 * The documents that live beside the repository, not in it: the provider notes, the design notes
 * and the spec folder. Written in pieces so that this file does not cite them itself.
 */
const OUTSIDE_DOCUMENTS = [
  new RegExp(`\\b${'PROTOCOL'}\\.md\\b`),
  new RegExp(`\\b${'DESIGN'}\\.md\\b`),
  new RegExp(`\\b${'shared'}/${'spec'}\\b`),
  new RegExp(`\\bspec-[12]-[a-z-]+\\.${'md'}\\b`),
];

/** Every file of the repository that git tracks or would track (ignored files left out). */
function repositoryFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listed
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(ROOT, file)))
    .filter((file) => statSync(join(ROOT, file)).isFile());
}

/** The file's text, or undefined for a binary file (a NUL byte in its first 8 KB). */
function textOf(file: string): string | undefined {
  const bytes = readFileSync(join(ROOT, file));
  return bytes.subarray(0, 8192).includes(0) ? undefined : bytes.toString('utf8');
}

/** Markdown without its fenced code blocks and inline code, where links are not links. */
const withoutCode = (markdown: string): string =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

/** The headings of a Markdown file, as written (code blocks left out). */
function headingsOf(markdown: string): string[] {
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return [...text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)].map((m) => m[1]!);
}

/** GitHub's anchor of a heading: its text, lower case, without punctuation, spaces as hyphens. */
const slugOf = (heading: string): string =>
  heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Every anchor a Markdown file offers; a repeated heading gets -1, -2, ... as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const heading of headingsOf(markdown)) {
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Why a relative link of `file` leads nowhere, or undefined when it leads to what it names. */
function brokenLink(file: string, target: string): string | undefined {
  const [pathPart = '', anchor] = target.split('#', 2);
  const path = decodeURIComponent(pathPart);
  if (isAbsolute(path)) return 'an absolute path';
  const resolved = path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), path);
  const inRepo = relative(ROOT, resolved);
  if (inRepo.startsWith('..') || isAbsolute(inRepo)) return 'outside the repository';
  if (!existsSync(resolved)) return 'no such file';
  if (anchor === undefined || anchor === '') return undefined;
  if (!resolved.endsWith('.md')) return undefined;
  return anchorsOf(readFileSync(resolved, 'utf8')).has(anchor) ? undefined : 'no such heading';
}

/** The relative links of a Markdown file: `[text](target)` outside code, with a scheme left out. */
function relativeLinks(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

const docsPage = (name: string): string => readFileSync(join(ROOT, 'docs', name), 'utf8');

/** The part of a page under one `## ` heading. */
const sectionOf = (page: string, heading: string): string => {
  const start = page.indexOf(`\n## ${heading}\n`);
  if (start === -1) return '';
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end === -1 ? undefined : end);
};

/** A control verb as the OpenAPI document declares it, and the fields of its 200 answer. */
interface DeclaredVerb {
  verb: string;
  fields: string[];
}

interface OpenApiSchema {
  $ref?: string;
  properties?: object;
}
type OpenApiPaths = Record<
  string,
  Record<
    string,
    { responses?: { 200?: { content?: { 'application/json'?: { schema?: OpenApiSchema } } } } }
  >
>;

/** Every control verb (`POST /markets/:id/holidays`) with its answer's fields, `status` left out. */
async function declaredVerbs(): Promise<DeclaredVerb[]> {
  const app = await buildApp({ seed: false });
  try {
    await app.ready();
    const { paths, components } = app.swagger() as {
      paths: OpenApiPaths;
      components: { schemas: Record<string, OpenApiSchema> };
    };
    // An answer is named in the components (`$ref`): its fields are the named schema's.
    const named = (schema: OpenApiSchema | undefined) =>
      schema?.$ref ? components.schemas[schema.$ref.split('/').pop()!] : schema;
    return Object.entries(paths)
      .filter(([path]) => path.startsWith('/__sim/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          verb: `${method.toUpperCase()} ${path.slice('/__sim'.length).replace(/\{(\w+)\}/g, ':$1')}`,
          fields: Object.keys(
            named(operation.responses?.[200]?.content?.['application/json']?.schema)?.properties ??
              {},
          ).filter((field) => field !== 'status'),
        })),
      );
  } finally {
    await app.close();
  }
}

/**
 * A verb's entry in docs/control-plane.md: what its bullet (`- **\`VERB\`**: ...`) says after the
 * verb's name, with the lines and sub-bullets under it, up to the next bullet, blank line or
 * heading. (The name is left out: `GET /markets` does not name the `markets` it answers.)
 */
function verbEntry(page: string, verb: string): string | undefined {
  const bullet = `- **\`${verb}\`**`;
  const start = page.indexOf(bullet);
  if (start === -1) return undefined;
  const rest = page.slice(start + bullet.length);
  const end = rest.search(/\n(?:- |\n|#)/);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The names written in code in a piece of Markdown: `{now, frozen}` names now and frozen. */
const namesInCode = (markdown: string): Set<string> =>
  new Set([...markdown.matchAll(/`([^`]+)`/g)].flatMap((m) => m[1]!.match(/[A-Za-z_]\w*/g) ?? []));

describe('the documents', () => {
  const files = repositoryFiles();
  const markdown = files.filter((file) => file.endsWith('.md'));

  it('cite no document kept outside the repository, in any file', () => {
    const citations = files.flatMap((file) => {
      const text = textOf(file);
      if (text === undefined) return [];
      return text
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE_DOCUMENTS.some((pattern) => pattern.test(line))
            ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`]
            : [],
        );
    });
    expect(files.length).toBeGreaterThan(100);
    expect(citations).toEqual([]);
  });

  it('link only to files and headings that exist, inside the repository', () => {
    expect(markdown).toContain('README.md');
    expect(markdown).toContain('docs/protocol.md');
    const broken = markdown.flatMap((file) =>
      relativeLinks(readFileSync(join(ROOT, file), 'utf8')).flatMap((target) => {
        const why = brokenLink(file, target);
        return why ? [`${file}: (${target}): ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it(`keep the README at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('give every provider endpoint a heading of its own in docs/protocol.md, a refused one a row', () => {
    const page = docsPage('protocol.md');
    const headings = new Set(headingsOf(page));
    const refusedTable = sectionOf(page, 'Endpoints the simulator refuses')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
    const documented = (path: string) =>
      isRefusedPath(path) ? refusedTable.includes(path) : headings.has(`\`${path}\``);
    expect(ENDPOINT_PATHS.filter((path) => !documented(path))).toEqual([]);
  });

  it('name every control verb in docs/control-plane.md as the contract names it', async () => {
    const verbs = (await declaredVerbs()).map(({ verb }) => verb);
    expect(verbs).toContain('POST /markets/:id/holidays');
    const page = docsPage('control-plane.md');
    expect(verbs.filter((verb) => !page.includes(`\`${verb}\``))).toEqual([]);
  });

  it('give every control verb an entry in docs/control-plane.md naming each field of its answer', async () => {
    const verbs = await declaredVerbs();
    expect(verbs.find((v) => v.verb === 'GET /clock')?.fields).toEqual(['now', 'frozen', 'speed']);
    const page = docsPage('control-plane.md');
    const unnamed = verbs.flatMap(({ verb, fields }) => {
      const entry = verbEntry(page, verb);
      if (entry === undefined) return [`${verb}: no entry (- **\`${verb}\`**: ...)`];
      const named = namesInCode(entry);
      return fields.filter((field) => !named.has(field)).map((field) => `${verb}: ${field}`);
    });
    expect(unnamed).toEqual([]);
  });

  it('list every scenario verb and check in docs/scenarios.md', () => {
    const page = docsPage('scenarios.md');
    const firstCells = (heading: string) =>
      sectionOf(page, heading)
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
    const verbs = firstCells('Verbs');
    const checks = firstCells('Checks');
    expect(Object.keys(VERBS).filter((verb) => !verbs.includes(verb))).toEqual([]);
    expect(Object.keys(CHECKS).filter((check) => !checks.includes(check))).toEqual([]);
  });
});

describe("a verb's entry in docs/control-plane.md", () => {
  const page = [
    '- **`GET /clock`**: `{now, frozen,',
    '  speed}` and more.',
    '  - a sub-point naming `extra`',
    '- **`POST /clock`**: `set` only.',
    '',
    '- **`GET /later`**: `later`',
  ].join('\n');

  it('runs to the next bullet, with its own lines and sub-bullets', () => {
    const entry = verbEntry(page, 'GET /clock')!;
    expect([...namesInCode(entry)]).toEqual(['now', 'frozen', 'speed', 'extra']);
    expect([...namesInCode(verbEntry(page, 'POST /clock')!)]).toEqual(['set']);
    expect(verbEntry(page, 'DELETE /clock')).toBeUndefined();
  });
});

describe('the anchors GitHub makes', () => {
  it('are a heading in lower case, without punctuation, spaces as hyphens', () => {
    expect(slugOf('What still differs from the real provider')).toBe(
      'what-still-differs-from-the-real-provider',
    );
    expect(slugOf('`api-check-mobile`')).toBe('api-check-mobile');
    expect(slugOf('`apiGetawayStatus`')).toBe('apigetawaystatus');
    expect(slugOf('Installable, and offline')).toBe('installable-and-offline');
    expect(slugOf('[The client](client.md) and i18n')).toBe('the-client-and-i18n');
  });

  it('number a repeated heading', () => {
    expect([...anchorsOf('# A\n\n## B\n\n## B\n\n```\n# not a heading\n```\n')]).toEqual([
      'a',
      'b',
      'b-1',
    ]);
  });
});
