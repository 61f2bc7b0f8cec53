import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/**
 * What every provider answer is sent as: the real server's (PHP's default) type, in both profiles.
 * Clients read the text and parse the JSON object in it, whatever the type says.
 */
export const ANSWER_CONTENT_TYPE = 'text/html; charset=UTF-8';

/** Size limits so that oversized input is refused by the schema itself. */
export const LIMITS = {
  /** Any ordinary text field. */
  TEXT: 200,
  /** Free-text notes (transfer note). */
  NOTE: 500,
  /** Rows in one bid submission. */
  BID_ROWS: 1000,
  /** Headline ids in one request. */
  IDS: 10,
} as const;

/** A bounded string: every string field of a request has a maximum length. */
export const Text = (maxLength: number = LIMITS.TEXT) => Type.String({ maxLength });

/** A number or a numeric string: real clients send either for amounts and points. */
export const Amount = Type.Union([Type.Number(), Type.String({ maxLength: 20 })]);
export type Amount = Static<typeof Amount>;

/** A database id that clients send either as text or as an integer. */
export const Id = Type.Union([Type.String({ maxLength: 20 }), Type.Integer()]);
export type Id = Static<typeof Id>;

/**
 * Fields every request carries. Both are optional in the schema: a missing or wrong pair is
 * answered by the app-key hook with "UnAuthorized request", not by validation.
 */
export const Envelope = Type.Object({
  env_type: Type.Optional(Text()),
  app_key: Type.Optional(Text()),
});
export type Envelope = Static<typeof Envelope>;

/** A request body: the envelope plus the given fields; extra properties are allowed. */
export const request = <P extends TProperties>(properties: P) =>
  Type.Object({ ...Envelope.properties, ...properties });

/** A request body of a signed-in call: the envelope, `unique_token`, and the given fields. */
export const tokenRequest = <P extends TProperties>(properties: P) =>
  request({ unique_token: Text(), ...properties });

/** The request of a call that sends nothing beyond the envelope. */
export const EmptyRequest = request({});
export type EmptyRequest = Static<typeof EmptyRequest>;

/** The request of a call that sends only the session token. */
export const TokenRequest = tokenRequest({});
export type TokenRequest = Static<typeof TokenRequest>;

/** A business failure: HTTP 200 with `status: false` and a human message. */
export const Failure = Type.Object({ status: Type.Literal(false), msg: Type.String() });
export type Failure = Static<typeof Failure>;

/** A success object: `status: true`, `msg`, and the given fields. */
export const success = <P extends TProperties>(properties: P) =>
  Type.Object({ status: Type.Literal(true), msg: Type.String(), ...properties });

/** A success carrying nothing but `status` and `msg`. */
export const Ok = success({});
export type Ok = Static<typeof Ok>;

/** An answer: the given success object or the shared failure. */
export const reply = <S extends TSchema>(ok: S) => Type.Union([ok, Failure]);

/**
 * How the real server says a list is empty: `status: false` with its message and the (empty)
 * list fields, not an error. Clients show their empty state for it.
 */
/** The rows of an empty list: an array that holds nothing. */
export const NoRows = Type.Array(Type.Never());

export const emptyList = <P extends TProperties>(properties: P) =>
  Type.Object({ status: Type.Literal(false), msg: Type.String(), ...properties });

/** A list's answer: the success object, the empty answer, or the shared failure. */
export const listReply = <S extends TSchema, E extends TSchema>(ok: S, empty: E) =>
  Type.Union([ok, empty, Failure]);

/** The answer of calls that reply with only `status` and `msg`. */
export const OkResponse = reply(Ok);
export type OkResponse = Static<typeof OkResponse>;
