import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Names an in-process call, so that its caller giving up can close its answer (below). */
const CALL_ID = 'x-panna-in-process-call';
/** The answers of in-process calls in flight, by call id. */
const inFlight = new Map<string, ServerResponse>();

/**
 * Lets an in-process call be cut when its caller gives up, as a socket closing cuts a network
 * one: installed once at the app's root, before any hook that may hold a call (faults' latency).
 */
export function trackInProcessCalls(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const id = request.headers[CALL_ID];
    if (typeof id === 'string' && !inFlight.has(id)) {
      inFlight.set(id, reply.raw);
      reply.raw.once('close', () => inFlight.delete(id));
    }
    done();
  });
}

/**
 * A fetch that calls this app in process (Fastify's inject): the whole request pipeline (guard,
 * hooks, faults, journal) without a socket, so a scenario can run inside a control call whatever
 * address the server listens on. It ends as fetch does: a dropped call (the drop fault) rejects,
 * and so does an aborted one (its signal's timeout or a stopped run) at once, with the signal's
 * reason. The aborted request is destroyed: one still waiting (a latency fault) never reaches its
 * handler, and its world is no longer kept busy by it.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  const call = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const id = randomUUID();
    // Its answer closed as a network client's socket would close: a call held by a latency
    // fault then never reaches its handler, and its world is let go at once.
    signal?.addEventListener('abort', () => inFlight.get(id)?.destroy(), { once: true });
    const answering = app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(new Headers(init.headers).entries()), [CALL_ID]: id },
      ...(typeof init.body === 'string' && { payload: init.body }),
      ...(signal && { signal }),
    });
    const answer = await (signal ? untilAborted(answering, signal) : answering);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.payload, { status: answer.statusCode, headers });
  };
  return call as typeof fetch;
}

/** The promise, or its signal's reason as soon as the signal aborts, whichever comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
