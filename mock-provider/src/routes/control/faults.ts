import { isEndpointPath } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../domain/control-error';
import { FAULT_KINDS, faultsOf } from '../../domain/control/faults';
import { FAILURES, ok, typedScope } from './typed-scope';

const TAGS = ['control: faults'];
const MAX_LATENCY_MS = 120_000;

const Millis = Type.Number({ minimum: 0, maximum: MAX_LATENCY_MS });
const FaultBody = Type.Object(
  {
    kind: Type.Union(FAULT_KINDS.map((kind) => Type.Literal(kind))),
    path: Type.Optional(
      Type.String({ description: 'A provider path (api-submit-bid); absent for all' }),
    ),
    times: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Expires after this many calls' }),
    ),
    probability: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    latency_ms: Type.Optional(
      Type.Union([Millis, Type.Tuple([Millis, Millis])], {
        description: 'Fixed milliseconds, or [min, max]',
      }),
    ),
    msg: Type.Optional(Type.String({ maxLength: 2000, description: 'status_false: the msg' })),
    text: Type.Optional(
      Type.String({
        maxLength: 20_000,
        description: 'text_before_json and not_json: the text sent',
      }),
    ),
    seed: Type.Optional(
      Type.Integer({ description: "Reseeds the world's random source for probabilities" }),
    ),
  },
  { additionalProperties: false },
);

const Fault = Type.Object(
  { id: Type.String(), kind: Type.String(), hits: Type.Integer() },
  { additionalProperties: true },
);

/** Fault injection on the provider's endpoints: add, list, remove. */
export function registerFaultControl(app: FastifyInstance): void {
  typedScope(app, (scope) => {
    scope.post('/faults', {
      schema: {
        summary: 'Inject a fault into provider calls; answers its id',
        tags: TAGS,
        body: FaultBody,
        response: { 200: ok({ id: Type.String() }), ...FAILURES },
      },
      handler: async (request) => {
        const { seed, ...spec } = request.body;
        if (spec.path !== undefined && !isEndpointPath(spec.path))
          throw badRequest(`Unknown provider path ${spec.path.slice(0, 100)}`);
        if (spec.kind === 'latency' && spec.latency_ms === undefined)
          throw badRequest('latency needs latency_ms');
        if (Array.isArray(spec.latency_ms) && spec.latency_ms[0] > spec.latency_ms[1])
          throw badRequest('latency_ms range must be [min, max]');
        const faults = faultsOf(request.world);
        if (seed !== undefined) faults.seed(seed);
        return { status: true as const, id: faults.add(spec).id };
      },
    });

    scope.get('/faults', {
      schema: {
        summary: 'List the active faults',
        tags: TAGS,
        response: { 200: ok({ faults: Type.Array(Fault) }) },
      },
      handler: async (request) => ({
        status: true as const,
        faults: [...faultsOf(request.world).list()],
      }),
    });

    scope.delete('/faults/:id', {
      schema: {
        summary: 'Remove one fault',
        tags: TAGS,
        params: Type.Object({ id: Type.String() }),
        response: { 200: ok({ removed: Type.Integer() }), ...FAILURES },
      },
      handler: async (request) => {
        if (!faultsOf(request.world).remove(request.params.id))
          throw notFound(`No fault ${request.params.id.slice(0, 100)}`);
        return { status: true as const, removed: 1 };
      },
    });

    scope.delete('/faults', {
      schema: {
        summary: 'Remove every fault',
        tags: TAGS,
        response: { 200: ok({ removed: Type.Integer() }) },
      },
      handler: async (request) => {
        const faults = faultsOf(request.world);
        const removed = faults.list().length;
        faults.clear();
        return { status: true as const, removed };
      },
    });
  });
}
