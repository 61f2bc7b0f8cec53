import type { FastifyError } from 'fastify';

/**
 * The one message for input that fails its schema, naming the field in plain words: "mobile is
 * required", "points must be string", "rates.main.lucky_digit is not a known field" (rather than
 * ajv's nameless "must NOT have additional properties").
 */
export function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request';
  const { missingProperty, additionalProperty } = first.params as {
    missingProperty?: string;
    additionalProperty?: string;
  };
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = (name: string) => `${path ? `${path}.` : ''}${name}`;
  if (missingProperty) return `${field(missingProperty)} is required`;
  if (first.keyword === 'additionalProperties' && additionalProperty)
    return `${field(additionalProperty)} is not a known field`;
  return `${path || error.validationContext || 'body'} ${first.message ?? 'is invalid'}`;
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
