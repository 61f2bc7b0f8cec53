import type { FastifyRequest } from 'fastify';
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
 * (the URL the routes see has the prefix stripped, so it is read from the original URL).
 */
export function worldBase(request: FastifyRequest): string {
  const name = sandboxName(request.raw);
  return `${request.protocol}://${request.host}${name ? `/s/${name}` : ''}`;
}

/** A path under the world's base; absolute URLs (a setting pointing elsewhere) are kept. */
export function absoluteUrl(request: FastifyRequest, path: string): string {
  return /^https?:\/\//i.test(path)
    ? path
    : `${worldBase(request)}${path.startsWith('/') ? '' : '/'}${path}`;
}
