import { REFUSAL_REASONS, REFUSED_PATHS, type RefusedPath } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from './define';

/**
 * The real server's route-table paths the simulator refuses (shared/src/protocol/refused.ts): each
 * a provider route, so journal, faults and overrides see it, answering its reason after the app
 * key check.
 */
export function registerRefused(app: FastifyInstance): void {
  for (const path of Object.keys(REFUSED_PATHS) as RefusedPath[]) {
    const answer = { status: false, msg: REFUSAL_REASONS[REFUSED_PATHS[path]] } as const;
    defineEndpoint(app, path, () => answer);
  }
}
