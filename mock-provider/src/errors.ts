import type { FastifyError } from 'fastify';

/** "mobile is required" / "points must be string": names the field, in plain words. */
export function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request';
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (missing) return `${path ? `${path}.` : ''}${missing} is required`;
  return `${path || 'body'} ${first.message ?? 'is invalid'}`;
}

/** A body that is not JSON, or no body where JSON was announced. */
export const isBadJson = (error: FastifyError): boolean =>
  error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
  error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
  error instanceof SyntaxError;

/**
 * The status a refusal keeps: the 4xx of bad input or a refused caller, or 503 when no world can
 * be opened now. Anything else is a defect.
 */
export const refusalStatus = (error: FastifyError): number | undefined => {
  const code = error.statusCode;
  return code !== undefined && ((code >= 400 && code < 500) || code === 503) ? code : undefined;
};
