import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import {
  faultsOf,
  type Fault,
  type FaultPlan,
  type TerminalKind,
} from '../../domain/control/faults';
import { callerMobile } from './caller';
import { onEndpoint } from './define';
import { lostAnswer } from './lost-answers';

/** What a PHP server prints before its JSON when a notice slips out. */
export const DEFAULT_NOTICE =
  '<br />\n<b>Notice</b>:  Undefined index: device_id in <b>/home/provider/public_html/api.php</b> on line <b>42</b><br />\n';
export const DEFAULT_NOT_JSON =
  '<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>';
export const DEFAULT_FAULT_MSG = 'Server is busy. Please try again later.';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a fault was drawn for this call. */
    faultPlan: FaultPlan | null;
  }
}

/** The kind of the fault that shaped this call's answer, for the journal. */
export function faultApplied(request: FastifyRequest): string | undefined {
  const plan = request.faultPlan;
  return (
    plan?.terminal?.kind ??
    plan?.after?.kind ??
    plan?.prefix?.kind ??
    (plan?.latencyMs ? 'latency' : undefined)
  );
}

/**
 * Injected faults, on provider routes only (chosen by the route's `endpoint`, never by URL). The
 * plan is drawn once the body is parsed (a fault for one player needs the caller) and the latency
 * waited then; terminal faults answer before any check or handler runs, so nothing is written
 * (the journal still shows what was sent). A lost-answer fault lets the handler run and its
 * transaction commit, then spoils the answer on its way out (lost-answers.ts).
 */
export function registerFaultHooks(app: FastifyInstance): void {
  app.decorateRequest('faultPlan', null);
  // Answers held back by hang_after: cut when the server closes, or it would wait for them.
  const held = new Set<ServerResponse>();
  app.addHook('preClose', (done) => {
    for (const response of held) response.destroy();
    done();
  });
  onEndpoint(app, (path) => ({
    preValidation: (request, reply, done) => {
      // A sandbox not made yet has no faults (and a call refused before its handler makes none).
      const world = request.existingWorld;
      if (!world) return done();
      const faults = faultsOf(world);
      const player = faults.hasPlayerFaults() ? callerMobile(request.body, null, world) : undefined;
      const plan = faults.plan(path, player);
      if (!plan.terminal && !plan.prefix && !plan.after && plan.latencyMs === 0) return done();
      request.faultPlan = plan;
      const go = () => answerInstead(plan, reply, done);
      if (plan.latencyMs > 0) waitUnlessGone(reply, plan.latencyMs, go);
      else go();
    },
    onSend: (request, reply, payload, done) => {
      const plan = request.faultPlan;
      // An answer is JSON text, or a kept answer's bytes (JsonText).
      if (!plan || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
        return done(null, payload);
      const text = plan.prefix
        ? `${plan.prefix.text ?? DEFAULT_NOTICE}${payload.toString()}`
        : payload;
      if (!plan.after) return done(null, text);
      const bytes = Buffer.from(text);
      // The whole answer's length, as the real server announces it, whatever part of it is sent.
      reply.header('content-length', String(bytes.length));
      done(null, lostAnswer(plan.after.kind, bytes, reply.raw, plan.spreadMs, held));
    },
  }));
}

/**
 * Waits out an injected latency, unless the caller leaves first (its answer closes: a network
 * client gives up, or an in-process call is aborted, inject-fetch.ts): then the call ends there,
 * its handler never runs, and its world is let go at once rather than when the latency is over.
 */
function waitUnlessGone(reply: FastifyReply, ms: number, then: () => void): void {
  const leave = () => {
    clearTimeout(timer);
    reply.hijack();
  };
  const timer = setTimeout(() => {
    reply.raw.off('close', leave);
    then();
  }, ms);
  reply.raw.once('close', leave);
}

/**
 * How each kind that answers instead (contract/fault-kinds.ts) answers, in place of every check
 * and the handler: a new one does not compile until it has its answer here.
 */
const INSTEAD: { readonly [K in TerminalKind]: (fault: Fault, reply: FastifyReply) => void } = {
  status_false: (fault, reply) => {
    reply.code(200).send({ status: false, msg: fault.msg ?? DEFAULT_FAULT_MSG });
  },
  http_500: (_fault, reply) => {
    reply.code(500).type('text/html').send('<h1>500 Internal Server Error</h1>');
  },
  not_json: (fault, reply) => {
    reply
      .code(200)
      .type('text/html')
      .send(fault.text ?? DEFAULT_NOT_JSON);
  },
  // No answer at all: the client sees the connection reset.
  drop: (_fault, reply) => {
    reply.hijack();
    reply.raw.destroy();
  },
};

/** A terminal fault answers here; else the call goes on. */
function answerInstead(plan: FaultPlan, reply: FastifyReply, done: () => void): void {
  const fault = plan.terminal;
  if (fault) INSTEAD[fault.kind](fault, reply);
  else done();
}
