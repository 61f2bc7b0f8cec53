import type { FastifyError } from 'fastify';
import { FAILED_CALL_MESSAGES, MSG } from '@panna/shared';
import { JSON_LIMIT_MESSAGES, JSON_TOO_DEEP } from './json-limits';
import { BAD_FORM } from './multipart-form';

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

/**
 * A body that is not JSON, or nested past the limit (json-limits.ts), or no body where JSON was
 * announced; or a form that is not one (multipart-form.ts), which the real server reads as empty.
 */
export const isBadJson = (error: FastifyError): boolean =>
  error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
  error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
  error.code === JSON_TOO_DEEP ||
  error.code === BAD_FORM ||
  error instanceof SyntaxError;

/** What a bad body is told, when it is told why: the limit it passed, or what it is not. */
export const badJsonMessage = (error: FastifyError): string =>
  error.code === JSON_TOO_DEEP || error.code === BAD_FORM ? error.message : MSG.INVALID_JSON;

/** The process is out of open files (`ulimit -n`, or the system's): a shortage that passes. */
const isOutOfFiles = (error: FastifyError): boolean =>
  error.code === 'EMFILE' || error.code === 'ENFILE';

export const OUT_OF_FILES_MSG =
  'The simulator is out of open files for the moment (ulimit -n): try again shortly';

/**
 * The status a refusal keeps: the 4xx of bad input or a refused caller, or 503 when no world can
 * be opened now or the process is out of open files. Anything else is a defect.
 */
export const refusalStatus = (error: FastifyError): number | undefined => {
  if (isOutOfFiles(error)) return 503;
  const code = error.statusCode;
  return code !== undefined && ((code >= 400 && code < 500) || code === 503) ? code : undefined;
};

/**
 * What a refusal says: its own message, the size limit a body passed, or what to do when the
 * process is out of open files.
 */
export const refusalMessage = (error: FastifyError): string => {
  if (isOutOfFiles(error)) return OUT_OF_FILES_MSG;
  return error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? JSON_LIMIT_MESSAGES.tooLarge : error.message;
};

/** What a defect answers: the protocol's form, without a stack trace. */
const DEFECT_MSG = FAILED_CALL_MESSAGES.noReason;

/**
 * The provider's answer to an error a call raised (by Fastify or a handler): bad input and
 * refusals keep their status, a defect is answered 200 `status: false` and handed to `logDefect`.
 * A body that is not JSON (or nested too deep to be read) is explained (400) or, as the real
 * server answers it (`explainBadJson` false, the real profile), "UnAuthorized request".
 */
export function providerErrorAnswer(
  error: FastifyError,
  logDefect: (error: FastifyError) => void,
  explainBadJson: () => boolean = () => true,
): { code: number; body: { status: false; msg: string } } {
  if (error.validation)
    return { code: 200, body: { status: false, msg: validationMessage(error) } };
  if (isBadJson(error))
    return explainBadJson()
      ? { code: 400, body: { status: false, msg: badJsonMessage(error) } }
      : { code: 200, body: { status: false, msg: MSG.UNAUTHORIZED } };
  const refusal = refusalStatus(error);
  if (refusal) return { code: refusal, body: { status: false, msg: refusalMessage(error) } };
  logDefect(error);
  return { code: 200, body: { status: false, msg: DEFECT_MSG } };
}
