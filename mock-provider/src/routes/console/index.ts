import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxName } from '../../worlds/request-world';
import { consoleFile, consoleIndex, CONSOLE_MISSING } from './files';

export const CONSOLE_PATH = '/__sim/console/';

/**
 * The page is static and public (it holds no secret); everything it shows comes from control
 * calls, which the control plane's guard checks as any other (same origin, token when set).
 * It may not be framed (its buttons move money), and runs only its own scripts.
 */
const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** Where the console is for this request: /__sim/console/ or /s/{name}/__sim/console/. */
const basePath = (request: FastifyRequest): string => {
  const sandbox = sandboxName(request.raw);
  return `${sandbox === undefined ? '' : `/s/${encodeURIComponent(sandbox)}`}${CONSOLE_PATH}`;
};

/**
 * The QA console's build (console/dist) at /__sim/console/ in every world. Files are served only
 * from inside the build folder; any other path under it is one of the console's own routes and
 * gets its index.html, with `<base href>` set to the world's console path.
 */
export async function consoleRoutes(app: FastifyInstance, { dir }: { dir: string }) {
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const index = consoleIndex(dir, basePath(request));
    reply.headers(PAGE_HEADERS).header('cache-control', 'no-cache');
    if (index === undefined)
      return reply.code(503).type('text/plain; charset=utf-8').send(CONSOLE_MISSING);
    return reply.type('text/html; charset=utf-8').send(index);
  };

  app.get('/__sim/console', { schema: { hide: true } }, (request, reply) =>
    reply.redirect(basePath(request)),
  );
  app.get<{ Params: { '*': string } }>(
    '/__sim/console/*',
    { schema: { hide: true } },
    (request, reply) => {
      const path = request.params['*'];
      // A console route (no file extension in its last segment) is the page.
      if (!/\.[A-Za-z0-9]+$/.test(path)) return page(request, reply);
      const file = consoleFile(dir, path);
      if (!file) return reply.code(404).send({ status: false, msg: `Unknown path ${request.url}` });
      return reply
        .headers(PAGE_HEADERS)
        .header(
          'cache-control',
          // Built assets are named by their hash: they never change under the same name.
          path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
        .type(file.type)
        .send(file.body);
    },
  );
}
