import type { FastifyInstance } from 'fastify';
import { overridesOf } from '../../domain/control/overrides';
import { onEndpoint } from './define';
import { callerMobile } from './caller';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the override that answered this call, if one did (for the journal). */
    overrideId: string | null;
  }
}

/**
 * Answer overrides, on provider routes only (chosen by the route's `endpoint`, never by URL): once
 * the body is parsed (the journal shows what was sent), after the faults (a latency still delays
 * the answer, a text prefix is still printed before it) and before any check or handler, so
 * nothing is written. The answer is the override's JSON, with its HTTP status.
 */
export function registerOverrideHooks(app: FastifyInstance): void {
  app.decorateRequest('overrideId', null);
  onEndpoint(app, (path) => ({
    preValidation: (request, reply, done) => {
      // A sandbox not made yet has no overrides.
      const world = request.existingWorld;
      const override =
        world && overridesOf(world).take(path, () => callerMobile(request.body, null, world));
      if (!override) return done();
      request.overrideId = override.id;
      reply
        .code(override.status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(override.answer));
    },
  }));
}
