/**
 * Every kind of fault QA can inject into provider calls, listed once: how it meets a call, what
 * it does (as the QA console offers it) and which of the fault's texts it sends. The contract's
 * schema, the simulator's plan of a call's faults (domain/control/faults.ts) and the console's
 * form all read this table; a new kind is a new row (and, in routes/provider/, what it does).
 *
 * How a kind meets a call: `delay` waits before the checks; `instead` answers in place of the
 * checks and the handler, so nothing is applied; `prefix` puts its text before the real answer;
 * `after` lets the call be applied (its handler runs, its transaction commits) and then spoils
 * the answer on its way out: a lost answer.
 */
export const FAULT_KINDS = {
  latency: { meets: 'delay', does: 'Latency (answer late)', needsLatency: true },
  status_false: { meets: 'instead', does: 'Status false (refuse with a message)', sends: 'msg' },
  http_500: { meets: 'instead', does: 'HTTP 500' },
  drop: { meets: 'instead', does: 'Drop the connection' },
  not_json: { meets: 'instead', does: 'Not JSON (an HTML page)', sends: 'text' },
  text_before_json: { meets: 'prefix', does: 'Text before the JSON', sends: 'text' },
  hang_after: { meets: 'after', does: 'Apply, then never answer (hang)' },
  drop_after: { meets: 'after', does: 'Apply, then drop the connection' },
  slow_answer: {
    meets: 'after',
    does: 'Apply, then answer in pieces over the latency',
    needsLatency: true,
  },
  cut_answer: { meets: 'after', does: 'Apply, then cut the answer halfway' },
} as const satisfies Record<string, FaultKindRule>;

interface FaultKindRule {
  meets: 'delay' | 'instead' | 'prefix' | 'after';
  /** What it does, in a few words. */
  does: string;
  /** The fault's text it sends: `msg` (its refusal's message) or `text` (the text written). */
  sends?: 'msg' | 'text';
  /** Whether a fault of it must say its `latency_ms` (the delay, or the answer's length). */
  needsLatency?: true;
}

export type FaultKind = keyof typeof FAULT_KINDS;
/** The kinds that meet a call `meets`' way: `KindThat<'after'>` the lost answers. */
export type KindThat<M extends FaultKindRule['meets']> = {
  [K in FaultKind]: (typeof FAULT_KINDS)[K]['meets'] extends M ? K : never;
}[FaultKind];
/** The kinds that send `text` or `msg`. */
export type KindSending<S extends 'msg' | 'text'> = {
  [K in FaultKind]: (typeof FAULT_KINDS)[K] extends { sends: S } ? K : never;
}[FaultKind];

export const FAULT_KIND_NAMES = Object.keys(FAULT_KINDS) as FaultKind[];

/** The kinds that meet a call `meets`' way. */
export const kindsThat = <M extends FaultKindRule['meets']>(meets: M): KindThat<M>[] =>
  FAULT_KIND_NAMES.filter((kind): kind is KindThat<M> => FAULT_KINDS[kind].meets === meets);

/** Whether a fault of `kind` must give its `latency_ms`. */
export const needsLatency = (kind: FaultKind): boolean =>
  (FAULT_KINDS[kind] as FaultKindRule).needsLatency === true;

/** Which of the fault's texts `kind` sends, if any: its `msg` or its `text`. */
export const textSentBy = (kind: FaultKind): FaultKindRule['sends'] =>
  (FAULT_KINDS[kind] as FaultKindRule).sends;

/** The kinds that send `what` (msg or text). */
export const kindsSending = <S extends 'msg' | 'text'>(what: S): KindSending<S>[] =>
  FAULT_KIND_NAMES.filter((kind): kind is KindSending<S> => textSentBy(kind) === what);
