import type { FastifyInstance, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { journalOf, type JournalEntry } from '../../domain/journal';
import { faultApplied } from './fault-hooks';

interface Pending {
  at: number;
  started: number;
  answer: JournalEntry['answer'];
  done: boolean;
}

const pending = new WeakMap<FastifyRequest, Pending>();

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
 * Records every provider call in its world's journal. Registered before the fault hooks, so the
 * duration includes injected latency and the answer is captured before a prefix is added.
 */
export function registerJournalHooks(app: FastifyInstance): void {
  const finish = (request: FastifyRequest, status: number) => {
    const entry = pending.get(request);
    const path = request.routeOptions.config.endpoint;
    if (!entry || entry.done || !path) return;
    entry.done = true;
    const fault = faultApplied(request);
    journalOf(request.world).record({
      at: new Date(entry.at).toISOString(),
      path,
      body: request.body ?? null,
      status,
      answer: entry.answer,
      duration_ms: Math.round(performance.now() - entry.started),
      ...(fault && { fault }),
    });
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.endpoint) return;
    pending.set(request, {
      at: request.world.clock.now(),
      started: performance.now(),
      answer: null,
      done: false,
    });
    // A dropped connection never reaches onResponse; 'close' still fires, so it is recorded as 0.
    reply.raw.once('close', () => finish(request, 0));
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const entry = pending.get(request);
    if (entry) entry.answer = answerOf(payload);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => finish(request, reply.statusCode));
}
