import type { FastifyInstance } from 'fastify';
import { registerAccessHooks, type ProviderAccess } from './define';
import { registerAccounts } from './accounts';
import { registerBidding } from './bidding';
import { registerContent } from './content';
import { registerFunds } from './funds';
import { registerHistory } from './history';
import { registerMarkets } from './markets';

/** The protocol's endpoints, in their own context with the shared access hooks. */
export async function providerRoutes(app: FastifyInstance, opts: { access: ProviderAccess }) {
  // Answers are plain JSON; the response schemas document and test them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerAccessHooks(app, opts.access);
  registerAccounts(app);
  registerMarkets(app);
  registerContent(app);
  registerBidding(app);
  registerHistory(app);
  registerFunds(app);
}
