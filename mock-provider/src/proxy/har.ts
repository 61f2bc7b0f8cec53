/**
 * HAR 1.2, the format browsers export a session's traffic in (the "HTTP Archive": a `log` holding
 * `entries`, one per request and its response): the parts the recording proxy writes and the
 * drift report reads. Secrets never reach a file: what secrets.ts calls one (passwords, PINs, OTPs,
 * session tokens, cookies, ...) is masked in bodies, answers, query strings and headers.
 */
import {
  isSecretKey,
  jsonObjectIn,
  maskBodyText as maskAnyBody,
  maskFields,
  maskUrlText,
  type Masker,
} from '../contract/secrets';

export interface HarNameValue {
  name: string;
  value: string;
}

export interface HarContent {
  size: number;
  mimeType: string;
  text?: string;
  /** "base64" when `text` holds bytes that are not text. */
  encoding?: string;
}

export interface HarEntry {
  /** When the request started (ISO, the machine's clock: a HAR times real traffic). */
  startedDateTime: string;
  /** Milliseconds from the request to the end of its answer. */
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    /** 0 when no answer came (as browsers record a failed request). */
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    content: HarContent;
    redirectURL: string;
    headersSize: number;
    bodySize: number;
    /**
     * Why no answer came, or why the one that came was not kept (past the proxy's limit): a
     * custom field, as HAR allows (its name starts with `_`).
     */
    _error?: string;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
}

export interface Har {
  log: {
    version: string;
    creator: { name: string; version: string };
    entries: HarEntry[];
  };
}

export const HAR_CREATOR = { name: 'Panna recording proxy', version: '0.1.0' } as const;

/** What a masked password or PIN reads: its length is not kept either. */
export const MASK = '********';

/** A token's or a code's characters but the punctuation of its form (a JWT's dots, a UUID's dashes). */
const MASKED_CHARACTERS = /[^-_.:/+=~ ]/g;

/**
 * How the HAR writes a secret (which fields hold one is the rule of secrets.ts). Passwords and
 * PINs become MASK; tokens and OTPs keep their type and form, so that the drift report still reads
 * their format: a number is 0, digits are zeros, any other text has each character but the
 * punctuation of its form an `x`.
 */
const harMask: Masker = (value, kind) => {
  if (value === null || value === '' || typeof value === 'boolean') return value;
  if (kind === 'chosen') return MASK;
  if (typeof value === 'number') return 0;
  if (typeof value !== 'string') return MASK;
  return /^\d+$/.test(value) ? '0'.repeat(value.length) : value.replace(MASKED_CHARACTERS, 'x');
};

/** A JSON value with every secret field masked, at any depth. */
export const maskSecrets = (value: unknown): unknown => maskFields(value, harMask);

export { jsonObjectIn };

/**
 * A body's text with its secrets masked: JSON (after a PHP notice too), a form, a multipart
 * body's fields (its files left out), or `key: value` text. A text with nothing to mask is kept
 * as it came.
 */
export const maskBodyText = (text: string, mimeType: string): string =>
  maskAnyBody(text, mimeType, harMask);

/** A URL with the secrets in its query masked. */
export const maskUrl = (url: URL): string => maskUrlText(url.toString(), harMask);

/** Headers whose value is a URL, whose query may carry a token. */
const URL_HEADERS: ReadonlySet<string> = new Set(['location', 'content-location', 'referer']);

/** A header's value as the HAR keeps it: a credential masked, a URL's query masked. */
function harHeaderValue(name: string, value: string): string {
  if (isSecretKey(name)) return MASK;
  return URL_HEADERS.has(name.toLowerCase()) ? maskUrlText(value, harMask) : value;
}

/** Headers as HAR lists them, credentials masked. */
export const harHeaders = (headers: readonly (readonly [string, string])[]): HarNameValue[] =>
  headers.map(([name, value]) => ({ name, value: harHeaderValue(name, value) }));

/** Whether a body of this type is text (kept as text, masked) rather than bytes (base64). */
const isTextType = (mimeType: string): boolean =>
  mimeType === '' ||
  /^text\/|json|javascript|xml|x-www-form-urlencoded|multipart\//i.test(mimeType);

/** Bytes that are not UTF-8 (an image, a file): a body of any other type is read as text. */
const utf8 = new TextDecoder('utf-8', { fatal: true });
function textOf(body: Buffer): string | undefined {
  try {
    return utf8.decode(body);
  } catch {
    return undefined;
  }
}

/** One call as the proxy forwarded it, and what came back. */
export interface Exchange {
  started: Date;
  /** Milliseconds until the answer was read (or the call failed). */
  time: number;
  method: string;
  url: URL;
  requestHeaders: [string, string][];
  requestBody: Buffer;
  /** 0 when no answer came. */
  status: number;
  statusText: string;
  responseHeaders: [string, string][];
  responseBody: Buffer;
  /** Why no answer came (status 0), or why its body was not read (an answer past the limit). */
  error?: string;
}

const headerValue = (headers: [string, string][], name: string): string =>
  headers.find(([key]) => key.toLowerCase() === name)?.[1] ?? '';

/**
 * A body as HAR holds it: text, masked, when its type is text or its bytes read as UTF-8 whatever
 * type they came under (a form sent as octet-stream is still a form); else its bytes in base64.
 */
function contentOf(body: Buffer, mimeType: string): HarContent {
  if (body.length === 0) return { size: 0, mimeType };
  const text = isTextType(mimeType) ? body.toString('utf8') : textOf(body);
  return text !== undefined
    ? { size: body.length, mimeType, text: maskedOrNotKept(text, mimeType) }
    : { size: body.length, mimeType, text: body.toString('base64'), encoding: 'base64' };
}

/** What stands for a body that could not be masked (no known text does that): never the body. */
export const NOT_MASKED = '[a body that could not be masked: not kept]';

function maskedOrNotKept(text: string, mimeType: string): string {
  try {
    return maskBodyText(text, mimeType);
  } catch {
    return NOT_MASKED;
  }
}

/** The HAR entry of an exchange, secrets masked. */
export function harEntry(exchange: Exchange): HarEntry {
  const requestType = headerValue(exchange.requestHeaders, 'content-type');
  const requestText = contentOf(exchange.requestBody, requestType).text;
  const responseType = headerValue(exchange.responseHeaders, 'content-type');
  const url = maskUrl(exchange.url);
  return {
    startedDateTime: exchange.started.toISOString(),
    time: exchange.time,
    request: {
      method: exchange.method,
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: harHeaders(exchange.requestHeaders),
      queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
      ...(requestText !== undefined && {
        postData: { mimeType: requestType, text: requestText },
      }),
      headersSize: -1,
      bodySize: exchange.requestBody.length,
    },
    response: {
      status: exchange.status,
      statusText: exchange.statusText,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: harHeaders(exchange.responseHeaders),
      content: contentOf(exchange.responseBody, responseType),
      redirectURL: maskUrlText(headerValue(exchange.responseHeaders, 'location'), harMask),
      headersSize: -1,
      bodySize: exchange.error === undefined ? exchange.responseBody.length : -1,
      ...(exchange.error !== undefined && { _error: exchange.error }),
    },
    cache: {},
    timings: { send: 0, wait: exchange.time, receive: 0 },
  };
}
