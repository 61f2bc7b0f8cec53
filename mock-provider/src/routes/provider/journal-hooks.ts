import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { journalOf, type JournalEntry } from '../../domain/control/journal';
import { recordAnswered } from '../../recording';
import { isNobody, usersOf, type Player } from '../../domain/users';
import type { World } from '../../worlds/world';
import { requestToken, type EndpointPath } from '@panna/shared';
import { onEndpoint } from './define';
import { faultApplied } from './fault-hooks';

/** A call being answered: what its journal entry will need. */
interface JournalCall {
  /** Virtual instant it arrived, when its world existed then. */
  at: number | undefined;
  started: number;
  answer: JournalEntry['answer'];
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
    const { status, msg } = parsed as Record<string, unknown>;
    return { status, msg };
  } catch {
    return null;
  }
}

/**
 * Whose call it was: the token's owner (looked up here when a fault answered before the token
 * was checked), else the mobile the body names (sign-up, login, OTPs).
 */
function playerOf(body: unknown, user: Player | null, world: World): string | undefined {
  const token = requestToken(body);
  const caller = user ?? (token ? usersOf(world).byToken(token) : undefined);
  if (caller && !isNobody(caller)) return caller.mobile;
  const { mobile, mobile_no } = (body ?? {}) as Record<string, unknown>;
  const named = mobile ?? mobile_no;
  return typeof named === 'string' && /^\d{1,20}$/.test(named) ? named : undefined;
}

/** One answered (or dropped: status 0) provider call, as the routes and the fast lane know it. */
export interface AnsweredCall {
  path: EndpointPath;
  /** Virtual instant it arrived (its world's clock then), when the world existed. */
  at: number | undefined;
  /** performance.now() when it arrived. */
  started: number;
  body: unknown;
  bodyText: string | undefined;
  status: number;
  answer: JournalEntry['answer'];
  fault: string | undefined;
  user: Player | null;
}

/** Writes a call into its world's journal. */
export function journalCall(world: World, call: AnsweredCall): void {
  const player = playerOf(call.body, call.user, world);
  journalOf(world).record({
    at: call.at ?? world.clock.now(),
    path: call.path,
    body: call.body ?? null,
    bodyText: call.bodyText,
    status: call.status,
    answer: call.answer,
    duration_ms: Math.round(performance.now() - call.started),
    fault: call.fault,
    ...(player !== undefined && { player }),
  });
  recordAnswered(world, call);
}

/**
 * Records every provider call in its world's journal. Registered before the fault hooks, so the
 * duration includes injected latency and the answer is captured before a prefix is added. A call
 * to a sandbox that does not exist and was refused (a wrong app key) made no world, so has no
 * journal to go in.
 */
export function registerJournalHooks(app: FastifyInstance): void {
  app.decorateRequest('journalCall', null);
  app.decorateRequest('bodyText', null);
  const finish = (request: FastifyRequest, path: EndpointPath, status: number) => {
    const call = request.journalCall;
    if (!call || call.done) return;
    call.done = true;
    const world = request.existingWorld;
    if (!world) return;
    journalCall(world, {
      path,
      at: call.at,
      started: call.started,
      body: request.body,
      bodyText: request.bodyText ?? undefined,
      status,
      answer: call.answer,
      fault: faultApplied(request),
      user: request.user,
    });
  };

  onEndpoint(app, (path) => ({
    onRequest: (request, reply, done) => {
      request.journalCall = {
        at: request.existingWorld?.clock.now(),
        started: performance.now(),
        answer: null,
        done: false,
      };
      // A dropped connection never reaches onResponse; 'close' still fires, so it is recorded as 0.
      reply.raw.once('close', () => finish(request, path, 0));
      done();
    },
    onSend: (request, _reply, payload, done) => {
      if (request.journalCall) request.journalCall.answer = answerOf(payload);
      done(null, payload);
    },
    onResponse: (request, reply, done) => {
      finish(request, path, reply.statusCode);
      done();
    },
  }));
}
