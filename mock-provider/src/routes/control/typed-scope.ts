import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { Type, type TProperties } from 'typebox';
import { validationProblem } from './http';

/** The control plane's refusal: 400 bad input, 404 unknown id, 409 conflicts with the current state. */
export const Failure = Type.Object({ status: Type.Literal(false), msg: Type.String() });
export const FAILURES = { 400: Failure, 404: Failure, 409: Failure } as const;

/** A success answer: `status: true` and the given fields. */
export const ok = <T extends TProperties>(properties: T) =>
  Type.Object({ status: Type.Literal(true), ...properties });

/** A market id as a number or as the protocol's digit string ("12"). */
export const GameId = Type.Union(
  [Type.Integer({ minimum: 1 }), Type.String({ pattern: '^[0-9]+$' })],
  {
    description: 'Market id (game_id), a number or digit string',
  },
);
export const DateKey = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'India date, YYYY-MM-DD',
});
export const Instant = Type.String({ description: 'ISO instant' });
export const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]+$' }) });

/** "rates.main.lucky_digit is not a known field" rather than ajv's nameless "must NOT have additional properties". */
function unknownField(request: FastifyRequest): string | undefined {
  const first = request.validationError?.validation[0];
  const extra = (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  if (!first || first.keyword !== 'additionalProperties' || !extra) return undefined;
  const where = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return `${where ? `${where}.` : ''}${extra} is not a known field`;
}

export type TypedScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * Declares routes in a child context where a body, query or params that fails its schema answers
 * 400 `{status:false, msg}` (the app's handler answers the provider's way, HTTP 200), and domain
 * refusals (ControlError) keep their own status code. A missing body counts as `{}`.
 */
export function typedScope(app: FastifyInstance, routes: (scope: TypedScope) => void): void {
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.attachValidation = true;
    });
    // A POST without a body (approve, with its optional receipt) reads as an empty object.
    scope.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    });
    scope.addHook('preHandler', async (request, reply) => {
      const problem = unknownField(request) ?? validationProblem(request);
      if (problem) return reply.code(400).send({ status: false, msg: problem });
    });
    routes(scope.withTypeProvider<TypeBoxTypeProvider>());
  });
}
