/**
 * HAR 1.2, the format browsers export a session's traffic in (the "HTTP Archive": a `log` holding
 * `entries`, one per request and its response): the parts the recording proxy writes and the
 * drift report reads. Secrets never reach a file: passwords, PINs, OTPs and session tokens are
 * masked in bodies, query strings and headers.
 */

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
    /** Why no answer came (a custom field, as HAR allows: its name starts with `_`). */
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

/** Fields holding a secret: passwords (`password`, `new_pass`), PINs, OTPs and session tokens. */
const SECRET_KEY = /(pass|password|pin|otp|token)$/i;
/** Secrets the player chose: masked whole. */
const CHOSEN_SECRET_KEY = /(pass|password|pin)$/i;
/** Headers that carry credentials. */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
]);
/** Deeper than any protocol body; a body nested further is not walked (nor kept). */
const MAX_DEPTH = 64;
const TOO_DEEP = Symbol('too deep');

/**
 * A secret's mask. Passwords and PINs become MASK; tokens and OTPs keep their type and form, so
 * that the drift report still reads their format: a number is 0, digits are zeros, any other
 * text has each letter and digit an `x`.
 */
function maskValue(key: string, value: unknown): unknown {
  if (value === null || value === '' || typeof value === 'boolean') return value;
  if (CHOSEN_SECRET_KEY.test(key)) return MASK;
  if (typeof value === 'number') return 0;
  if (typeof value !== 'string') return MASK;
  return /^\d+$/.test(value) ? '0'.repeat(value.length) : value.replace(/[A-Za-z0-9]/g, 'x');
}

function masked(value: unknown, key: string, depth: number): unknown {
  if (depth > MAX_DEPTH) throw TOO_DEEP;
  if (Array.isArray(value)) return value.map((item) => masked(item, key, depth + 1));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, masked(v, k, depth + 1)] as const),
    );
  return SECRET_KEY.test(key) ? maskValue(key, value) : value;
}

/** A JSON value with every secret field masked, at any depth. */
export const maskSecrets = (value: unknown): unknown => masked(value, '', 0);

/** Braces tried as the start of the JSON object: a notice holds few, a hostile text many. */
const MAX_STARTS = 16;

/** The first JSON object in a text (a PHP notice may come before it) and where it starts. */
export function jsonObjectIn(
  text: string,
): { value: Record<string, unknown>; start: number } | undefined {
  const end = text.lastIndexOf('}');
  let tries = 0;
  for (let start = text.indexOf('{'); start !== -1 && start < end && tries < MAX_STARTS;) {
    tries += 1;
    try {
      const value = JSON.parse(text.slice(start, end + 1)) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        return { value: value as Record<string, unknown>, start };
    } catch {
      // A brace in the notice's text: try the next one.
    }
    start = text.indexOf('{', start + 1);
  }
  return undefined;
}

/** Form fields and query parameters with their secrets masked. */
function maskedParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of params)
    out.append(name, SECRET_KEY.test(name) ? String(maskValue(name, value)) : value);
  return out;
}

/**
 * A body's text with its secrets masked: the JSON object in it (what came before it kept), or a
 * form's fields. A text with nothing to mask is kept as it came.
 */
export function maskBodyText(text: string, mimeType: string): string {
  if (/x-www-form-urlencoded/i.test(mimeType))
    return maskedParams(new URLSearchParams(text)).toString();
  const found = jsonObjectIn(text);
  if (!found) return text;
  let value: unknown;
  try {
    value = maskSecrets(found.value);
  } catch (error) {
    if (error === TOO_DEEP) return '[a body nested too deep to be masked: not kept]';
    throw error;
  }
  const before = JSON.stringify(found.value);
  const after = JSON.stringify(value);
  return before === after ? text : `${text.slice(0, found.start)}${after}`;
}

/** A URL with the secrets in its query masked. */
export function maskUrl(url: URL): string {
  const copy = new URL(url);
  copy.search = maskedParams(url.searchParams).toString();
  return copy.toString();
}

/** Headers as HAR lists them, credentials masked. */
export const harHeaders = (headers: readonly (readonly [string, string])[]): HarNameValue[] =>
  headers.map(([name, value]) => ({
    name,
    value: SECRET_HEADERS.has(name.toLowerCase()) ? MASK : value,
  }));

/** Whether a body of this type is text (kept as text, masked) rather than bytes (base64). */
const isTextType = (mimeType: string): boolean =>
  mimeType === '' || /^text\/|json|javascript|xml|x-www-form-urlencoded/i.test(mimeType);

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
  /** Why no answer came. */
  error?: string;
}

const headerValue = (headers: [string, string][], name: string): string =>
  headers.find(([key]) => key.toLowerCase() === name)?.[1] ?? '';

function contentOf(body: Buffer, mimeType: string): HarContent {
  if (body.length === 0) return { size: 0, mimeType };
  return isTextType(mimeType)
    ? { size: body.length, mimeType, text: maskBodyText(body.toString('utf8'), mimeType) }
    : { size: body.length, mimeType, text: body.toString('base64'), encoding: 'base64' };
}

/** The HAR entry of an exchange, secrets masked. */
export function harEntry(exchange: Exchange): HarEntry {
  const requestType = headerValue(exchange.requestHeaders, 'content-type');
  const requestText = contentOf(exchange.requestBody, requestType).text;
  const responseType = headerValue(exchange.responseHeaders, 'content-type');
  return {
    startedDateTime: exchange.started.toISOString(),
    time: exchange.time,
    request: {
      method: exchange.method,
      url: maskUrl(exchange.url),
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: harHeaders(exchange.requestHeaders),
      queryString: [...maskedParams(exchange.url.searchParams)].map(([name, value]) => ({
        name,
        value,
      })),
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
      redirectURL: headerValue(exchange.responseHeaders, 'location'),
      headersSize: -1,
      bodySize: exchange.error === undefined ? exchange.responseBody.length : -1,
      ...(exchange.error !== undefined && { _error: exchange.error }),
    },
    cache: {},
    timings: { send: 0, wait: exchange.time, receive: 0 },
  };
}
