import { isEndpointPath } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../contract/control-error';
import { overridesOf } from '../../domain/control/overrides';
import { defineVerb } from './define-verb';

/** Answer overrides on the provider's endpoints: add, list, remove. */
export function registerOverrideControl(app: FastifyInstance): void {
  defineVerb(app, 'POST /overrides', async (request) => {
    const { path } = request.body;
    if (!isEndpointPath(path)) throw badRequest(`Unknown provider path ${path.slice(0, 100)}`);
    return { status: true as const, id: overridesOf(request.world).add(request.body).id };
  });

  defineVerb(app, 'GET /overrides', async (request) => ({
    status: true as const,
    overrides: [...overridesOf(request.world).list()],
  }));

  defineVerb(app, 'DELETE /overrides/:id', async (request) => {
    if (!overridesOf(request.world).remove(request.params.id))
      throw notFound(`No override ${request.params.id.slice(0, 100)}`);
    return { status: true as const, removed: 1 };
  });
}
