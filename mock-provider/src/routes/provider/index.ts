import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import {
  ANSWER_CONTENT_TYPE,
  JSON_BODY_TYPES,
  registerAccessHooks,
  serializeAnswer,
  type ProviderAccess,
} from './define';
import { registerFaultHooks } from './fault-hooks';
import { registerOverrideHooks } from './override-hooks';
import { bodyForFastify } from './lane';
import { withinJsonLimits } from '../../json-limits';
import { keepingText, registerJournalHooks } from './journal-hooks';
import { registerAccounts } from './accounts';
import { registerBidding } from './bidding';
import { registerContent } from './content';
import { registerFunds } from './funds';
import { registerHistory } from './history';
import { registerMarkets } from './markets';
import { registerExtras } from './extras';
import { registerRefused } from './refused';
import { registerProxy, type ProxyOptions } from './proxy';
import { keepOutOfFrames } from '../no-framing';

/**
 * The protocol's endpoints, in their own context with the shared access hooks and the real
 * provider's openness: CORS for any origin (or CORS_ORIGINS), and text/plain bodies read as JSON
 * (what browsers send to skip the preflight). The control plane has neither. With `proxy`, the
 * same paths forward every call to the upstream instead.
 */
export async function providerRoutes(
  app: FastifyInstance,
  opts: { access: ProviderAccess; corsOrigins: '*' | string[]; proxy?: ProxyOptions },
) {
  await app.register(cors, { origin: opts.corsOrigins });
  // Journal first: it times the whole call, injected latency included. Faults, then answer
  // overrides, before access checks.
  registerJournalHooks(app);
  registerFaultHooks(app);
  registerOverrideHooks(app);
  // A recording proxy forwards every call instead (proxy.ts).
  if (opts.proxy) return registerProxy(app, opts.proxy);

  // Fastify's own JSON parser, after the nesting limit (json-limits.ts), keeping each body's text
  // for the journal.
  const parseJson = keepingText(withinJsonLimits(app.getDefaultJsonParser('error', 'error')));
  for (const type of JSON_BODY_TYPES)
    app.addContentTypeParser(type, { parseAs: 'string' }, parseJson);
  // A body the fast lane read before handing the call over is parsed from what it read.
  app.addHook('preParsing', (request, _reply, payload, done) =>
    done(null, bodyForFastify(request.raw) ?? payload),
  );
  // Answers are plain JSON (or kept JSON bytes); the response schemas document and test them.
  // Fastify writes the Buffer a serializer returns as it is, though its types say string.
  app.setSerializerCompiler(() => serializeAnswer as (data: unknown) => string);
  // Sent as the real server sends them (text/html); faults that answer another type keep theirs.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (String(reply.getHeader('content-type')).startsWith('application/json')) {
      reply.header('content-type', ANSWER_CONTENT_TYPE);
      // Typed as a page after the root's hook ran, a GET answer (api-payment-data), which a frame
      // could load, is kept out of frames here; a POST's JSON has nothing to click.
      if (request.method === 'GET') keepOutOfFrames(reply);
    }
    done(null, payload);
  });
  registerAccessHooks(app, opts.access);
  registerAccounts(app, opts.access);
  registerMarkets(app);
  registerContent(app);
  registerBidding(app);
  registerHistory(app);
  registerFunds(app);
  registerExtras(app);
  registerRefused(app);
}
