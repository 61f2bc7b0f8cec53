import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Exchange } from './har';

/** How long the upstream may take to answer a call, its whole answer read. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * The most of an answer the proxy reads, in bytes: far above any real provider answer (the
 * longest lists are a few hundred kilobytes), so that an endless or huge answer costs the proxy
 * this much memory per call at most.
 */
export const UPSTREAM_ANSWER_LIMIT = 16 * 1024 * 1024;

/** Why an answer past the limit is not passed on (the HAR's `_error`, the 502's message). */
const TOO_LARGE = `its answer was larger than ${UPSTREAM_ANSWER_LIMIT / 1024 / 1024} MiB, the most the proxy reads`;

/**
 * Request headers not passed on: the connection's own (hop-by-hop), the host and length (the
 * upstream's are set for it), and the encodings (the answer is read, recorded and sent as text).
 */
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'accept-encoding',
  'expect',
]);

/**
 * The answer headers that matter to a client and are the upstream's to say: its type, caching,
 * cookies, redirects and throttling. The connection's own, the length and encoding (the body is
 * sent decoded) and CORS (the proxy answers the browser for itself) are not passed back.
 */
export const ANSWER_HEADERS = new Set([
  'content-type',
  'cache-control',
  'expires',
  'pragma',
  'set-cookie',
  'location',
  'retry-after',
  'www-authenticate',
  'content-disposition',
]);

/** An upstream base URL as the proxy uses it: http(s), no query, no trailing slash; else throws. */
export function upstreamBase(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`The upstream must be an http(s) URL, not "${text}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(`The upstream must be an http(s) URL without a query, not "${text}"`);
  return url.toString().replace(/\/+$/, '');
}

function forwardedHeaders(headers: IncomingHttpHeaders): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.push([name, one]);
  }
  return out;
}

/**
 * An answer's body, read as it streams, up to `limit` bytes: none when it says or proves to be
 * longer, the rest left unread and the connection closed.
 */
async function bodyWithin(response: Response, limit: number): Promise<Buffer | undefined> {
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Sends one call to `url` (forwarded-url.ts) as it came (method, headers, body bytes) and reads
 * its answer, redirects included as answers, up to UPSTREAM_ANSWER_LIMIT. Never throws: a call
 * that got no answer is an exchange with status 0 and the reason; an answer past the limit keeps
 * its status and headers, with no body and the reason.
 */
export async function forward(call: {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}): Promise<Exchange> {
  const started = new Date();
  const clock = performance.now();
  const url = call.url;
  const requestHeaders = forwardedHeaders(call.headers);
  const base = { started, method: call.method, url, requestHeaders, requestBody: call.body };
  try {
    const response = await fetch(url, {
      method: call.method,
      headers: [...requestHeaders, ['accept-encoding', 'identity']],
      ...(call.body.length > 0 && { body: new Uint8Array(call.body) }),
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const responseBody = await bodyWithin(response, UPSTREAM_ANSWER_LIMIT);
    const responseHeaders: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') responseHeaders.push([name, value]);
    });
    for (const cookie of response.headers.getSetCookie())
      responseHeaders.push(['set-cookie', cookie]);
    return {
      ...base,
      time: Math.round(performance.now() - clock),
      status: response.status,
      statusText: response.statusText,
      responseHeaders,
      responseBody: responseBody ?? Buffer.alloc(0),
      ...(responseBody === undefined && { error: TOO_LARGE }),
    };
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    return {
      ...base,
      time: Math.round(performance.now() - clock),
      status: 0,
      statusText: '',
      responseHeaders: [],
      responseBody: Buffer.alloc(0),
      error: cause ? `${(error as Error).message}: ${cause}` : (error as Error).message,
    };
  }
}
