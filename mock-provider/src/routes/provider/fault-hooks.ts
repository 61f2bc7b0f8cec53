import type { FastifyInstance, FastifyRequest } from 'fastify';
import { faultsOf, type FaultPlan } from '../../domain/control/faults';
import { onEndpoint } from './define';

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
  return plan?.terminal?.kind ?? plan?.prefix?.kind ?? (plan?.latencyMs ? 'latency' : undefined);
}

/**
 * Injected faults, on provider routes only (chosen by the route's `endpoint`, never by URL). The
 * plan is drawn and the latency waited when the call arrives; terminal faults answer once the body
 * is parsed (so the journal still shows what was sent) and before any check or handler runs, so
 * nothing is written.
 */
export function registerFaultHooks(app: FastifyInstance): void {
  app.decorateRequest('faultPlan', null);
  onEndpoint(app, (path) => ({
    onRequest: (request, _reply, done) => {
      // A sandbox not made yet has no faults (and a call refused before its handler makes none).
      const world = request.existingWorld;
      if (!world) return done();
      const plan = faultsOf(world).plan(path);
      if (!plan.terminal && !plan.prefix && plan.latencyMs === 0) return done();
      request.faultPlan = plan;
      if (plan.latencyMs > 0) setTimeout(done, plan.latencyMs);
      else done();
    },
    preValidation: (request, reply, done) => {
      const fault = request.faultPlan?.terminal;
      if (!fault) return done();
      switch (fault.kind) {
        case 'status_false':
          reply.code(200).send({ status: false, msg: fault.msg ?? DEFAULT_FAULT_MSG });
          return;
        case 'http_500':
          reply.code(500).type('text/html').send('<h1>500 Internal Server Error</h1>');
          return;
        case 'not_json':
          reply
            .code(200)
            .type('text/html')
            .send(fault.text ?? DEFAULT_NOT_JSON);
          return;
        case 'drop':
          // No answer at all: the client sees the connection reset.
          reply.hijack();
          reply.raw.destroy();
          return;
      }
    },
    onSend: (request, _reply, payload, done) => {
      const fault = request.faultPlan?.prefix;
      // An answer is JSON text, or a kept answer's bytes (JsonText).
      if (!fault || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
        return done(null, payload);
      done(null, `${fault.text ?? DEFAULT_NOTICE}${payload.toString()}`);
    },
  }));
}
