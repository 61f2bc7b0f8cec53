/**
 * Where the recording proxy may send a call: to a provider path directly under the upstream's
 * base, and nowhere else. The upstream URL is built from the base and a checked segment, never
 * from the URL as called, so no spelling (dot segments in any encoding, backslashes, `;`, a
 * registry path or a sandbox prefix before them) can reach the upstream's control plane or any
 * path outside its base.
 */

/**
 * A provider path, once decoded: one segment of letters, digits, `-` and `_`. Every endpoint of
 * the real provider has this form (`api-get-dashboard-data`).
 */
const PROVIDER_SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * First segments that are the simulator's own (its control plane, docs and sandbox prefix), here
 * and on an upstream that is a simulator: never a provider path, in any case.
 */
const OWN_SEGMENTS = new Set(['__sim', 'docs', 's']);

export const NOT_FORWARDED_MSG =
  'Not forwarded: the recording proxy forwards a provider path only, one segment of letters, digits, - and _ (such as /api-get-dashboard-data)';

/** Whether a path called on the proxy starts with one of the simulator's own segments, as sent. */
export const isOwnPath = (url: string): boolean =>
  OWN_SEGMENTS.has(/^\/([^/?#]*)/.exec(url)?.[1] ?? '');

/** The provider path a URL names: its path decoded once (a malformed escape refused), checked. */
function providerSegment(path: string): string | undefined {
  if (!path.startsWith('/')) return undefined;
  let segment: string;
  try {
    segment = decodeURIComponent(path.slice(1));
  } catch {
    return undefined;
  }
  return PROVIDER_SEGMENT.test(segment) && !OWN_SEGMENTS.has(segment.toLowerCase())
    ? segment
    : undefined;
}

/**
 * The upstream URL of a call to the proxy (`url` as called, its sandbox prefix taken off): the
 * base's path, `/`, the provider path, then the query as it came (it cannot move the path). None
 * when the call does not name a provider path, or the URL built is not right under the base.
 */
export function forwardedUrl(upstream: string, url: string): URL | undefined {
  const queryAt = url.indexOf('?');
  const segment = providerSegment(queryAt === -1 ? url : url.slice(0, queryAt));
  if (segment === undefined) return undefined;
  const base = new URL(upstream);
  const path = `${base.pathname.replace(/\/+$/, '')}/${segment}`;
  const target = new URL(base);
  target.pathname = path;
  target.search = queryAt === -1 ? '' : url.slice(queryAt);
  return target.origin === base.origin && target.pathname === path && target.hash === ''
    ? target
    : undefined;
}
