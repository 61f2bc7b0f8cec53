import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import {
  JSON_BODY_TYPES,
  registerAccessHooks,
  serializeAnswer,
  type ProviderAccess,
} from './define';
import { registerFaultHooks } from './fault-hooks';
import { registerOverrideHooks } from './override-hooks';
import { bodyForFastify } from './lane';
import { keepingText, registerJournalHooks } from './journal-hooks';
import { registerAccounts } from './accounts';
import { registerBidding } from './bidding';
import { registerContent } from './content';
import { registerFunds } from './funds';
import { registerHistory } from './history';
import { registerMarkets } from './markets';

/**
 * The protocol's endpoints, in their own context with the shared access hooks and the real
 * provider's openness: CORS for any origin (or CORS_ORIGINS), and text/plain bodies read as JSON
 * (what browsers send to skip the preflight). The control plane has neither.
 */
export async function providerRoutes(
  app: FastifyInstance,
  opts: { access: ProviderAccess; corsOrigins: '*' | string[] },
) {
  // Fastify's own JSON parser, keeping each body's text for the journal.
  const parseJson = keepingText(app.getDefaultJsonParser('error', 'error'));
  for (const type of JSON_BODY_TYPES)
    app.addContentTypeParser(type, { parseAs: 'string' }, parseJson);
  // A body the fast lane read before handing the call over is parsed from what it read.
  app.addHook('preParsing', (request, _reply, payload, done) =>
    done(null, bodyForFastify(request.raw) ?? payload),
  );
  await app.register(cors, { origin: opts.corsOrigins });
  // Answers are plain JSON (or kept JSON bytes); the response schemas document and test them.
  // Fastify writes the Buffer a serializer returns as it is, though its types say string.
  app.setSerializerCompiler(() => serializeAnswer as (data: unknown) => string);
  // Journal first: it times the whole call, injected latency included. Faults, then overrides, before access checks.
  registerJournalHooks(app);
  registerFaultHooks(app);
  registerOverrideHooks(app);
  registerAccessHooks(app, opts.access);
  registerAccounts(app);
  registerMarkets(app);
  registerContent(app);
  registerBidding(app);
  registerHistory(app);
  registerFunds(app);
}
