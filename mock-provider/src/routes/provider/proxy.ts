/**
 * The recording proxy (PROVIDER_UPSTREAM): every provider call is forwarded to the upstream as it
 * came, and its answer sent back as the upstream gave it (status, the headers that matter, the
 * body's bytes); PROVIDER_RECORD writes each exchange to a HAR file, secrets masked. Nothing of
 * the simulator's own answers: no app key or token check, no schema, no handler. The simulator's
 * world stays the proxy's own: its control plane, console and journal work as ever, the journal
 * showing the forwarded calls, and faults set on it shape the calls as they do the simulator's.
 *
 * The protocol's paths (and their aliases) are routes with their endpoint, so the journal and
 * fault hooks run on them; any other POST (a call the protocol does not name) is forwarded by a
 * catch-all route and journaled under its path. Only a provider path is forwarded, and only to
 * the same path under the upstream's base (forwarded-url.ts): anything else is refused here, 400.
 * The fast lane steps aside (app.ts).
 */
import { ENDPOINT_PATHS } from '@panna/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { ANSWER_HEADERS, forward } from '../../proxy/forward';
import { forwardedUrl, isOwnPath, NOT_FORWARDED_MSG } from '../../proxy/forwarded-url';
import { harEntry } from '../../proxy/har';
import { nestsDeeperThan } from '../../json-limits';
import type { HarRecorder } from '../../proxy/recorder';
import { endpointUrls } from './define';
import { journalHooks } from './journal-hooks';

export interface ProxyOptions {
  /** The upstream's base URL: `https://provider.example`, or a simulator's sandbox. */
  upstream: string;
  /** Where exchanges are recorded, if anywhere. */
  recorder?: HarRecorder | undefined;
}

/** Each call's body as it came, the bytes forwarded. */
const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/** A body that is a JSON object, as the journal keeps it; anything else is kept as none. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The path a call named, without its query (the journal's name for a call outside the protocol). */
const calledPath = (request: FastifyRequest): string => request.url.replace(/^\/|\?.*$/g, '');

export function registerProxy(app: FastifyInstance, options: ProxyOptions): void {
  // Any body is forwarded as its bytes; a JSON one is also read, for the journal.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, bytes: Buffer, done) => {
    rawBodies.set(request.raw, bytes);
    const text = bytes.toString('utf8');
    // A body nested past the limit is forwarded as it came, but not read (json-limits.ts).
    const body = nestsDeeperThan(text) ? undefined : jsonObject(text);
    if (body) request.bodyText = text;
    done(null, body);
  });

  const forwardCall = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = forwardedUrl(options.upstream, request.url);
    // Refused before its world is opened: a refusal makes no sandbox (nor a HAR entry).
    if (!url) return reply.code(400).send({ status: false, msg: NOT_FORWARDED_MSG });
    // Opened now, so that the journal has the call even in a sandbox made by it.
    void request.world;
    const exchange = await forward({
      method: request.method,
      url,
      headers: request.headers,
      body: rawBodies.get(request.raw) ?? Buffer.alloc(0),
    });
    // In the file before the answer goes out: a client that then reads the file finds it.
    await options.recorder?.record(harEntry(exchange));
    if (exchange.error !== undefined)
      return reply.code(502).send({
        status: false,
        msg:
          exchange.status === 0
            ? `The provider at ${options.upstream} did not answer: ${exchange.error}`
            : `The provider at ${options.upstream} answered HTTP ${exchange.status}, but ${exchange.error}: not passed on`,
      });
    const cookies: string[] = [];
    for (const [name, value] of exchange.responseHeaders) {
      if (name === 'set-cookie') cookies.push(value);
      else if (ANSWER_HEADERS.has(name)) reply.header(name, value);
    }
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.code(exchange.status).send(exchange.responseBody);
  };

  for (const path of ENDPOINT_PATHS)
    for (const url of endpointUrls(path))
      app.post(`/${url}`, { config: { endpoint: path } }, forwardCall);

  app.post('/*', { ...journalHooks(calledPath) }, (request, reply) => {
    if (!isOwnPath(request.url)) return forwardCall(request, reply);
    // The simulator's own path (or a sandbox name it refused): answered as the simulator does.
    request.journalCall = null;
    return reply.callNotFound();
  });
}
