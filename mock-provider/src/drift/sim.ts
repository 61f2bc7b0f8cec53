import { createControlClient, type ControlClient } from '../control-client';
import { answerOf, type Answer } from './recording';

const TIMEOUT_MS = 30_000;

export interface SimOptions {
  /** The simulator's origin: http://127.0.0.1:8787 */
  base: string;
  sandbox: string;
  appKey: string;
  envType: string;
  controlToken?: string | undefined;
}

export type Envelope = 'ours' | 'none' | 'wrong';

/** The world set up for a drift run could not be made: a refused setup call. */
export class SetupError extends Error {}

/** One sandbox of a running simulator, over HTTP: its provider calls as they come, and its control plane. */
export class DriftSim {
  readonly root: string;
  readonly control: ControlClient;

  constructor(private readonly options: SimOptions) {
    this.root = `${options.base.replace(/\/+$/, '')}/s/${options.sandbox}`;
    this.control = createControlClient({
      baseUrl: this.root,
      token: options.controlToken,
      timeoutMs: TIMEOUT_MS,
    });
  }

  /**
   * A provider call, answered as it came. `envelope`: this simulator's app key and environment,
   * none (a call sent without them), or a wrong app key.
   */
  async call(
    path: string,
    body: Record<string, unknown>,
    envelope: Envelope = 'ours',
  ): Promise<Answer> {
    const { appKey, envType } = this.options;
    const fields =
      envelope === 'none'
        ? {}
        : { env_type: envType, app_key: envelope === 'ours' ? appKey : `not-${appKey}` };
    const response = await fetch(`${this.root}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, ...fields }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return answerOf(
      response.status,
      response.headers.get('content-type') ?? '',
      await response.text(),
    );
  }

  /** A call the world's setup needs to succeed; anything else stops the run. */
  async must(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = await this.call(path, body);
    const json = answer.json;
    if (!json?.status || json.status === 'false')
      throw new SetupError(`${path} answered ${answer.http} ${JSON.stringify(json)}`);
    return json;
  }
}
