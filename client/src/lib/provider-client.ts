/**
 * The one provider client. Every call is `POST {host}/{path}` with a JSON body carrying env_type and
 * app_key. The answer is read as text because the real server may print notices before the JSON
 * object; `status` is tested by truthiness ("true" is a success on api-check-mobile). The Starline
 * and Gali lists come without a status, and an empty list as `status: false` with the empty list:
 * both are answers, not failures.
 */
import {
  ANSWERS_WITHOUT_STATUS,
  type EndpointPath,
  type RequestOf,
  type SuccessOf,
} from '@panna/shared/protocol';
import { getConfig, providerHost } from './config';
import { heardProvider } from './provider-clock';

/** What went wrong: the server said no, the network failed, or the answer was not JSON. */
export type ProviderErrorKind = 'status' | 'network' | 'parse';

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly kind: ProviderErrorKind,
    readonly path: string,
    /** The server's `msg` (or `message`) on a `status` failure; empty otherwise. */
    readonly serverMessage: string,
    options?: { cause?: unknown },
  ) {
    super(serverMessage || `${path}: ${kind} failure`, options);
  }
}

export const isProviderError = (error: unknown): error is ProviderError =>
  error instanceof ProviderError;

/** The body a caller supplies: everything but the envelope, which is added here. */
export type ProviderBody<P extends EndpointPath> = Omit<RequestOf<P>, 'env_type' | 'app_key'>;

export interface CallOptions<P extends EndpointPath = EndpointPath> {
  signal?: AbortSignal;
  /** A list call's list field: `status: false` with that list empty is an empty answer. */
  emptyList?: keyof SuccessOf<P> & string;
}

/** Finds the first `{` from which the rest of the text parses as a JSON object. */
export function extractJsonObject(text: string): Record<string, unknown> | undefined {
  const end = text.lastIndexOf('}');
  // Stryker disable next-line StringLiteral: from any place before a brace, the same object or none is found.
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    try {
      // From a `{` to the last `}`, what parses is an object.
      return JSON.parse(text.slice(start, end + 1)) as Record<string, unknown>;
    } catch {
      // A brace inside the notice text (or none after it): try the next one.
    }
  }
  return undefined;
}

/** true, "true", 1 and "1" succeed; false, "false", "0", "" and absence fail. */
export function isSuccessStatus(status: unknown): boolean {
  if (typeof status === 'string') return !['', 'false', '0'].includes(status.trim().toLowerCase());
  return Boolean(status);
}

/** An answer rather than a refusal: a success, a list answered without status, or an empty list. */
function isAnswer(path: string, answer: Record<string, unknown>, emptyList?: string): boolean {
  if (isSuccessStatus(answer.status)) return true;
  if (!('status' in answer)) return ANSWERS_WITHOUT_STATUS.includes(path);
  // Stryker disable next-line ConditionalExpression: answer[undefined] is undefined as well.
  const list = emptyList === undefined ? undefined : answer[emptyList];
  return Array.isArray(list) && list.length === 0;
}

function messageOf(answer: Record<string, unknown>): string {
  const msg = answer.msg ?? answer.message;
  return typeof msg === 'string' ? msg : '';
}

export async function callProvider<P extends EndpointPath>(
  path: P,
  body: ProviderBody<P>,
  options: CallOptions<P> = {},
): Promise<SuccessOf<P>> {
  let text: string;
  try {
    const response = await fetch(`${providerHost()}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: envelope(body),
      signal: options.signal ?? null,
    });
    text = await response.text();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ProviderError('network', path, '', { cause });
  }
  const answer = readAnswer(path, text, options.emptyList);
  // The provider's time, as the dashboard's rows show it (provider-clock.ts).
  heardProvider(answer);
  return answer;
}

/** The envelope a body is sent in: the caller's fields, the environment and the app key. */
export function envelope<P extends EndpointPath>(body: ProviderBody<P>): string {
  const { appKey, envType } = getConfig();
  return JSON.stringify({ ...body, env_type: envType, app_key: appKey });
}

/** An answer's text read as the protocol says: its JSON object, a success or a refusal. */
export function readAnswer<P extends EndpointPath>(
  path: P,
  text: string,
  emptyList?: keyof SuccessOf<P> & string,
): SuccessOf<P> {
  const answer = extractJsonObject(text);
  if (!answer) throw new ProviderError('parse', path, '');
  if (!isAnswer(path, answer, emptyList))
    throw new ProviderError('status', path, messageOf(answer));
  return answer as SuccessOf<P>;
}
