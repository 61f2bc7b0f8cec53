/**
 * The OpenAPI document at /docs/json, as a generator needs it: @fastify/swagger writes every
 * route's schemas inline; `shapeDocument` then gives each operation its id (operation-ids.ts),
 * its true content types and every status it can answer (refusals.ts), and names its schemas
 * (schema-names.ts), referring to them with `$ref`.
 */
import type { SwaggerOptions } from '@fastify/swagger';
import { ANSWER_CONTENT_TYPE } from '@panna/shared';
import { CONTROL_VERBS, type ControlVerb } from '../../contract';
import { JSON_BODY_TYPES } from '../provider/define';
import { SLIP_FORM_TYPE, SLIP_PATH } from '../provider/funds-slip';
import { CONTROL_PREFIX, isControlPath, isProviderPath, operationId } from './operation-ids';
import {
  CONTROL_REFUSALS,
  PROVIDER_OTHER_ANSWERS,
  PROVIDER_REFUSALS,
  readsBody,
  refusalsFor,
  verbTraits,
} from './refusals';
import {
  CONTROL_ERROR,
  NAMED_SCHEMAS,
  PROVIDER_FAILURE,
  referNamed,
  refTo,
  shapeOf,
} from './schema-names';

type Json = Record<string, unknown>;
interface Media {
  schema?: Json;
}
interface Response {
  description: string;
  content?: Record<string, Media>;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
}
interface Document {
  components: { schemas: Record<string, Json> };
  paths: Record<string, Record<string, Operation>>;
}

/**
 * The control plane's caller check, as a generator reads it: `Authorization: Bearer` with
 * CONTROL_TOKEN when the server sets one, else nothing (loopback callers only: guard.ts).
 */
const CONTROL_TOKEN_SCHEME = 'controlToken';

/** What the control plane answers and reads. */
const CONTROL_CONTENT_TYPE = 'application/json';

/** An operation id as the start of a type's name: `postClock` → `PostClock`. */
const capitalized = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/** The contract's name of a control operation: `POST /players/:mobile/credit`. */
const verbOf = (method: string, path: string): ControlVerb | undefined => {
  const name = `${method.toUpperCase()} ${path.slice(CONTROL_PREFIX.length).replace(/\{(\w+)\}/g, ':$1')}`;
  return Object.hasOwn(CONTROL_VERBS, name) ? (name as ControlVerb) : undefined;
};

/**
 * A reference to an operation's inline schema, kept in the components under `name`; or, given
 * the names of shapes, to the named schema of its shape when it has one.
 */
const nameSchema = (
  doc: Document,
  media: Media | undefined,
  name: string,
  names?: ReadonlyMap<string, string>,
): Json | undefined => {
  const schema = media?.schema;
  if (!schema) return undefined;
  const named = names?.get(shapeOf(schema));
  if (named) return refTo(named);
  doc.components.schemas[name] = schema;
  return refTo(name);
};

const failureAnswer = (description: string, type: string, name: string): Response => ({
  description,
  content: { [type]: { schema: refTo(name) } },
});

function shapeControlOperation(doc: Document, verb: ControlVerb, method: string, op: Operation) {
  const name = capitalized(op.operationId!);
  op.security = [{ [CONTROL_TOKEN_SCHEME]: [] }, {}];
  const body = op.requestBody?.content[CONTROL_CONTENT_TYPE];
  if (body) body.schema = nameSchema(doc, body, `${name}Body`);
  const answer = op.responses[200]!;
  answer.description = 'The answer: `status: true` and the fields';
  const ok = answer.content?.[CONTROL_CONTENT_TYPE];
  if (ok) ok.schema = nameSchema(doc, ok, `${name}Answer`);
  for (const [status, why] of refusalsFor(
    CONTROL_REFUSALS,
    verbTraits(CONTROL_VERBS[verb], method),
  ))
    op.responses[status] = failureAnswer(why, CONTROL_CONTENT_TYPE, CONTROL_ERROR);
}

function shapeProviderOperation(
  doc: Document,
  path: string,
  method: string,
  op: Operation,
  names: ReadonlyMap<string, string>,
) {
  const name = capitalized(op.operationId!);
  const json = op.requestBody?.content['application/json'];
  if (op.requestBody && json) {
    const schema = nameSchema(doc, json, `${name}Request`, names);
    const types = [...JSON_BODY_TYPES, ...(path === `/${SLIP_PATH}` ? [SLIP_FORM_TYPE] : [])];
    op.requestBody.content = Object.fromEntries(types.map((type) => [type, { schema }]));
  }
  const answer = op.responses[200]!;
  const schema = nameSchema(doc, answer.content?.['application/json'], `${name}Response`, names);
  op.responses[200] = {
    description: `The answer, sent as ${ANSWER_CONTENT_TYPE} as the real server sends it (its business refusals too: \`status: false\`). A not_json fault sends an HTML page in its place, a text_before_json fault text before it`,
    content: { [ANSWER_CONTENT_TYPE]: schema ? { schema } : {} },
  };
  const traits = { readsBody: readsBody(method), takesInput: true };
  for (const [status, why] of refusalsFor(PROVIDER_REFUSALS, traits))
    op.responses[status] = failureAnswer(why, ANSWER_CONTENT_TYPE, PROVIDER_FAILURE);
  op.responses[500] = {
    description: PROVIDER_OTHER_ANSWERS[500],
    content: { 'text/html': { schema: { type: 'string' } } },
  };
  op.responses[502] = failureAnswer(
    PROVIDER_OTHER_ANSWERS[502],
    'application/json',
    PROVIDER_FAILURE,
  );
  op.responses.default = {
    description: PROVIDER_OTHER_ANSWERS.default,
    content: { [ANSWER_CONTENT_TYPE]: { schema: {} } },
  };
}

/**
 * The names every schema of a named shape gets: the first name of a shape (ControlError, which has
 * the protocol's Failure's shape, is only ever referred to by name).
 */
function namesByShape(doc: Document): Map<string, string> {
  const names = new Map<string, string>();
  for (const name of Object.keys(NAMED_SCHEMAS)) {
    const shape = shapeOf(doc.components.schemas[name]);
    if (!names.has(shape)) names.set(shape, name);
  }
  return names;
}

/** Leaves out the named schemas nothing refers to, from the paths or from each other. */
function dropUnused(doc: Document): void {
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string') {
      const name = ref.slice('#/components/schemas/'.length);
      if (!used.has(name)) {
        used.add(name);
        visit(doc.components.schemas[name]);
      }
      return;
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(doc.paths);
  for (const name of Object.keys(doc.components.schemas))
    if (!used.has(name)) delete doc.components.schemas[name];
}

/**
 * Writes the schemas' tuples as OpenAPI 3.1 (JSON Schema 2020-12) reads them: TypeBox's
 * `items: [a, b]` with `additionalItems: false` (an older draft's) is `prefixItems: [a, b]` with
 * `items: false`.
 */
function tuplesAsPrefixItems(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  if (Array.isArray(schema.items)) {
    schema.prefixItems = schema.items;
    schema.items = schema.additionalItems === false ? false : (schema.additionalItems ?? true);
    delete schema.additionalItems;
  }
  for (const child of Object.values(schema)) tuplesAsPrefixItems(child);
}

/** The document as a generator needs it (this module's comment); changes it in place. */
export function shapeDocument(doc: Document): Document {
  const names = namesByShape(doc);
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      op.operationId = operationId(method, path);
      const verb = isControlPath(path) ? verbOf(method, path) : undefined;
      if (verb) shapeControlOperation(doc, verb, method, op);
      else if (isProviderPath(path)) shapeProviderOperation(doc, path, method, op, names);
      // The nested schemas of a named shape (a Player in an answer), and the inline ones.
      referNamed(op, names);
    }
  }
  for (const schema of Object.values(doc.components.schemas)) referNamed(schema, names);
  dropUnused(doc);
  tuplesAsPrefixItems(doc);
  return doc;
}

/** @fastify/swagger's options: the document's head, the named schemas, and the shaping. */
export const swaggerOptions = (): SwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Panna mock provider',
      version: '0.1.0',
      description:
        'The provider protocol (POST /{path}) and the simulator control plane (/__sim). Prefix any path with /s/{name} for a sandbox (a name that is not one is refused 400 before any operation).',
    },
    components: {
      schemas: { ...NAMED_SCHEMAS } as Record<string, never>,
      securitySchemes: {
        [CONTROL_TOKEN_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'CONTROL_TOKEN, when the server sets one (docs/control-plane.md, The guard)',
        },
      },
    },
  },
  transformObject: (documentObject) =>
    shapeDocument(
      (documentObject as unknown as { openapiObject: Document }).openapiObject,
    ) as never,
});
