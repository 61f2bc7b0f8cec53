import type { FastifyBodyParser, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { journalOf, type JournalEntry } from '../../domain/control/journal';
import { recordAnswered } from '../../recording';
import type { Player } from '../../domain/users';
import { openArrivedWorld } from '../../worlds/request-world';
import type { World } from '../../worlds/world';
import type { EndpointPath } from '@panna/shared';
import { callerMobile } from './caller';
import { onEndpoint } from './define';
import { faultApplied } from './fault-hooks';

/** A call being answered: what its journal entry will need. */
interface JournalCall {
  /** Virtual instant it arrived, when its world existed then. */
  at: number | undefined;
  started: number;
  answer: JournalEntry['answer'];
  /** An answer was on its way out: whatever the call changed is committed. */
  answered: boolean;
  done: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    journalCall: JournalCall | null;
    /** The JSON text the body was parsed from (keepingText), which the journal keeps. */
    bodyText: string | null;
  }
}

/**
 * A JSON body parser that also keeps the text of a body it parsed, for the journal. Only a
 * parsed body's: the text is kept as JSON that parses (without the byte order mark the parser
 * skips).
 */
export function keepingText(parse: FastifyBodyParser<string>): FastifyBodyParser<string> {
  return (request, text, done) =>
    parse(request, text, (error, body) => {
      if (!error) request.bodyText = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
      done(error, body);
    });
}

/** Every answer this server writes starts with `status` then `msg`: read them without a full parse. */
const HEAD = /^\{"status":(true|false|"[^"\\]*"),"msg":("(?:[^"\\]|\\.)*")/;

/** What kept answers' bytes (JsonText, sent again and again) hold: each read once. */
const keptAnswers = new WeakMap<Buffer, JournalEntry['answer']>();

/** The answer's `status` and `msg`, when the payload is a JSON object (as text or bytes). */
export function answerOf(payload: unknown): JournalEntry['answer'] {
  if (Buffer.isBuffer(payload)) {
    if (!keptAnswers.has(payload))
      keptAnswers.set(payload, Object.freeze(answerOf(payload.toString())));
    return keptAnswers.get(payload)!;
  }
  if (typeof payload !== 'string') return null;
  try {
    const head = HEAD.exec(payload);
    if (head)
      return { status: JSON.parse(head[1]!) as unknown, msg: JSON.parse(head[2]!) as unknown };
    const parsed = JSON.parse(payload) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    // The Starline and Gali lists answer without either: null, which the journal can write out.
    const { status = null, msg = null } = parsed as Record<string, unknown>;
    return { status, msg };
  } catch {
    return null;
  }
}

/**
 * One answered (or dropped: status 0) provider call, as the routes and the fast lane know it: its
 * registry path (`P`), or the path a proxy forwarded outside the protocol.
 */
export interface AnsweredCall<P extends string = EndpointPath> {
  path: P;
  /** Virtual instant it arrived (its world's clock then), when the world existed. */
  at: number | undefined;
  /** performance.now() when it arrived. */
  started: number;
  body: unknown;
  bodyText: string | undefined;
  status: number;
  answer: JournalEntry['answer'];
  fault: string | undefined;
  /** The override that answered it, if one did. */
  override?: string | undefined;
  user: Player | null;
  /** Answered (its changes committed), but the answer never reached the caller whole. */
  answerLost?: boolean;
  /** What strict would have answered instead (domain/strict-notes.ts). */
  strict?: string | undefined;
}

/**
 * Writes a call into its world's journal. A world that is not open takes none (a sandbox deleted
 * while the call was in flight, or one the gate could not open for it): the journal of a closed
 * sandbox is put away, and looking up the caller would need its database.
 */
export function journalCall(world: World, call: AnsweredCall<string>): void {
  if (!world.isOpen) return;
  const player = callerMobile(call.body, call.user, world);
  journalOf(world).record({
    at: call.at ?? world.clock.now(),
    path: call.path,
    body: call.body ?? null,
    bodyText: call.bodyText,
    status: call.status,
    answer: call.answer,
    duration_ms: Math.round(performance.now() - call.started),
    fault: call.fault,
    ...(call.answerLost && { answer_lost: true as const }),
    ...(call.override !== undefined && { override: call.override }),
    ...(player !== undefined && { player }),
    ...(call.strict !== undefined && { strict: call.strict }),
  });
  recordAnswered(world, call);
}

/**
 * Records every provider call in its world's journal. Registered before the fault hooks, so the
 * duration includes injected latency and the answer is captured before a prefix is added. A call
 * to a sandbox that exists opens it as it arrives, through the gate (a call the gate refuses is
 * answered 503 and journaled nowhere), so that its journal and faults act on an open world. A
 * call to a sandbox that does not exist and was refused (a wrong app key) made no world, so has
 * no journal to go in.
 */
export function registerJournalHooks(app: FastifyInstance): void {
  app.decorateRequest('journalCall', null);
  app.decorateRequest('bodyText', null);
  onEndpoint(app, (path) => journalHooks(() => path));
}

/**
 * The hooks that journal one route's calls under the path `pathOf` names: an endpoint's registry
 * path, or (a proxy's catch-all route) the path called.
 */
export function journalHooks(pathOf: (request: FastifyRequest) => string) {
  const finish = (request: FastifyRequest, status: number) => {
    const call = request.journalCall;
    if (!call || call.done) return;
    call.done = true;
    const world = request.existingWorld;
    if (!world) return;
    journalCall(world, {
      path: pathOf(request),
      at: call.at,
      started: call.started,
      body: request.body,
      bodyText: request.bodyText ?? undefined,
      status,
      answer: call.answer,
      fault: faultApplied(request),
      override: request.overrideId ?? undefined,
      strict: request.strictNotes?.[0],
      user: request.user,
      // Closed before its answer was written whole: done, and the caller never learnt it.
      answerLost: status === 0 && call.answered,
    });
  };
  return {
    onRequest: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      request.strictNotes = [];
      request.journalCall = {
        at: request.existingWorld?.clock.now(),
        started: performance.now(),
        answer: null,
        answered: false,
        done: false,
      };
      // A dropped connection never reaches onResponse; 'close' still fires, so it is recorded as 0.
      reply.raw.once('close', () => finish(request, 0));
      try {
        openArrivedWorld(request);
      } catch (error) {
        return done(error as Error);
      }
      done();
    },
    onSend: (
      request: FastifyRequest,
      _reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => {
      const call = request.journalCall;
      if (call) {
        call.answer = answerOf(payload);
        call.answered = true;
      }
      done(null, payload);
    },
    onResponse: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      finish(request, reply.statusCode);
      done();
    },
  };
}
