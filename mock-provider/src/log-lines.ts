/**
 * How the simulator's log reads: one line per call (its method, path, status and time), in a
 * terminal as short text, and as pino's JSON lines when LOG_FORMAT=json.
 *
 *   10:04:05 POST /s/alice/api-user-login 200 12 ms
 *   10:04:06 WARN The sandbox alice closed to make room
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { Writable } from 'node:stream';
import { maskUrlText, type Masker } from './contract/secrets';

export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** pino's numbers for its levels, named as a line shows them (info needs no name). */
const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** One pino JSON line as a short line of text: the local time, the level past info, the message. */
export function textLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const at = new Date(typeof entry.time === 'number' ? entry.time : Date.now());
  const time = `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
  const level = LEVEL_NAMES[entry.level as number];
  const err = entry.err as { stack?: unknown } | undefined;
  const stack = typeof err?.stack === 'string' ? `\n${err.stack}` : '';
  return `${time} ${level ? `${level} ` : ''}${String(entry.msg ?? '')}${stack}\n`;
}

/** A pino destination that writes each line as text (textLine) to `out`. */
export function textLog(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      out.write(
        chunk
          .toString()
          .split('\n')
          .filter((line) => line !== '')
          .map(textLine)
          .join(''),
      );
      done();
    },
  });
}

/** Fastify's logger options for a format and level (LOG_FORMAT and LOG_LEVEL). */
export const loggerOptions = (format: LogFormat, level: string) =>
  format === 'json' ? { level } : { level, stream: textLog() };

type LevelCheck = { isLevelEnabled?(level: string): boolean };

/** A secret in a call's query string (secrets.ts), as a log line writes it. */
const maskedInLog: Masker = () => '***';
/** The URL a call named, as its log lines write it. */
const loggedUrl = (request: FastifyRequest): string =>
  maskUrlText(request.originalUrl, maskedInLog);

/**
 * Fastify's request lines as one line per call, written when it is answered: `METHOD /path STATUS
 * N ms` (at error, with the error, when the answer failed), with the same fields for JSON. A
 * secret in the query (`?unique_token=...`) is written as `***`.
 * Fastify's "incoming request" and "route not found" lines are left out.
 */
export class OneLinePerCall extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && (request.server.log as LevelCheck).isLevelEnabled?.('info') === false) return;
    const ms = Math.round(reply.elapsedTime);
    const { method } = request;
    const url = loggedUrl(request);
    const status = reply.statusCode;
    const line = `${method} ${url} ${status} ${ms} ms`;
    if (error) reply.log.error({ method, url, status, ms, err: error }, line);
    else reply.log.info({ method, url, status, ms }, line);
  }

  /**
   * An answer that stopped partway because its connection closed (a caller who gave up, or a
   * lost-answer fault: cut_answer, slow_answer): one line naming the call, where Fastify writes
   * "stream closed prematurely" and no call. Any other failure of an answer under way is a warning.
   */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const { method } = request;
    const url = loggedUrl(request);
    const status = reply.statusCode;
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.info(
        { method, url, status },
        `${method} ${url} ${status}: the connection closed before the whole answer`,
      );
    else super.streamError(error, request, reply);
  }
}
