import { isEndpointPath } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../contract/control-error';
import { needsLatency } from '../../contract/fault-kinds';
import { faultsOf } from '../../domain/control/faults';
import { defineVerb } from './define-verb';

/** Fault injection on the provider's endpoints: add, list, remove. */
export function registerFaultControl(app: FastifyInstance): void {
  defineVerb(app, 'POST /faults', async (request) => {
    const { seed, ...spec } = request.body;
    if (spec.path !== undefined && !isEndpointPath(spec.path))
      throw badRequest(`Unknown provider path ${spec.path.slice(0, 100)}`);
    if (needsLatency(spec.kind) && spec.latency_ms === undefined)
      throw badRequest(`${spec.kind} needs latency_ms`);
    if (Array.isArray(spec.latency_ms) && spec.latency_ms[0] > spec.latency_ms[1])
      throw badRequest('latency_ms range must be [min, max]');
    const faults = faultsOf(request.world);
    if (seed !== undefined) faults.seed(seed);
    return { status: true as const, id: faults.add(spec).id };
  });

  defineVerb(app, 'GET /faults', async (request) => ({
    status: true as const,
    faults: [...faultsOf(request.world).list()],
  }));

  defineVerb(app, 'DELETE /faults/:id', async (request) => {
    if (!faultsOf(request.world).remove(request.params.id))
      throw notFound(`No fault ${request.params.id.slice(0, 100)}`);
    return { status: true as const, removed: 1 };
  });

  defineVerb(app, 'DELETE /faults', async (request) => {
    const faults = faultsOf(request.world);
    const removed = faults.list().length;
    faults.clear();
    return { status: true as const, removed };
  });
}
