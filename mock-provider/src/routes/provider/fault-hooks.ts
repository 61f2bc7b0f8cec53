import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { faultsOf, type FaultPlan } from '../../domain/faults';

/** What a PHP server prints before its JSON when a notice slips out. */
export const DEFAULT_NOTICE =
  '<br />\n<b>Notice</b>:  Undefined index: device_id in <b>/home/provider/public_html/api.php</b> on line <b>42</b><br />\n';
export const DEFAULT_NOT_JSON =
  '<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>';
export const DEFAULT_FAULT_MSG = 'Server is busy. Please try again later.';

const plans = new WeakMap<FastifyRequest, FaultPlan>();

/** The kind of the fault that shaped this call's answer, for the journal. */
export function faultApplied(request: FastifyRequest): string | undefined {
  const plan = plans.get(request);
  return plan?.terminal?.kind ?? plan?.prefix?.kind ?? (plan?.latencyMs ? 'latency' : undefined);
}

/**
 * Injected faults, on provider routes only (chosen by the route's `endpoint`, never by URL). The
 * plan is drawn and the latency waited when the call arrives; terminal faults answer once the body
 * is parsed (so the journal still shows what was sent) and before any check or handler runs, so
 * nothing is written.
 */
export function registerFaultHooks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = request.routeOptions.config.endpoint;
    if (!path) return;
    const plan = faultsOf(request.world).plan(path);
    if (!plan.terminal && !plan.prefix && plan.latencyMs === 0) return;
    plans.set(request, plan);
    if (plan.latencyMs > 0) await sleep(plan.latencyMs);
  });

  app.addHook('preValidation', async (request, reply) => {
    const fault = plans.get(request)?.terminal;
    if (!fault) return;
    switch (fault.kind) {
      case 'status_false':
        return reply.code(200).send({ status: false, msg: fault.msg ?? DEFAULT_FAULT_MSG });
      case 'http_500':
        return reply.code(500).type('text/html').send('<h1>500 Internal Server Error</h1>');
      case 'not_json':
        return reply
          .code(200)
          .type('text/html')
          .send(fault.text ?? DEFAULT_NOT_JSON);
      case 'drop':
        // No answer at all: the client sees the connection reset.
        reply.hijack();
        reply.raw.destroy();
        return reply;
    }
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const fault = plans.get(request)?.prefix;
    if (!fault || typeof payload !== 'string') return payload;
    return `${fault.text ?? DEFAULT_NOTICE}${payload}`;
  });
}
