import type { FastifyInstance, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { journalOf, type JournalEntry } from '../../domain/journal';
import { isNobody, usersOf } from '../../domain/users';
import type { World } from '../../world';
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
  }
}

/** Every answer this server writes starts with `status` then `msg`: read them without a full parse. */
const HEAD = /^\{"status":(true|false|"[^"\\]*"),"msg":("(?:[^"\\]|\\.)*")/;

/** The answer's `status` and `msg`, when the payload is a JSON object. */
export function answerOf(payload: unknown): JournalEntry['answer'] {
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
function playerOf(request: FastifyRequest, world: World): string | undefined {
  const token = requestToken(request.body);
  const user = request.user ?? (token ? usersOf(world).byToken(token) : undefined);
  if (user && !isNobody(user)) return user.mobile;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const named = body.mobile ?? body.mobile_no;
  return typeof named === 'string' && /^\d{1,20}$/.test(named) ? named : undefined;
}

/**
 * Records every provider call in its world's journal. Registered before the fault hooks, so the
 * duration includes injected latency and the answer is captured before a prefix is added. A call
 * to a sandbox that does not exist and was refused (a wrong app key) made no world, so has no
 * journal to go in.
 */
export function registerJournalHooks(app: FastifyInstance): void {
  app.decorateRequest('journalCall', null);
  const finish = (request: FastifyRequest, path: EndpointPath, status: number) => {
    const call = request.journalCall;
    if (!call || call.done) return;
    call.done = true;
    const world = request.existingWorld;
    if (!world) return;
    const fault = faultApplied(request);
    const player = playerOf(request, world);
    journalOf(world).record({
      at: call.at ?? world.clock.now(),
      path,
      body: request.body ?? null,
      status,
      answer: call.answer,
      duration_ms: Math.round(performance.now() - call.started),
      fault,
      ...(player !== undefined && { player }),
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
