/**
 * The provider's fast lane: the calls a player's app makes all day (the dashboard, polled every
 * five seconds, and the bid history) answered on Node's own request handler, without Fastify's
 * per-request machinery (request and reply objects, hook runners, the body parser), which costs
 * more than the answer. It is a shortcut, not a second provider: it runs the routes' own steps
 * (keyAccepted, the route's compiled validator, tokenAccess, the handler, serializeAnswer,
 * journalCall) and takes only calls whose every step it can take the routes' way. Anything else
 * (another path, a sandbox, a fault set, a body it would refuse, a server logging each request)
 * goes to Fastify, with the body already read handed over (`bodyForFastify`).
 */
import { ENDPOINTS, type EndpointPath } from '@panna/shared';
import type { FastifyError } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { faultsOf } from '../../domain/control/faults';
import type { Player } from '../../domain/users';
import { providerErrorAnswer } from '../../errors';
import { validatorOf } from '../../validators';
import { keepBusy, openForCall } from '../../worlds/request-world';
import type { Worlds } from '../../worlds/worlds';
import {
  endpointHandlers,
  endpointUrls,
  keyAccepted,
  serializeAnswer,
  tokenAccess,
  type ProviderAccess,
} from './define';
import { answerOf, journalCall } from './journal-hooks';

/** The paths the lane answers: the ones polled and reread, whose handlers only read. */
const LANE_PATHS: readonly EndpointPath[] = ['api-get-dashboard-data', 'api-bid-history-data'];
/** A lane call's body is a few hundred bytes; a larger one is Fastify's to read (and limit). */
const LANE_BODY_LIMIT = 8 * 1024;
/** The content types the provider's routes read as JSON (routes/provider/index.ts). */
const JSON_TYPES = new Set(['application/json', 'text/plain']);
/** Keys secure-json-parse refuses in a body (Fastify's parser); such a body goes to Fastify. */
const POISON = /__proto__|constructor/;

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface LaneOptions {
  worlds: Worlds;
  access: ProviderAccess;
  /** The provider's CORS origins: the lane writes only the any-origin ('*') header. */
  corsOrigins: '*' | string[];
  /** Whether Fastify would log each request (the lane writes no log lines, so steps aside). */
  logsRequests: () => boolean;
  /** Whether the app is closing (Fastify answers 503 then). */
  closing: () => boolean;
  logDefect: (error: FastifyError) => void;
}

const pathByUrl = new Map<string, EndpointPath>(
  LANE_PATHS.flatMap((path) => endpointUrls(path).map((url) => [`/${url}`, path] as const)),
);

/** The body read by the lane for a call it hands to Fastify (read by the preParsing hook). */
const handedOver = new WeakMap<IncomingMessage, Buffer>();

/** The body Fastify should parse: the one the lane read, else the request's own stream. */
export const bodyForFastify = (req: IncomingMessage): Readable | undefined => {
  const body = handedOver.get(req);
  return body && Readable.from([body]);
};

/** Whether a call's headers let the lane take it (before its body is read). */
function laneable(req: IncomingMessage): EndpointPath | undefined {
  if (req.method !== 'POST') return undefined;
  const path = pathByUrl.get(req.url ?? '');
  if (!path || req.headers['transfer-encoding'] !== undefined) return undefined;
  const length = Number(req.headers['content-length']);
  if (!(length > 0 && length <= LANE_BODY_LIMIT)) return undefined;
  const type = req.headers['content-type'];
  return type && JSON_TYPES.has(type.toLowerCase()) ? path : undefined;
}

/** The body as a JSON object, or undefined when Fastify's parser might see it otherwise. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  if (text.charCodeAt(0) === 0xfeff || POISON.test(text)) return undefined;
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Wraps Fastify's handler: calls the lane takes are answered here, the rest go to `fastify`.
 * With origins other than any, the lane is never taken (CORS headers vary by caller).
 */
export function withLane(options: LaneOptions, fastify: NodeHandler): NodeHandler {
  if (options.corsOrigins !== '*') return fastify;
  const { worlds } = options;

  return (req, res) => {
    const path = laneable(req);
    const world = path && worlds.find();
    if (
      !path ||
      !world?.isOpen ||
      faultsOf(world).list().length > 0 ||
      options.logsRequests() ||
      options.closing()
    )
      return fastify(req, res);

    const arrived = { at: world.clock.now(), started: performance.now() };
    const chunks: Buffer[] = [];
    let state: 'reading' | 'fastify' | 'answering' = 'reading';
    // A call dropped before its answer is journalled with status 0, as the routes do.
    res.once('close', () => {
      if (state === 'reading') record(path, undefined, undefined, 0, null, null);
    });
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const text = bytes.toString('utf8');
      const body = jsonObject(text);
      if (body && serve(path, body, text)) return;
      state = 'fastify';
      handedOver.set(req, bytes);
      fastify(req, res);
    });

    function record(
      path: EndpointPath,
      body: unknown,
      bodyText: string | undefined,
      status: number,
      answer: ReturnType<typeof answerOf>,
      user: Player | null,
    ): void {
      journalCall(world!, {
        path,
        ...arrived,
        body,
        bodyText,
        status,
        answer,
        fault: undefined,
        user,
      });
    }

    /** Answers the call if every check passes the routes' way; false leaves it to Fastify. */
    function serve(path: EndpointPath, body: Record<string, unknown>, text: string): boolean {
      const def = ENDPOINTS[path];
      if (def.auth !== 'open' && !keyAccepted(body, options.access)) return false;
      if (validatorOf(def.request)?.(body) !== true) return false;
      const called = openForCall(worlds, undefined);
      let user: Player | null = null;
      if (def.auth === 'token') {
        const caller = tokenAccess(path, body, called);
        if (caller.refusal !== undefined) return false;
        user = caller.user;
      }
      state = 'answering';
      keepBusy(called, res);
      const send = (code: number, answer: unknown) => {
        const payload = serializeAnswer(answer);
        res.once('close', () =>
          record(path, body, text, res.writableFinished ? code : 0, answerOf(payload), user),
        );
        res.writeHead(code, {
          'access-control-allow-origin': '*',
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(payload),
        });
        res.end(payload);
      };
      const fail = (error: unknown) => {
        const { code, body: answer } = providerErrorAnswer(
          error as FastifyError,
          options.logDefect,
        );
        send(code, answer);
      };
      try {
        const answer = endpointHandlers.get(path)!({ body, world: called, user: user!, raw: req });
        if (answer instanceof Promise) answer.then((a) => send(200, a), fail);
        else send(200, answer);
      } catch (error) {
        fail(error);
      }
      return true;
    }
  };
}
