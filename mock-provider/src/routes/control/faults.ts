import { isEndpointPath } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { FAULT_KINDS, faultsOf, type FaultSpec } from '../../domain/faults';
import { badRequest, notFound, validationProblem } from './http';

const MAX_LATENCY_MS = 120_000;

const latency = {
  anyOf: [
    { type: 'number', minimum: 0, maximum: MAX_LATENCY_MS },
    {
      type: 'array',
      items: { type: 'number', minimum: 0, maximum: MAX_LATENCY_MS },
      minItems: 2,
      maxItems: 2,
    },
  ],
} as const;

const faultBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: FAULT_KINDS },
    path: { type: 'string', description: 'A provider path (api-submit-bid); absent for all' },
    times: { type: 'integer', minimum: 1, description: 'Expires after this many calls' },
    probability: { type: 'number', minimum: 0, maximum: 1 },
    latency_ms: { ...latency, description: 'Fixed milliseconds, or [min, max]' },
    msg: { type: 'string', description: 'status_false: the msg' },
    text: { type: 'string', description: 'text_before_json and not_json: the text sent' },
    seed: { type: 'integer', description: "Reseeds the world's random source for probabilities" },
  },
} as const;

type FaultBody = FaultSpec & { seed?: number };

/** Fault injection on the provider's endpoints: add, list, remove. */
export function registerFaultControl(app: FastifyInstance): void {
  const tags = ['control: faults'];

  app.post<{ Body: FaultBody }>('/faults', {
    attachValidation: true,
    schema: {
      summary: 'Inject a fault into provider calls; answers its id',
      tags,
      body: faultBody,
    },
    handler: async (request, reply) => {
      const problem = validationProblem(request);
      if (problem) return badRequest(reply, problem);
      const { seed, ...spec } = request.body;
      if (spec.path !== undefined && !isEndpointPath(spec.path))
        return badRequest(reply, `Unknown provider path ${spec.path}`);
      if (spec.kind === 'latency' && spec.latency_ms === undefined)
        return badRequest(reply, 'latency needs latency_ms');
      if (Array.isArray(spec.latency_ms) && spec.latency_ms[0] > spec.latency_ms[1]) {
        return badRequest(reply, 'latency_ms range must be [min, max]');
      }
      const faults = faultsOf(request.world);
      if (seed !== undefined) faults.seed(seed);
      return { status: true, id: faults.add(spec).id };
    },
  });

  app.get('/faults', {
    schema: { summary: 'List the active faults', tags },
    handler: async (request) => ({ status: true, faults: faultsOf(request.world).list() }),
  });

  app.delete<{ Params: { id: string } }>('/faults/:id', {
    schema: { summary: 'Remove one fault', tags },
    handler: async (request, reply) =>
      faultsOf(request.world).remove(request.params.id)
        ? { status: true, removed: 1 }
        : notFound(reply, `No fault ${request.params.id}`),
  });

  app.delete('/faults', {
    schema: { summary: 'Remove every fault', tags },
    handler: async (request) => {
      const faults = faultsOf(request.world);
      const removed = faults.list().length;
      faults.clear();
      return { status: true, removed };
    },
  });
}
