/**
 * A client generated from the OpenAPI document compiles and agrees with the simulator's own types:
 * openapi-typescript writes the document's types (openapi-types.ts), and the TypeScript compiler
 * checks, for every control verb, that the generated body, path parameters, query and answer are
 * the contract's (`VerbBody`, ..., the control client's `ControlAnswer`) and that what the
 * generated client sends the control client takes (`ControlInput`); and, for every provider
 * endpoint, that the generated request and answer are the protocol's (`RequestOf`, `ResponseOf`).
 */
import { ANSWER_CONTENT_TYPE, ENDPOINT_PATHS, PATH_ALIASES } from '@panna/shared';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { CONTROL_VERBS, type ControlVerb } from '@panna/mock-provider/contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPI3 } from 'openapi-typescript';
import { openapiDocument, openapiTypes } from './openapi-types';

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The operationId of each "METHOD /path" of the document. */
const operationIds = (document: OpenAPI3): Map<string, string> =>
  new Map(
    Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { operationId?: string }>).map(
        ([method, op]) => [`${method.toUpperCase()} ${path}`, op.operationId ?? ''] as const,
      ),
    ),
  );

/** A control verb's OpenAPI path: `POST /__sim/players/{mobile}/credit`. */
const documentPath = (verb: string) => {
  const [method, path] = verb.split(' ') as [string, string];
  return `${method} /__sim${path.replace(/:(\w+)/g, '{$1}')}`;
};

/**
 * The verbs whose types the contract declares by hand, looser than their schemas (`Type.Unsafe`:
 * the settings' codes are `string` there, `"0" | "1"` in the schema): what the generated client
 * reads and sends, the control client takes, but not the other way round.
 */
const LOOSER_TYPES = new Set<string>(['GET /settings', 'PATCH /settings']);

/** Type assertions, one `const` each: a mismatch is a compile error on that line. */
function agreement(ids: Map<string, string>): string {
  const id = (key: string) => {
    const found = ids.get(key);
    if (!found) throw new Error(`The document has no ${key}`);
    return JSON.stringify(found);
  };
  const control = (Object.keys(CONTROL_VERBS) as ControlVerb[]).map((verb, n) => {
    const v = JSON.stringify(verb);
    const op = `operations[${id(documentPath(verb))}]`;
    const def = CONTROL_VERBS[verb] as { params?: unknown; query?: unknown; body?: unknown };
    const agree = LOOSER_TYPES.has(verb) ? 'Takes' : 'Same';
    return [
      `const answer${n}: ${agree}<ControlAnswer<${v}>, ${op}['responses'][200]['content']['application/json']> = true;`,
      def.body &&
        `const body${n}: ${agree}<VerbBody<${v}>, NonNullable<${op}['requestBody']>['content']['application/json']> = true;`,
      def.params && `const params${n}: Same<${op}['parameters']['path'], VerbParams<${v}>> = true;`,
      def.query &&
        `const query${n}: Same<NonNullable<${op}['parameters']['query']>, NonNullable<VerbQuery<${v}>>> = true;`,
      `const input${n}: Takes<ControlInput<${v}>, GeneratedInput<${op}>> = true;`,
    ].filter(Boolean);
  });
  const provider = [...ENDPOINT_PATHS, ...Object.keys(PATH_ALIASES)].map((path, n) => {
    const target = JSON.stringify(PATH_ALIASES[path as keyof typeof PATH_ALIASES] ?? path);
    const op = `operations[${id(`POST /${path}`)}]`;
    return [
      `const request${n}: Same<${op}['requestBody']['content']['application/json'], RequestOf<${target}>> = true;`,
      `const response${n}: Same<${op}['responses'][200]['content'][${JSON.stringify(ANSWER_CONTENT_TYPE)}], ResponseOf<${target}>> = true;`,
    ];
  });
  return [
    `import type { components, operations } from './openapi';`,
    `import type { ControlAnswer, ControlInput } from ${JSON.stringify(source('mock-provider/src/control-client/index.ts'))};`,
    `import type { VerbBody, VerbParams, VerbQuery } from ${JSON.stringify(source('mock-provider/src/contract/index.ts'))};`,
    `import type { RequestOf, ResponseOf } from ${JSON.stringify(source('shared/src/index.ts'))};`,
    '/** Each is assignable to the other. */',
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    '/** B is assignable to A. */',
    'type Takes<A, B> = [B] extends [A] ? true : false;',
    '/** What a generated client sends: path parameters, query and body in one object. */',
    'type GeneratedInput<O> = (O extends { parameters: { path: infer P } } ? P : unknown) &',
    '  (O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : unknown) &',
    "  (O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : unknown);",
    '// The names a generator gives the records.',
    "const player: Same<components['schemas']['Player'], ControlAnswer<'GET /players/:mobile'>['player']> = true;",
    "const market: Same<components['schemas']['Market'], ControlAnswer<'GET /markets/:id'>['market']> = true;",
    "const refusal: Same<components['schemas']['ControlError'], { status: false; msg: string }> = true;",
    "const dashboard: Same<components['schemas']['DashboardResponse'], ResponseOf<'api-get-dashboard-data'>> = true;",
    '// The check bites: two verbs answer differently.',
    '// @ts-expect-error',
    `const wrong: Same<operations[${id('GET /__sim/clock')}]['responses'][200]['content']['application/json'], ControlAnswer<'GET /players'>> = true;`,
    ...control.flat(),
    ...provider.flat(),
    'export {};',
  ].join('\n');
}

/**
 * The compiler's complaints about `files`, one line each (the simulator's sources they import are
 * type-checked by `npm run typecheck`: only what they declare is read here).
 */
function typeErrors(...files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    noUnusedLocals: false,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  });
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((file) => {
      const sourceFile = program.getSourceFile(file);
      return [
        ...program.getSyntacticDiagnostics(sourceFile),
        ...program.getSemanticDiagnostics(sourceFile),
      ];
    }),
  ];
  return diagnostics.map((diagnostic) => {
    const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const line = where ? diagnostic.file?.text.split('\n')[where.line] : '';
    return `${diagnostic.file?.fileName ?? ''}:${(where?.line ?? 0) + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').slice(0, 300)}\n  ${line}`;
  });
}

let dir: string;
let document: OpenAPI3;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'panna-openapi-'));
  document = await openapiDocument();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the client generated from the OpenAPI document', () => {
  it('compiles, and agrees with the control client and the protocol on every verb and endpoint', async () => {
    writeFileSync(join(dir, 'openapi.d.ts'), await openapiTypes(document));
    writeFileSync(join(dir, 'agreement.ts'), agreement(operationIds(document)));
    expect(typeErrors(join(dir, 'openapi.d.ts'), join(dir, 'agreement.ts'))).toEqual([]);
  });

  it('is valid OpenAPI 3.1, as Redocly reads it (a broken one is not)', async () => {
    const config = await createConfig({ extends: ['minimal'] });
    const errors = async (doc: object) =>
      (await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config }))
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(await errors(document)).toEqual([]);
    const broken = structuredClone(document) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, object> }>>;
    };
    broken.paths['/__sim/clock']!.get!.responses[200] = {};
    expect(await errors(broken)).toEqual([
      '#/paths/~1__sim~1clock/get/responses/200: The field `description` must be present on this level.',
    ]);
  });
});
