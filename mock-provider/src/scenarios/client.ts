import { ANSWERS_WITHOUT_STATUS } from '@panna/shared';
import { ControlCallError, createControlClient, type ControlClient } from '../control-client';
import type { CallOutcome } from './format';
import {
  PROVIDER_PATH_RULE,
  isProviderPath,
  outsideWorld,
  worldRoot,
  type WorldRoot,
} from './world-url';

/** A failure of the run itself (a bad reference, a refused control call), not an expectation. */
export class ScenarioError extends Error {}

/** A call the run refused to send: it would have acted outside the run's world. */
export class OutsideWorld extends ScenarioError {}

/** The run was stopped (its time limit, its caller gone): the signal's reason says which. */
export class RunStopped extends Error {}

/** One provider call as the scenario saw it. */
export interface CallResult {
  path: string;
  outcome: CallOutcome;
  /** HTTP status; 0 when the connection was dropped. */
  http: number;
  /** The JSON answer (cut out of surrounding text if need be). */
  answer?: Record<string, unknown>;
  msg?: string;
}

export interface SimOptions {
  /** The simulator's origin: http://127.0.0.1:8787 */
  base: string;
  /** The sandbox the run acts on; undefined for the default world. */
  sandbox: string | undefined;
  appKey: string;
  envType?: string;
  controlToken?: string | undefined;
  /** The fetch to call with (default the global one; POST /__sim/scenarios/run passes its own). */
  fetch?: typeof fetch;
  /**
   * Stops the run: provider calls in flight are abandoned (so a latency fault holds nothing).
   * Control calls are left to finish (they are quick and never faulted), so a step whose first
   * change landed completes the rest of it.
   */
  signal?: AbortSignal;
}

const TIMEOUT_MS = 30_000;

/** The JSON object in a body, even with text printed before it (the real provider's quirk). */
function jsonIn(text: string): Record<string, unknown> | undefined {
  for (const candidate of [text, text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)]) {
    try {
      const parsed = JSON.parse(candidate) as unknown;
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/**
 * Talks to one world of a running simulator over real HTTP, as a client and as QA would. Every
 * URL it sends, provider and control alike, is first proven to be in that world (world-url.ts).
 */
export class SimClient {
  /** The world's URL: `http://127.0.0.1:8787/s/qa`, or the origin for the default world. */
  readonly root: string;
  /** The world's control plane; a refusal throws with the simulator's msg. */
  readonly control: ControlClient;
  private readonly world: WorldRoot;
  private readonly send: typeof fetch;

  constructor(private readonly options: SimOptions) {
    this.world = worldRoot(options.base, options.sandbox);
    this.root = `${this.world.origin}${this.world.prefix}`;
    const send = options.fetch ?? fetch;
    this.send = (async (input: string | URL | Request, init?: RequestInit) => {
      const problem = outsideWorld(this.world, String(input));
      if (problem) throw new OutsideWorld(`${problem}: a scenario acts only on ${this.world.name}`);
      return send(input, init);
    }) as typeof fetch;
    const control = createControlClient({
      baseUrl: this.root,
      token: options.controlToken,
      timeoutMs: TIMEOUT_MS,
      fetch: this.send,
    });
    // The client reports a fetch that threw as "no answer": a refusal here is the step's error.
    const call: ControlClient['call'] = async (verb, ...input) => {
      try {
        return await control.call(verb, ...input);
      } catch (error) {
        if (error instanceof ControlCallError && error.cause instanceof OutsideWorld)
          throw error.cause;
        throw error;
      }
    };
    this.control = { ...control, call };
  }

  /** Why the run stopped, once it was stopped. */
  get stopped(): RunStopped | undefined {
    const { signal } = this.options;
    if (!signal?.aborted) return undefined;
    return signal.reason instanceof RunStopped
      ? signal.reason
      : new RunStopped(String(signal.reason));
  }

  /**
   * A provider call with the envelope. Every ending is an outcome to expect (a refusal, an HTTP
   * error, a dropped call); it throws only when the call would leave the world or the run stopped.
   */
  async provider(path: string, body: Record<string, unknown> = {}): Promise<CallResult> {
    if (!isProviderPath(path))
      throw new OutsideWorld(
        `path ${JSON.stringify(path)} is not a provider path (${PROVIDER_PATH_RULE}): a scenario acts only on ${this.world.name}`,
      );
    const stopped = this.stopped;
    if (stopped) throw stopped;
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const { signal } = this.options;
    let response: Response;
    try {
      response = await this.send(`${this.root}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          env_type: this.options.envType ?? 'Prod',
          app_key: this.options.appKey,
          ...body,
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (error instanceof OutsideWorld) throw error;
      const stopped = this.stopped;
      if (stopped) throw stopped;
      return { path, outcome: 'dropped', http: 0 };
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 400) return { path, outcome: 'http_error', http: response.status };
    const answer = jsonIn(text);
    if (!answer) return { path, outcome: 'not_json', http: response.status };
    const msg = typeof answer.msg === 'string' ? answer.msg : undefined;
    // The protocol's status is true, "true" or false: test truthiness, as clients do. The lists the
    // real server sends without a status are answers when they do not say otherwise.
    const statusless = ANSWERS_WITHOUT_STATUS.includes(path) && !('status' in answer);
    const outcome =
      statusless || (answer.status && answer.status !== 'false') ? 'accepted' : 'refused';
    return { path, outcome, http: response.status, answer, ...(msg !== undefined && { msg }) };
  }
}
