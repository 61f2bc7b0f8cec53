import type { TSchema } from 'typebox';

/** The section of docs/protocol.md an endpoint belongs to. */
export type EndpointGroup =
  | 'accounts'
  | 'markets'
  | 'content'
  | 'bidding'
  | 'history'
  | 'funds'
  /** The real server's other routes the simulator answers (What the simulator answers beyond the specs). */
  | 'extras'
  /** The real server's routes the simulator refuses (Endpoints the simulator refuses). */
  | 'refused';

/**
 * What a call must prove: `key` the app key, `token` the app key and a known `unique_token`,
 * `open` nothing (the app key is optional: api-get-headline, and api-get-app-key, which hands
 * the key out).
 */
export type EndpointAuth = 'key' | 'token' | 'open';

export const ENDPOINT_GROUPS: readonly EndpointGroup[] = [
  'accounts',
  'markets',
  'content',
  'bidding',
  'history',
  'funds',
  'extras',
  'refused',
];
export const ENDPOINT_AUTHS: readonly EndpointAuth[] = ['key', 'token', 'open'];

/** One provider endpoint: `POST {host}/{path}`. */
export interface EndpointDef<
  P extends string = string,
  Req extends TSchema = TSchema,
  Res extends TSchema = TSchema,
> {
  readonly path: P;
  readonly group: EndpointGroup;
  readonly auth: EndpointAuth;
  /** The user's `betting_status` must be "1": bid submissions and money-moving calls. */
  readonly bettingRequired?: boolean;
  /** Body schema (the envelope included). */
  readonly request: Req;
  /** Answer schema: a union of the success object and `Failure`. */
  readonly response: Res;
  /** One line for the OpenAPI docs. */
  readonly summary: string;
}

/** Declares an endpoint, keeping its path literal and schema types. */
export const endpoint = <const P extends string, Req extends TSchema, Res extends TSchema>(
  def: EndpointDef<P, Req, Res>,
): EndpointDef<P, Req, Res> => def;
