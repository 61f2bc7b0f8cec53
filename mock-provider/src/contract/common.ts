import { Type, type TProperties, type TSchema } from 'typebox';
import { CLOCK_RANGE } from './clock-range';

/** The control plane's refusal: 400 bad input, 404 unknown id, 409 conflicts with the current state. */
export const Failure = Type.Object({ status: Type.Literal(false), msg: Type.String() });
export const FAILURES = { 400: Failure, 404: Failure, 409: Failure } as const;

/** A success answer: `status: true` and the given fields. */
export const ok = <T extends TProperties>(properties: T) =>
  Type.Object({ status: Type.Literal(true), ...properties });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A market id as a number or as the protocol's digit string ("12"). */
export const GameId = Type.Union(
  [Type.Integer({ minimum: 1 }), Type.String({ pattern: '^[0-9]+$' })],
  {
    description: 'Market id (game_id), a number or digit string',
  },
);
export const DateKey = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'India date, YYYY-MM-DD',
});
export const Instant = Type.String({ description: 'ISO instant' });
/**
 * An instant QA sends. Its one rule (`instantFrom`, instants.ts) is checked by the
 * route, which names what is wrong with a refused one: a schema pattern could not.
 */
export const InstantInput = (what: string) =>
  Type.String({
    description: `${what}: an ISO instant with a zone (2024-07-01T09:00:00+05:30), a real date and time from ${new Date(CLOCK_RANGE.min).toISOString()} to ${new Date(CLOCK_RANGE.max).toISOString()}`,
  });
export const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]+$' }) });

/** A control verb's name: its method and its path under /__sim, in Fastify's syntax. */
export type VerbName = `${'GET' | 'POST' | 'PATCH' | 'DELETE'} /${string}`;

/** What a verb takes (path params, query, JSON body) and answers with 200. */
export interface VerbSchemas {
  readonly summary: string;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  readonly answer: TSchema;
}

/** A verb as the contract holds it: its schemas and its OpenAPI tag. */
export type VerbDef = VerbSchemas & { readonly tags: readonly string[] };

/** The verbs of one OpenAPI tag, each under its name, keeping their schema types. */
export const verbs = <const T extends Record<VerbName, VerbSchemas>>(tag: string, table: T) =>
  Object.fromEntries(
    Object.entries(table).map(([name, schemas]) => [name, { ...schemas, tags: [tag] }]),
  ) as unknown as { readonly [V in keyof T]: T[V] & Pick<VerbDef, 'tags'> };
