import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import {
  CONTROL_VERBS,
  FAILURES,
  type ControlVerb,
  type VerbAnswer,
  type VerbBody,
  type VerbParams,
  type VerbQuery,
  type VerbDef,
} from '../../contract';

/** A control request as its verb's schemas typed it. */
export type VerbRequest<V extends ControlVerb> = FastifyRequest<{
  Params: VerbParams<V>;
  Querystring: VerbQuery<V>;
  Body: VerbBody<V>;
}>;

/**
 * Declares one control verb from the contract: its method, path and schemas. Input that fails a
 * schema reaches the control plane's error handler (a 400 naming the field); a handler refuses
 * with a ControlError (contract/control-error.ts), which keeps its 4xx.
 */
export function defineVerb<V extends ControlVerb>(
  app: FastifyInstance,
  verb: V,
  handler: (request: VerbRequest<V>, reply: FastifyReply) => Promise<VerbAnswer<V>>,
): void {
  const [method, url] = verb.split(' ') as [HTTPMethods, string];
  const { summary, tags, params, query, body, answer }: VerbDef = CONTROL_VERBS[verb];
  app.route({
    method,
    url,
    schema: {
      summary,
      tags: [...tags],
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      // Only a verb that takes input can be refused for it.
      response: { 200: answer, ...((params ?? query ?? body) && FAILURES) },
    },
    handler: (request, reply) => handler(request as VerbRequest<V>, reply),
  });
}
