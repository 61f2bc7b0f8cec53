/**
 * The answer of a call that was applied, spoiled on its way out (the lost-answer fault kinds).
 * Each is a stream Fastify sends as the payload once the handler's transaction has committed, so
 * the journal and the hooks see an ordinary call whose connection closed early:
 *
 * - hang_after: nothing is ever written; the connection stays open and silent until the caller
 *   gives up (at most HANG_LIMIT_MS, then it is closed);
 * - drop_after: the connection is closed before a byte of the answer;
 * - slow_answer: the answer is written in SLOW_PIECES pieces spread over the fault's time;
 * - cut_answer: the headers and the first half of the body are written, then the connection is
 *   closed (the announced length is the whole answer's, so the caller sees it cut).
 */
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { AfterKind } from '../../domain/control/faults';

/** The longest a held answer keeps its connection open (then the caller sees it dropped). */
export const HANG_LIMIT_MS = 10 * 60_000;
/** How many pieces slow_answer writes. */
export const SLOW_PIECES = 4;

export function lostAnswer(
  kind: AfterKind,
  answer: Buffer,
  response: ServerResponse,
  spreadMs: number,
  held: Set<ServerResponse>,
): Readable {
  return endedWithConnection(spoiled(kind, answer, response, spreadMs, held), response);
}

function spoiled(
  kind: AfterKind,
  answer: Buffer,
  response: ServerResponse,
  spreadMs: number,
  held: Set<ServerResponse>,
): Readable {
  switch (kind) {
    case 'hang_after':
      return hanging(response, held);
    case 'drop_after':
      return new Readable({ read: () => void response.destroy() });
    case 'slow_answer':
      return inPieces(answer, spreadMs);
    case 'cut_answer':
      return cut(answer, response);
  }
}

/**
 * Ends the answer's stream when its connection closes, whoever closed it: the fault (drop_after,
 * cut_answer, hang_after's limit), the server stopping, or a caller who gave up. Fastify takes an
 * answer stream destroyed before its end for a failed call and logs it as an error with a stack
 * (a defect); a lost answer is the call doing as it was asked. Registered before Fastify's own
 * listener, so the stream has ended by the time Fastify looks. A call that failed for real fails
 * before its answer is written, and is logged as it always was.
 */
function endedWithConnection(stream: Readable, response: ServerResponse): Readable {
  response.once('close', () => {
    if (!stream.destroyed) stream.push(null);
  });
  return stream;
}

function hanging(response: ServerResponse, held: Set<ServerResponse>): Readable {
  held.add(response);
  const limit = setTimeout(() => response.destroy(), HANG_LIMIT_MS);
  limit.unref();
  // Never pushes: the headers are only set, so not even the status line goes out. Fastify
  // destroys it when the connection closes.
  return new Readable({
    read: () => undefined,
    destroy(error, callback) {
      clearTimeout(limit);
      held.delete(response);
      callback(error);
    },
  });
}

function inPieces(answer: Buffer, spreadMs: number): Readable {
  const size = Math.ceil(answer.length / SLOW_PIECES);
  const pieces = Array.from({ length: SLOW_PIECES }, (_, i) =>
    answer.subarray(i * size, (i + 1) * size),
  ).filter((piece) => piece.length > 0);
  const gap = pieces.length > 1 ? spreadMs / (pieces.length - 1) : 0;
  let timer: NodeJS.Timeout | undefined;
  let next = 0;
  return new Readable({
    read() {
      if (timer) return;
      const piece = pieces[next];
      if (!piece) return void this.push(null);
      const send = () => {
        timer = undefined;
        next += 1;
        // The connection closed meanwhile: the stream has ended (endedWithConnection).
        if (!this.readableEnded && !this.destroyed) this.push(piece);
      };
      // The first piece goes at once; each next one a gap later.
      if (next === 0) send();
      else timer = setTimeout(send, gap);
    },
    destroy(error, callback) {
      clearTimeout(timer);
      callback(error);
    },
  });
}

function cut(answer: Buffer, response: ServerResponse): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(answer.subarray(0, Math.floor(answer.length / 2)));
        return;
      }
      // The half went to the response; once Node has passed it to the socket (it corks the first
      // write until the next tick) and the socket has written it, close the connection there.
      setImmediate(() => {
        const socket = response.socket;
        if (socket) socket.write('', () => socket.destroy());
      });
    },
  });
}
