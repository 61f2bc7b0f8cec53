import { JOURNAL_CAPACITY } from '../contract/limits';
import type { ControlAnswer, ControlInput, ControlVerb, InputArgs } from './types';

export interface ControlClientOptions {
  /**
   * The simulator's origin, with a sandbox's prefix when the calls are for one:
   * `http://127.0.0.1:8787`, `http://127.0.0.1:8787/s/alice`, or '' for a page's own origin.
   */
  baseUrl: string;
  /** The server's CONTROL_TOKEN, when it has one: sent as `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** How long a call may take before it is given up (default 30 s). */
  timeoutMs?: number;
  /** The fetch to call with (default the global one; the simulator passes its own in-process one). */
  fetch?: typeof fetch;
}

/** A control call that did not succeed: the HTTP status (0 when no answer came) and the server's msg. */
export class ControlCallError extends Error {
  constructor(
    /** The verb called, as the contract names it: "POST /players/:mobile/credit". */
    readonly verb: ControlVerb,
    readonly status: number,
    readonly msg: string,
    /** The method and path called: "POST /__sim/players/9876543210/credit". */
    called: string,
    /** What the fetch threw, when no answer came. */
    cause?: unknown,
  ) {
    super(status === 0 ? `${called}: ${msg}` : `${called} answered ${status}: ${msg}`, { cause });
    this.name = 'ControlCallError';
  }
}

/** A verb that reads (GET), which waitFor may call again and again. */
export type ReadVerb = Extract<ControlVerb, `GET ${string}`>;

/** A journal entry, as GET /journal answers it. */
export type JournalEntry = ControlAnswer<'GET /journal'>['entries'][number];

export interface WaitOptions {
  /** How long to keep calling before giving up (default 10 s). */
  timeoutMs?: number;
  /** The pause between two calls (default 100 ms). */
  intervalMs?: number;
}

/** What verify counts: the provider calls to `path` (of one player, when named). */
export interface Expected {
  /** A provider path, as the journal names it (api-submit-bid). */
  path: string;
  /** A player's mobile: only their calls (the token's owner, or the number the body names). */
  player?: string;
  /** How many such calls the journal must hold. */
  count: number;
}

/** waitFor gave up: the condition never held. `last` is the last answer (or the last refusal). */
export class WaitTimeoutError extends Error {
  constructor(
    readonly verb: ReadVerb,
    readonly timeoutMs: number,
    readonly last: unknown,
  ) {
    const shown = last instanceof ControlCallError ? last.message : JSON.stringify(last);
    super(
      `${verb}: the condition did not hold within ${timeoutMs} ms; the last answer: ${shown.length > 2000 ? `${shown.slice(0, 2000)}...` : shown}`,
    );
    this.name = 'WaitTimeoutError';
  }
}

/** verify found another number of calls than expected. */
export class VerifyError extends Error {
  constructor(
    readonly expected: Expected,
    readonly entries: JournalEntry[],
  ) {
    const whose = expected.player === undefined ? '' : ` by ${expected.player}`;
    super(
      `Expected ${expected.count} call${expected.count === 1 ? '' : 's'} to ${expected.path}${whose}, the journal has ${entries.length}`,
    );
    this.name = 'VerifyError';
  }
}

export interface ControlClient {
  readonly baseUrl: string;
  /**
   * Calls a verb of the control plane (`/__sim`) and answers its 200 answer; anything else throws
   * a ControlCallError.
   */
  call<V extends ControlVerb>(verb: V, ...input: InputArgs<V>): Promise<ControlAnswer<V>>;
  /**
   * Calls a GET verb until `until(answer)` holds, and answers that answer. A call answered 404,
   * 503 or not at all is tried again (what is awaited may not exist yet); any other refusal is
   * thrown at once. After `timeoutMs`, throws a WaitTimeoutError showing the last answer.
   */
  waitFor<V extends ReadVerb>(
    verb: V,
    input: ControlInput<V> | undefined,
    until: (answer: ControlAnswer<V>) => boolean,
    options?: WaitOptions,
  ): Promise<ControlAnswer<V>>;
  /**
   * Reads the journal: the provider calls to `path` (by `player`, when named) must number
   * `count`, else throws a VerifyError naming both numbers. Answers those entries, newest first.
   * The journal keeps a world's last 5,000 calls.
   */
  verify(expected: Expected): Promise<JournalEntry[]>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_WAIT_MS = 10_000;
const DEFAULT_INTERVAL_MS = 100;
/** Refusals waitFor tries again: not there yet, no room yet, no answer. */
const NOT_YET: ReadonlySet<number> = new Set([0, 404, 503]);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The simulator's control plane over fetch: the same in Node, in Playwright tests and in a page.
 * Each verb's input and answer are typed by the control plane's own schemas (contract/).
 */
export function createControlClient(options: ControlClientOptions): ControlClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const send = options.fetch ?? fetch;

  async function call<V extends ControlVerb>(
    verb: V,
    ...[input]: InputArgs<V>
  ): Promise<ControlAnswer<V>> {
    const [method, pattern] = verb.split(' ') as [string, string];
    const fields: Record<string, unknown> = { ...(input as object) };
    for (const [key, value] of Object.entries(fields)) if (value === undefined) delete fields[key];
    // Path parameters are taken out of the input; the rest is the query or the body.
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
      const value = fields[name];
      delete fields[name];
      return encodeURIComponent(String(value));
    });
    const hasFields = Object.keys(fields).length > 0;
    const inQuery = method === 'GET' || method === 'DELETE';
    const search =
      inQuery && hasFields
        ? `?${new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]))}`
        : '';
    const withBody = !inQuery && hasFields;
    const headers: Record<string, string> = {};
    if (withBody) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const called = `${method} /__sim${path}`;

    let response: Response;
    try {
      response = await send(`${baseUrl}/__sim${path}${search}`, {
        method,
        headers,
        ...(withBody && { body: JSON.stringify(fields) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).message;
      throw new ControlCallError(
        verb,
        0,
        `no answer from ${baseUrl || 'this origin'} (${reason})`,
        called,
        error,
      );
    }
    const text = await response.text();
    const answer = parse(text) as { msg?: unknown } | undefined;
    if (!response.ok || answer === undefined) {
      const msg = typeof answer?.msg === 'string' ? answer.msg : text.slice(0, 200);
      throw new ControlCallError(verb, response.status, msg, called);
    }
    return answer as ControlAnswer<V>;
  }

  async function waitFor<V extends ReadVerb>(
    verb: V,
    input: ControlInput<V> | undefined,
    until: (answer: ControlAnswer<V>) => boolean,
    { timeoutMs: waitMs = DEFAULT_WAIT_MS, intervalMs = DEFAULT_INTERVAL_MS }: WaitOptions = {},
  ): Promise<ControlAnswer<V>> {
    const deadline = Date.now() + waitMs;
    const read = call as (verb: V, input?: ControlInput<V>) => Promise<ControlAnswer<V>>;
    let last: unknown;
    for (;;) {
      try {
        const answer = await read(verb, input);
        if (until(answer)) return answer;
        last = answer;
      } catch (error) {
        if (!(error instanceof ControlCallError) || !NOT_YET.has(error.status)) throw error;
        last = error;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new WaitTimeoutError(verb, waitMs, last);
      await pause(Math.min(intervalMs, left));
    }
  }

  async function verify(expected: Expected): Promise<JournalEntry[]> {
    const { entries } = await call('GET /journal', {
      path: expected.path,
      ...(expected.player !== undefined && { player: expected.player }),
      // The journal's capacity: every call it keeps.
      limit: String(JOURNAL_CAPACITY),
    });
    if (entries.length !== expected.count) throw new VerifyError(expected, entries);
    return entries;
  }

  return { baseUrl, call, waitFor, verify };
}
