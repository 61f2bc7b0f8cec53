import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { sandboxName } from '../../worlds/request-world';

/** Where the mock's own pages live; the provider answers them as absolute URLs. */
export const PAGE_PATHS = {
  jodiChart: (marketId: number) => `/charts/${marketId}/jodi`,
  panelChart: (marketId: number) => `/charts/${marketId}/panel`,
  starlineChart: '/charts/starline',
  galiChart: '/charts/gali',
  slider: (n: number) => `/static/slider-${n}.svg`,
} as const;

/**
 * The absolute base of this request's world: scheme, host and, for a sandbox, `/s/{name}`
 * (the URL the routes see has the prefix stripped, so it is read from the original URL). The
 * scheme and host are Fastify's `request.protocol` and `request.host` with no proxy trusted.
 */
export function worldBase(raw: IncomingMessage): string {
  const name = sandboxName(raw);
  const scheme = (raw.socket as TLSSocket | null)?.encrypted ? 'https' : 'http';
  return `${scheme}://${raw.headers.host ?? raw.headers[':authority'] ?? ''}${name ? `/s/${name}` : ''}`;
}

/** A path under the world's base; absolute URLs (a setting pointing elsewhere) are kept. */
export function absoluteUrl(raw: IncomingMessage, path: string): string {
  return /^https?:\/\//i.test(path)
    ? path
    : `${worldBase(raw)}${path.startsWith('/') ? '' : '/'}${path}`;
}
