/**
 * The stub a team might write by hand instead of a simulator: Fastify (no logger, hooks or
 * schemas) answering each path with the provider's bytes from STUB_ANSWERS, read once at start. Run by side-by-side.ts.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

/** Per path: the headers to send (by name) and the body. */
const answers = JSON.parse(readFileSync(process.env.STUB_ANSWERS!, 'utf8')) as Record<
  string,
  { headers: Record<string, string>; body: string }
>;
const app = Fastify({ logger: false });
app.get('/', async () => 'stub');
for (const [path, { headers, body }] of Object.entries(answers)) {
  const bytes = Buffer.from(body);
  app.post(`/${path}`, (_request, reply) => {
    void reply.headers(headers).send(bytes);
  });
}
await app.listen({ port: Number(process.env.STUB_PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
