/**
 * The provider's pipeline, one list for its two ways in: every step a call passes, in order, as
 * the routes attach it to each provider route (`register`: Fastify's hooks, chosen by the route's
 * registry entry) and as the fast lane takes it (lane.ts). On the lane a step either `runs`, the
 * lane calling the same functions the hooks call, or makes the lane step aside (`asideWhen`) when
 * it would act on the call, which then goes to Fastify. A step added here must say which, so the
 * lane cannot skip one unnoticed; lane.test.ts holds the two ways' answers and journals equal.
 */
import cors from '@fastify/cors';
import { ANSWER_CONTENT_TYPE } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { faultsOf } from '../../domain/control/faults';
import { overridesOf } from '../../domain/control/overrides';
import { withinJsonLimits } from '../../json-limits';
import type { World } from '../../worlds/world';
import { keepOutOfFrames } from '../no-framing';
import {
  ANSWER_EXPOSED_HEADERS,
  JSON_BODY_TYPES,
  answerDate,
  registerAccessHooks,
  serializeAnswer,
  type ProviderAccess,
} from './define';
import { registerFaultHooks } from './fault-hooks';
import { keepingText, registerJournalHooks } from './journal-hooks';
import { registerOverrideHooks } from './override-hooks';

export interface PipelineOptions {
  access: ProviderAccess;
  /** The origins answered by CORS: any (`*`, as the real provider) or CORS_ORIGINS. */
  corsOrigins: '*' | string[];
}

interface Step {
  /** What it does to a call. */
  readonly does: string;
  /** Attaches it to the provider's routes (those declared after it). */
  readonly register: (app: FastifyInstance, options: PipelineOptions) => void | Promise<void>;
  /** Whether the recording proxy keeps it (PROVIDER_UPSTREAM: the calls are forwarded after it). */
  readonly proxied: boolean;
  /** On the lane: run (by the same functions: named), or step aside when it would act. */
  readonly lane:
    | { readonly runs: string }
    | { readonly asideWhen: (world: World, options: PipelineOptions) => boolean };
}

/** A body the fast lane read before handing its call to Fastify, by the call's request. */
const handedOver = new WeakMap<IncomingMessage, Buffer>();

/** The lane hands a call to Fastify with the body it read (the body step parses that). */
export const handOver = (req: IncomingMessage, body: Buffer): void => {
  handedOver.set(req, body);
};

/** The body Fastify should parse: the one the lane read, else the request's own stream. */
const bodyForFastify = (req: IncomingMessage): Readable | undefined => {
  const body = handedOver.get(req);
  return body && Readable.from([body]);
};

/** An answer's CORS headers for any origin, as @fastify/cors writes them and the lane too. */
export const ANY_ORIGIN_HEADERS = [
  'access-control-allow-origin',
  '*',
  'access-control-expose-headers',
  ANSWER_EXPOSED_HEADERS,
] as const;

/** The provider's steps, in order (the routes' handlers come after the last). */
export const PROVIDER_STEPS: readonly Step[] = [
  {
    does: "answers by CORS any origin (the app reads the answers' Date), or CORS_ORIGINS",
    register: async (app, { corsOrigins }) => {
      await app.register(cors, { origin: corsOrigins, exposedHeaders: ANSWER_EXPOSED_HEADERS });
    },
    proxied: true,
    // Other origins than any: the headers vary by caller, which only the plugin answers.
    lane: { asideWhen: (_world, { corsOrigins }) => corsOrigins !== '*' },
  },
  {
    does: 'journals the call, timing all of it, injected latency included',
    register: (app) => registerJournalHooks(app),
    proxied: true,
    lane: { runs: 'journalCall (answerOf)' },
  },
  {
    does: 'injects the faults QA set: latency, or an answer in place of every later step',
    register: (app) => registerFaultHooks(app),
    proxied: true,
    lane: { asideWhen: (world) => faultsOf(world).list().length > 0 },
  },
  {
    does: "answers QA's override in place of every later step",
    register: (app) => registerOverrideHooks(app),
    proxied: true,
    lane: { asideWhen: (world) => overridesOf(world).list().length > 0 },
  },
  {
    does: 'reads the body as JSON (text/plain too) within the limits, keeping its text',
    register: (app) => {
      const parseJson = keepingText(withinJsonLimits(app.getDefaultJsonParser('error', 'error')));
      for (const type of JSON_BODY_TYPES)
        app.addContentTypeParser(type, { parseAs: 'string' }, parseJson);
      app.addHook('preParsing', (request, _reply, payload, done) =>
        done(null, bodyForFastify(request.raw) ?? payload),
      );
    },
    proxied: false,
    // A body it cannot take as the parser would (not a plain JSON object) goes to Fastify.
    lane: { runs: 'jsonObject (lane.ts), the nesting limit of json-limits.ts' },
  },
  {
    does: "writes the answer: its JSON, as text/html, dated by the world's clock",
    register: (app) => {
      // Fastify writes the Buffer a serializer returns as it is, though its types say string.
      app.setSerializerCompiler(() => serializeAnswer as (data: unknown) => string);
      // A fault answering another type keeps it; a call refused before it had a world is dated
      // by the machine.
      app.addHook('onSend', (request, reply, payload, done) => {
        const world = request.existingWorld;
        if (world) reply.header('date', answerDate(world));
        if (String(reply.getHeader('content-type')).startsWith('application/json')) {
          reply.header('content-type', ANSWER_CONTENT_TYPE);
          // Typed as a page after the root's hook ran, a GET answer (api-payment-data), which a
          // frame could load, is kept out of frames here; a POST's JSON has nothing to click.
          if (request.method === 'GET') keepOutOfFrames(reply);
        }
        done(null, payload);
      });
    },
    proxied: false,
    lane: { runs: 'serializeAnswer, answerDate, ANSWER_CONTENT_TYPE' },
  },
  {
    does: "checks the app key, then the request's schema, then the token, by the registry entry",
    register: (app, { access }) => registerAccessHooks(app, access),
    proxied: false,
    // A call one of them refuses goes to Fastify, which answers the refusal.
    lane: { runs: "keyAccepted, the route's compiled validator (validators.ts), tokenAccess" },
  },
];

/** What makes the lane step aside for a call in `world`: the steps that would act on it. */
export const LANE_ASIDE = PROVIDER_STEPS.flatMap(({ lane }) =>
  'asideWhen' in lane ? [lane.asideWhen] : [],
);
