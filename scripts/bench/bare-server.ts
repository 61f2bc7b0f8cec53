/**
 * The baseline: a bare Fastify server, one POST route per provider path in BARE_ANSWERS (a JSON
 * file of {path: answer}), each replying the real provider's answer, serialised per request. No
 * schemas, hooks, database or plugins: what is left is Fastify, JSON parsing and serialising.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const answers = JSON.parse(readFileSync(process.env.BARE_ANSWERS!, 'utf8')) as Record<
  string,
  object
>;
const app = Fastify({ logger: false });
app.get('/', async () => ({ status: true }));
for (const [path, answer] of Object.entries(answers)) {
  app.post(`/${path}`, async () => answer);
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
