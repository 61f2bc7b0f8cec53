import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MSG } from '@panna/shared';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { IncomingMessage } from 'node:http';
import { DEV_APP_KEY } from './config';
import { autoResultsOf } from './domain/auto-results';
import { controlRoutes } from './routes/control';
import { pageRoutes } from './routes/pages';
import { providerRoutes } from './routes/provider';
import { seedWorld } from './seed';
import { SANDBOX_NAME, Worlds, type World } from './world';

export interface AppOptions {
  /** The default world's database file, or ':memory:' (the default). */
  dbPath?: string;
  appKey?: string;
  envType?: string;
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: '*' | string[];
  controlToken?: string | undefined;
  /** Seed empty worlds with the demo data (default true). */
  seed?: boolean;
  /** Where every new world's clock starts (default: now). */
  startAt?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    worlds: Worlds;
  }
  interface FastifyRequest {
    world: World;
  }
}

/** Requests larger than this are refused before parsing. */
const BODY_LIMIT = 256 * 1024;

/** What the router's own refusals answer (the URL is not echoed back). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment is too long',
};
const frameworkStatus = (code: string): number => (code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400);

const sandboxOf = new WeakMap<IncomingMessage, string>();

/** `/s/{name}/rest` selects the sandbox `name`; the route sees `/rest`. */
function rewriteUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const match = /^\/s\/([^/?#]+)(\/.*)?$/.exec(url);
  if (!match || !SANDBOX_NAME.test(match[1]!)) return url;
  sandboxOf.set(req, match[1]!);
  return match[2] ?? '/';
}

/**
 * Builds the simulator: the provider's endpoints and the control plane over a set of worlds.
 * The server entry and every test use this, with the same options.
 */
export async function buildApp(options: AppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    rewriteUrl,
    // Errors the router raises before any route runs (a malformed or over-long URL) get the
    // envelope too, not Fastify's own {error, code, message} body.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(frameworkStatus(error.code))
        .send({ status: false, msg: FRAMEWORK_MESSAGES[error.code] ?? 'Invalid request' }),
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const worlds = new Worlds({
    dbPath: options.dbPath ?? ':memory:',
    startAt: options.startAt,
    seed: options.seed === false ? undefined : seedWorld,
  });
  app.decorate('worlds', worlds);
  app.decorateRequest('world', null as unknown as World);
  app.addHook('onRequest', (request, _reply, done) => {
    request.world = worlds.get(sandboxOf.get(request.raw));
    autoResultsOf(request.world).catchUp();
    done();
  });
  app.addHook('onClose', async () => worlds.close());

  // Browsers send text/plain to skip the preflight; read it as JSON too.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  await app.register(cors, {
    origin:
      options.corsOrigins === undefined || options.corsOrigins === '*' ? '*' : options.corsOrigins,
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(200).send({ status: false, msg: validationMessage(error) });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.code(400).send({ status: false, msg: MSG.INVALID_JSON });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ status: false, msg: error.message });
    }
    // A defect: logged in full, answered in the protocol's form without a stack trace.
    request.log.error(error);
    return reply.code(200).send({ status: false, msg: 'Something went wrong. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: false, msg: `Unknown path ${request.url}` }),
  );

  // Before the routes, so every route's schema lands in the document served at /docs/json.
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Panna mock provider',
        version: '0.1.0',
        description:
          'The provider protocol (POST /{path}) and the simulator control plane (/__sim). Prefix any path with /s/{name} for a sandbox.',
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(providerRoutes, {
    access: { appKey: options.appKey ?? DEV_APP_KEY, envType: options.envType ?? 'Prod' },
  });
  await app.register(pageRoutes);
  await app.register(controlRoutes, { prefix: '/__sim', controlToken: options.controlToken });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** "mobile is required" / "points must be string": names the field, in plain words. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request';
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (missing) return `${path ? `${path}.` : ''}${missing} is required`;
  return `${path || 'body'} ${first.message ?? 'is invalid'}`;
}
