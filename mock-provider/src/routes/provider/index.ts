import type { FastifyInstance } from 'fastify';
import { registerAccounts } from './accounts';
import { registerBidding } from './bidding';
import { registerContent } from './content';
import { registerFunds } from './funds';
import { registerHistory } from './history';
import { registerMarkets } from './markets';
import { registerExtras } from './extras';
import { PROVIDER_STEPS, type PipelineOptions } from './pipeline';
import { registerRefused } from './refused';
import { registerProxy, type ProxyOptions } from './proxy';

/**
 * The protocol's endpoints, in their own context with the shared access hooks and the real
 * provider's openness: CORS for any origin (or CORS_ORIGINS), and text/plain bodies read as JSON
 * (what browsers send to skip the preflight). The control plane has neither. With `proxy`, the
 * same paths forward every call to the upstream instead.
 */
export async function providerRoutes(
  app: FastifyInstance,
  opts: PipelineOptions & { proxy?: ProxyOptions },
) {
  // The pipeline's steps, in order (pipeline.ts); a recording proxy keeps those before the body
  // is read, then forwards every call (proxy.ts).
  for (const step of PROVIDER_STEPS)
    if (step.proxied || !opts.proxy) await step.register(app, opts);
  if (opts.proxy) return registerProxy(app, opts.proxy);

  registerAccounts(app, opts.access);
  registerMarkets(app);
  registerContent(app);
  registerBidding(app);
  registerHistory(app);
  registerFunds(app);
  registerExtras(app);
  registerRefused(app);
}
