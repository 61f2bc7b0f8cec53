import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Exchange } from './har';

/** How long the upstream may take to answer a call. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

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

/** The upstream URL of a path called on the proxy: the upstream's own path, then this one. */
export const upstreamUrl = (upstream: string, path: string): URL =>
  new URL(`${upstream.replace(/\/+$/, '')}${path}`);

function forwardedHeaders(headers: IncomingHttpHeaders): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.push([name, one]);
  }
  return out;
}

/**
 * Sends one call to the upstream as it came (method, path, headers, body bytes) and reads its
 * whole answer, redirects included as answers. Never throws: a call that got no answer is an
 * exchange with status 0 and the reason.
 */
export async function forward(
  upstream: string,
  call: { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer },
): Promise<Exchange> {
  const started = new Date();
  const clock = performance.now();
  const url = upstreamUrl(upstream, call.path);
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
    const responseBody = Buffer.from(await response.arrayBuffer());
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
      responseBody,
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
