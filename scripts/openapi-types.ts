/**
 * `npm run openapi -- [file]`: writes the simulator's OpenAPI document as TypeScript types, with
 * openapi-typescript (default file: openapi.d.ts in the current folder). The document is the one
 * served at /docs/json, read from an app built in this process: no server needed. Its operation
 * ids, named schemas and statuses are shaped for generators
 * (mock-provider/src/routes/openapi/document.ts); openapi-typescript checks the document is valid
 * OpenAPI 3 before it writes a line. openapi-client.test.ts type-checks the output against the
 * control client's and the protocol's own types.
 */
import { buildApp } from '@panna/mock-provider';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import openapiTS, {
  NEVER,
  astToString,
  type OpenAPI3,
  type SchemaObject,
} from 'openapi-typescript';

/** The document /docs/json serves, from an app built without a server or seed data. */
export async function openapiDocument(): Promise<OpenAPI3> {
  const app = await buildApp({ seed: false });
  try {
    await app.ready();
    return structuredClone(app.swagger()) as OpenAPI3;
  } finally {
    await app.close();
  }
}

/**
 * `not: {}`, which nothing matches (OpenAPI 3.0's way to say an empty list's items, or a field
 * that is never there), as `never`: openapi-typescript would write `unknown`. It asks `transform`
 * only about schemas with a `type`, so a list of nothing is answered at the list.
 */
const matchesNothing = (schema: unknown): boolean => {
  const not = (schema as { not?: unknown } | undefined)?.not;
  return typeof not === 'object' && not !== null && Object.keys(not).length === 0;
};

const nothing = (schema: SchemaObject): ts.TypeNode | undefined => {
  if (matchesNothing(schema)) return NEVER;
  if (schema.type === 'array' && matchesNothing(schema.items))
    return ts.factory.createArrayTypeNode(NEVER);
  return undefined;
};

/** The document as TypeScript declarations: `paths`, `operations`, `components`. */
export async function openapiTypes(document: OpenAPI3): Promise<string> {
  return astToString(
    await openapiTS(document, {
      transform: nothing,
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = resolve(process.argv[2] ?? 'openapi.d.ts');
  writeFileSync(file, await openapiTypes(await openapiDocument()));
  console.log(`Wrote the simulator's OpenAPI types to ${file}`);
}
