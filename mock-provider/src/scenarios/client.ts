import { ANSWERS_WITHOUT_STATUS } from '@panna/shared';
import { createControlClient, type ControlClient } from '../control-client';
import { DEFAULT_WORLD } from '../domain/names';
import type { CallOutcome } from './format';

/** A failure of the run itself (a bad reference, a refused control call), not an expectation. */
export class ScenarioError extends Error {}

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
  sandbox: string;
  appKey: string;
  envType?: string;
  controlToken?: string | undefined;
  /** The fetch to call with (default the global one; POST /__sim/scenarios/run passes its own). */
  fetch?: typeof fetch;
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

/** Talks to one sandbox of a running simulator over real HTTP, as a client and as QA would. */
export class SimClient {
  readonly root: string;
  /** The sandbox's control plane; a refusal throws with the simulator's msg. */
  readonly control: ControlClient;

  constructor(private readonly options: SimOptions) {
    const base = options.base.replace(/\/+$/, '');
    // The default world (a run in it from its own control plane) has no /s/ name: it is reserved.
    this.root = options.sandbox === DEFAULT_WORLD ? base : `${base}/s/${options.sandbox}`;
    this.control = createControlClient({
      baseUrl: this.root,
      token: options.controlToken,
      timeoutMs: TIMEOUT_MS,
      ...(options.fetch && { fetch: options.fetch }),
    });
  }

  /** A provider call with the envelope. Never throws: every ending is an outcome to expect. */
  async provider(path: string, body: Record<string, unknown> = {}): Promise<CallResult> {
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(`${this.root}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          env_type: this.options.envType ?? 'Prod',
          app_key: this.options.appKey,
          ...body,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
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
