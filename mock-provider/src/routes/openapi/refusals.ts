/**
 * The statuses each operation can answer besides its 200, as the document declares them: where
 * each comes from in the code, and which operations can meet it. Control refusals are
 * `{status: false, msg}` JSON (routes/control/index.ts, guard.ts); the provider's keep its
 * answers' text/html type (routes/provider/pipeline.ts), but for the recording proxy's own.
 */
import { BODY_LIMIT_BYTES, JSON_DEPTH_LIMIT } from '../../json-limits';
import type { VerbDef } from '../../contract';
import { SLIP_BODY_LIMIT } from '../provider/funds-slip';

/** What an operation is, as far as its refusals go. */
export interface OperationTraits {
  /** Whether Fastify reads a body for its method (every method but GET and HEAD). */
  readsBody: boolean;
  /** Whether it takes path parameters, a query or a body that a schema checks. */
  takesInput: boolean;
}

interface Refusal {
  /** What the status means, for the document. */
  readonly why: string;
  /** Which operations can answer it. */
  readonly answeredBy: (traits: OperationTraits) => boolean;
}

const always = () => true;
const LIMITS = `larger than ${BODY_LIMIT_BYTES / 1024} KiB`;
const TOO_DEEP = `nesting arrays and objects deeper than ${JSON_DEPTH_LIMIT} levels`;

/** A control verb's refusals (docs/control-plane.md, The guard and The control plane). */
export const CONTROL_REFUSALS: Readonly<Record<string, Refusal>> = {
  400: {
    why: `Bad input: a field its schema refuses (msg names it), a value the verb refuses, a malformed path, or a body that is not JSON or is ${TOO_DEEP}`,
    answeredBy: ({ readsBody, takesInput }) => readsBody || takesInput,
  },
  401: {
    why: 'CONTROL_TOKEN is set and the call carries no `Authorization: Bearer` with it',
    answeredBy: always,
  },
  403: {
    why: 'The guard refuses the caller: a Host not loopback nor in CONTROL_HOSTS, a page Origin not allowed, or, without CONTROL_TOKEN, a caller off the loopback',
    answeredBy: always,
  },
  404: {
    why: 'An unknown id (a player, market, request, snapshot, ...)',
    answeredBy: (t) => t.takesInput,
  },
  409: { why: 'A conflict with the current state', answeredBy: (t) => t.takesInput },
  410: { why: 'The sandbox was deleted while the call was in flight', answeredBy: always },
  413: { why: `A body ${LIMITS}`, answeredBy: (t) => t.readsBody },
  415: {
    why: 'A Content-Type other than application/json (or a body without one)',
    answeredBy: always,
  },
  500: { why: 'A defect of the simulator (logged)', answeredBy: always },
  503: {
    why: 'No sandbox can be opened now, or the process is out of open files: try again',
    answeredBy: always,
  },
};

/**
 * A provider endpoint's refusals. Its business refusals (a wrong app key, a field its schema
 * refuses, an unknown token) are 200 `status: false`, as the real server's.
 */
export const PROVIDER_REFUSALS: Readonly<Record<string, Refusal>> = {
  400: {
    why: `A body that is not JSON or is ${TOO_DEEP}, in a profile that explains it (the real profile answers 200 "UnAuthorized request", as the real server)`,
    answeredBy: (t) => t.readsBody,
  },
  410: { why: 'The sandbox was deleted while the call was in flight', answeredBy: always },
  413: {
    why: `A body ${LIMITS} (a payment slip's form: larger than ${SLIP_BODY_LIMIT / 1024 / 1024} MiB)`,
    answeredBy: (t) => t.readsBody,
  },
  415: {
    why: 'A Content-Type the provider does not read (it reads application/json and text/plain)',
    answeredBy: (t) => t.readsBody,
  },
  503: {
    why: 'No sandbox can be opened now, or the process is out of open files: try again',
    answeredBy: always,
  },
};

/** The statuses a provider endpoint answers with a body of its own kind (see document.ts). */
export const PROVIDER_OTHER_ANSWERS = {
  500: 'The http_500 fault QA set (POST /__sim/faults): an HTML page',
  502: 'Recording proxy only (PROVIDER_UPSTREAM): the upstream did not answer, or not usably',
  default:
    'An override QA set (POST /__sim/overrides) answers its own status and JSON, typed as every answer; behind the recording proxy, whatever the upstream answers',
} as const;

/** A control verb's traits, from its contract entry and method. */
export const verbTraits = (def: VerbDef, method: string): OperationTraits => ({
  readsBody: readsBody(method),
  takesInput: Boolean(def.params ?? def.query ?? def.body),
});

/** Fastify reads no body for a GET or a HEAD (their bodies are never parsed). */
export const readsBody = (method: string): boolean =>
  !['get', 'head'].includes(method.toLowerCase());

/** The statuses `refusals` holds for an operation, in order. */
export const refusalsFor = (
  refusals: Readonly<Record<string, Refusal>>,
  traits: OperationTraits,
): [status: string, why: string][] =>
  Object.entries(refusals)
    .filter(([, refusal]) => refusal.answeredBy(traits))
    .map(([status, refusal]) => [status, refusal.why]);
