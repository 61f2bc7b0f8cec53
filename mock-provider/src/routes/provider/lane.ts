/**
 * The provider's fast lane: the calls a player's app makes all day (the dashboard, polled every
 * five seconds, the bid history and bid submissions) answered on Node's own request handler,
 * without Fastify's per-request machinery (request and reply objects, hook runners, the body
 * parser), which costs more than the answer (docs/benchmarks.md, The floor). It is a shortcut,
 * not a second provider: it goes through the pipeline's own steps (pipeline.ts), running each the
 * routes' way (keyAccepted, the route's compiled validator, tokenAccess, the handler,
 * serializeAnswer, journalCall) or stepping aside when one would act (a fault or an override set,
 * origins other than any), and takes only calls whose every step it can take so. Anything else
 * (another path, a sandbox, a body it would refuse, a server logging each request) goes to
 * Fastify, with the body already read handed over (`handOver`).
 *
 * Its listeners are anonymous arrows calling module functions: tsx names every function it makes
 * that has a name (`__name`), and named closures made per call cost 3 us of a 50 us call here.
 * (Nor does it add properties to Node's request and response, which would change their shape.)
 */
import { withCallNotes } from '../../call-notes';
import { ANSWER_CONTENT_TYPE, ENDPOINTS, SUBMIT_PATH, type EndpointPath } from '@panna/shared';
import type { FastifyError } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { providerErrorAnswer } from '../../errors';
import { nestsDeeperThan } from '../../json-limits';
import { validatorOf } from '../../validators';
import type { World } from '../../worlds/world';
import type { Worlds } from '../../worlds/worlds';
import {
  answerDate,
  endpointHandlers,
  endpointUrls,
  JSON_BODY_TYPES,
  keyAccepted,
  serializeAnswer,
  tokenAccess,
} from './define';
import { answerOf, journalCall, type AnsweredCall } from './journal-hooks';
import { keptAnswersOf, type Stamp } from '../../domain/kept-answers';
import { ANY_ORIGIN_HEADERS, LANE_ASIDE, handOver, type PipelineOptions } from './pipeline';

/** The paths the lane answers: the polled dashboard, the reread bid history, every bid. */
const LANE_PATHS: readonly EndpointPath[] = [
  'api-get-dashboard-data',
  'api-bid-history-data',
  ...Object.values(SUBMIT_PATH),
];
/** The paths whose answers are kept (domain/kept-answers.ts): reads, whose handlers write nothing. */
const KEPT_PATHS: ReadonlySet<EndpointPath> = new Set<EndpointPath>([
  'api-get-dashboard-data',
  'api-bid-history-data',
]);
/** A lane call's body is a few hundred bytes; a larger one is Fastify's to read (and limit). */
const LANE_BODY_LIMIT = 8 * 1024;
const JSON_TYPES = new Set<string>(JSON_BODY_TYPES);
/** Keys secure-json-parse refuses in a body (Fastify's parser); such a body goes to Fastify. */
const POISON = /__proto__|constructor/;

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface LaneOptions extends PipelineOptions {
  worlds: Worlds;
  /** Whether Fastify would log each request (the lane writes no log lines, so steps aside). */
  logsRequests: () => boolean;
  /** Whether the app is closing (Fastify answers 503 then). */
  closing: () => boolean;
  logDefect: (error: FastifyError) => void;
  /** Calls the app's Fastify has taken or finished so far (domain/kept-answers.ts). */
  fastifyCalls: () => number;
}

interface Lane extends LaneOptions {
  fastify: NodeHandler;
}

/** A call on the lane: its journal entry as it grows, and where it stands. */
interface LaneCall extends AnsweredCall {
  lane: Lane;
  world: World;
  req: IncomingMessage;
  res: ServerResponse;
  chunks: Buffer[];
  /** Reading its body; handed to Fastify; answered here. */
  state: 'reading' | 'fastify' | 'answered';
  /** What strict would have refused in it (domain/strict-notes.ts). */
  notes: string[];
  /** Its answer's key among the kept answers, when its path's are kept (kept-answers.ts). */
  key: string | undefined;
  /** Its world's stamp as its handler began, for keeping the answer. */
  before: Stamp | undefined;
}

const pathByUrl = new Map<string, EndpointPath>(
  LANE_PATHS.flatMap((path) => endpointUrls(path).map((url) => [`/${url}`, path] as const)),
);

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

/**
 * The body as a JSON object, or undefined when Fastify's parser might see it otherwise (or
 * refuses it: nested past the limit, json-limits.ts).
 */
function jsonObject(text: string): Record<string, unknown> | undefined {
  if (text.charCodeAt(0) === 0xfeff || POISON.test(text) || nestsDeeperThan(text)) return undefined;
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The body is in: answered here when every check passes, else handed to Fastify. */
function onEnd(call: LaneCall): void {
  const bytes = call.chunks.length === 1 ? call.chunks[0]! : Buffer.concat(call.chunks);
  call.bodyText = bytes.toString('utf8');
  if (KEPT_PATHS.has(call.path)) {
    call.world = call.lane.worlds.forCall();
    if (answeredKept(call, call.bodyText)) return;
  }
  const body = jsonObject(call.bodyText);
  if (body && accepted(call, body)) return answer(call);
  call.state = 'fastify';
  handOver(call.req, bytes);
  call.lane.fastify(call.req, call.res);
}

/** Writes the answer kept for the same call, when its world is as it was then: false when none. */
function answeredKept(call: LaneCall, bodyText: string): boolean {
  const { world } = call;
  // Its path, the host its answer's URLs name, its body.
  call.key = `${call.path}\n${call.req.headers.host ?? ''}\n${bodyText}`;
  const kept = keptAnswersOf(world).get(call.key, call.lane.fastifyCalls());
  if (!kept) return false;
  call.state = 'answered';
  world.busy += 1; // as keepBusy does; onClose counts it down
  call.body = kept.body;
  call.user = kept.user;
  call.notes.push(...kept.notes);
  call.answer = kept.answer;
  call.res.writeHead(200, kept.headers as string[]);
  call.res.end(kept.payload);
  return true;
}

/** Journals the call once its answer is out, or as status 0 when it was dropped before. */
function onClose(call: LaneCall): void {
  if (call.state === 'fastify') return; // the routes journal it
  if (call.state === 'answered') call.world.busy -= 1;
  else {
    call.body = undefined;
    call.bodyText = undefined;
  }
  const { res } = call;
  call.status = call.state === 'answered' && res.writableFinished ? res.statusCode : 0;
  call.strict = call.notes[0];
  journalCall(call.world, call);
}

/** Whether every check passes the routes' way (the body, then its caller); false: Fastify's. */
function accepted(call: LaneCall, body: Record<string, unknown>): boolean {
  const def = ENDPOINTS[call.path];
  if (def.auth !== 'open' && !keyAccepted(body, call.lane.access)) return false;
  if (validatorOf(def.request)?.(body) !== true) return false;
  // A kept path's call took its world as it looked for its kept answer.
  if (call.key === undefined) call.world = call.lane.worlds.forCall();
  call.body = body;
  if (def.auth !== 'token') return true;
  const caller = withCallNotes(call.notes, () => tokenAccess(call.path, body, call.world));
  if (caller.refusal !== undefined) return false;
  call.user = caller.user;
  return true;
}

/** Runs the route's handler and writes its answer as the route would. */
function answer(call: LaneCall): void {
  call.state = 'answered';
  call.world.busy += 1; // as keepBusy does; onClose counts it down
  const { res } = call;
  if (call.key !== undefined)
    call.before = keptAnswersOf(call.world).stampNow(call.lane.fastifyCalls());
  try {
    const result = withCallNotes(call.notes, () =>
      endpointHandlers.get(call.path)!({
        body: call.body as never,
        world: call.world,
        user: call.user!,
        raw: call.req,
      }),
    );
    if (result instanceof Promise)
      result.then(
        (value) => send(call, res, 200, value),
        (error: unknown) => fail(call, res, error),
      );
    else send(call, res, 200, result);
  } catch (error) {
    fail(call, res, error);
  }
}

function fail(call: LaneCall, res: ServerResponse, error: unknown): void {
  const { code, body } = providerErrorAnswer(error as FastifyError, call.lane.logDefect);
  send(call, res, code, body);
}

function send(call: LaneCall, res: ServerResponse, code: number, answer: unknown): void {
  const serialized = serializeAnswer(answer);
  // A kept answer is written again as bytes.
  const payload =
    call.key !== undefined && typeof serialized === 'string' ? Buffer.from(serialized) : serialized;
  call.answer = answerOf(payload);
  // Flat [name, value, ...] pairs: Node writes them as they stand, no key walk.
  const headers = [
    ...ANY_ORIGIN_HEADERS,
    'date',
    answerDate(call.world),
    'content-type',
    ANSWER_CONTENT_TYPE,
    'content-length',
    String(Buffer.byteLength(payload)),
  ];
  if (call.key !== undefined && code === 200)
    keptAnswersOf(call.world).keep(call.key, call.before, call.lane.fastifyCalls(), {
      body: call.body as Record<string, unknown>,
      user: call.user,
      notes: [...call.notes],
      headers,
      payload: payload as Buffer,
      answer: call.answer,
    });
  res.writeHead(code, headers);
  res.end(payload);
}

/** Whether a step of the pipeline would act on a call in `world`: the lane then steps aside. */
function stepsAside(world: World, options: PipelineOptions): boolean {
  for (const aside of LANE_ASIDE) if (aside(world, options)) return true;
  return false;
}

/** Wraps Fastify's handler: calls the lane takes are answered here, the rest go to `fastify`. */
export function withLane(options: LaneOptions, fastify: NodeHandler): NodeHandler {
  const lane: Lane = { ...options, fastify };
  return (req, res) => {
    const path = laneable(req);
    const world = path && options.worlds.find();
    if (
      !path ||
      !world?.isOpen ||
      stepsAside(world, options) ||
      options.logsRequests() ||
      options.closing()
    )
      return fastify(req, res);
    const call: LaneCall = {
      lane,
      world,
      req,
      res,
      chunks: [],
      state: 'reading',
      path,
      at: world.clock.now(),
      started: performance.now(),
      body: undefined,
      bodyText: undefined,
      status: 0,
      answer: null,
      fault: undefined,
      user: null,
      notes: [],
      key: undefined,
      before: undefined,
    };
    // Each is emitted once: `on` spares the wrapper and the removal `once` makes.
    res.on('close', () => onClose(call));
    req.on('data', (chunk: Buffer) => call.chunks.push(chunk));
    req.on('end', () => onEnd(call));
  };
}
