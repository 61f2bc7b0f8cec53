import type { FastifyInstance } from 'fastify';

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
    const answering = app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
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
