import type { FastifyInstance } from 'fastify';

/**
 * A fetch that calls this app in process (Fastify's inject): the whole request pipeline (guard,
 * hooks, faults, journal) without a socket, so a scenario can run inside a control call whatever
 * address the server listens on. A dropped call (the drop fault) rejects, as fetch does.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  const call = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.payload, { status: answer.statusCode, headers });
  };
  return call as typeof fetch;
}
