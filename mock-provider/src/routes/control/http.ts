import type { FastifyRequest } from 'fastify';

/** Shared by the control routes: validation messages, instants. */

/**
 * Control routes validate with `attachValidation` and answer 400 themselves (typed-scope.ts),
 * naming the field, rather than with ajv's message.
 */
export function validationProblem(request: FastifyRequest): string | undefined {
  const error = request.validationError;
  if (!error) return undefined;
  const first = error.validation[0];
  if (!first) return error.message;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const where = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (missing) return `${where ? `${where}.` : ''}${missing} is required`;
  return `${where || error.validationContext || 'body'} ${first.message ?? 'is invalid'}`;
}

/** An ISO 8601 instant with an explicit zone, so its meaning never depends on the machine. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Epoch ms of an ISO instant, or undefined when it is not one. */
export function parseInstant(text: unknown): number | undefined {
  if (typeof text !== 'string' || !ISO_INSTANT.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
