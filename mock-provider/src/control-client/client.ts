import type { ControlAnswer, ControlVerb, InputArgs } from './types';

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

export interface ControlClient {
  readonly baseUrl: string;
  /**
   * Calls a verb of the control plane (`/__sim`) and answers its 200 answer; anything else throws
   * a ControlCallError.
   */
  call<V extends ControlVerb>(verb: V, ...input: InputArgs<V>): Promise<ControlAnswer<V>>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The simulator's control plane over fetch: the same in Node, in Playwright tests and in a page.
 * Each verb's input and answer are typed by the control plane's own schemas (routes/control/contract).
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

  return { baseUrl, call };
}
