import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { CONSOLE_DIST, DEV_APP_KEY } from './config';
import { badJsonMessage, providerErrorAnswer } from './errors';
import { BODY_LIMIT_BYTES } from './json-limits';
import { serverWithFront } from './http-server';
import { withLane } from './routes/provider/lane';
import { upstreamBase } from './proxy/forward';
import { HarRecorder } from './proxy/recorder';
import { rememberingSerializers } from './serializers';
import { rememberingValidators } from './validators';
import { lazyChildLogger } from './request-logger';
import { OneLinePerCall } from './log-lines';
import {
  deletedWorldError,
  registerWorlds,
  rewriteUrl,
  sandboxNameProblem,
} from './worlds/request-world';
import type { Profile } from './contract/profiles';
import { withCallNotes } from './call-notes';
import { enforces } from './domain/strict-notes';
import { autoResultsOf } from './domain/control/auto-results';
import { consoleRoutes } from './routes/console';
import { trackInProcessCalls } from './inject-fetch';
import { refuseFraming } from './routes/no-framing';
import { controlRoutes } from './routes/control';
import { pageRoutes } from './routes/pages';
import { providerRoutes } from './routes/provider';
import { seedWorld } from './seed';
import { swaggerOptions } from './routes/openapi/document';
import { journalKeeping } from './domain/control/journal-keeping';
import { fileBudget, openFileLimit } from './worlds/file-budget';
import { DEFAULT_SANDBOX_LIMIT, Worlds } from './worlds/worlds';

// The app's decorations (app.worlds, app.swagger) reach Fastify's types as module augmentations:
// named here so that a project reading only this module's declarations sees them too (tsc -b).
export type {} from './worlds/request-world';
export type {} from '@fastify/swagger';

export interface AppOptions {
  /** The default world's database file, or ':memory:' (the default). */
  dbPath?: string;
  appKey?: string;
  envType?: string;
  logger?: FastifyServerOptions['logger'];
  /** Origins the provider's endpoints answer by CORS (default any), as the real provider does. */
  corsOrigins?: '*' | string[];
  controlToken?: string | undefined;
  /** Other origins whose pages may call the control plane (default none). */
  controlOrigins?: string[];
  /** Host names the control plane answers besides the loopback names (default none). */
  controlHosts?: string[];
  /** The most sandboxes open at once (default 100, fewer when the open files allow fewer). */
  sandboxLimit?: number;
  /** The most sandboxes that may exist, open or closed (default 500). */
  sandboxMax?: number;
  /** Hours of real time an idle sandbox is kept (default 168; 0 keeps them for good). */
  sandboxTtlHours?: number;
  /** Seed empty worlds with the demo data (default true). */
  seed?: boolean;
  /** Where every new world's clock starts (default: now). */
  startAt?: number;
  /** Every world's profile until one is set for it (default `real`; domain/profile.ts). */
  profile?: Profile;
  /** The QA console's build folder, served at /__sim/console/ (default: console/dist). */
  consoleDir?: string;
  /** Answer the polled provider calls on the fast lane (routes/provider/lane.ts; default true). */
  fastLane?: boolean;
  /** How long a scenario run (POST /__sim/scenarios/run) may take, seconds (default 120). */
  scenarioTimeLimitS?: number;
  /**
   * A recording proxy (PROVIDER_UPSTREAM): every provider call is forwarded to this base URL and
   * answered as it answers (routes/provider/proxy.ts).
   */
  upstream?: string;
  /** With `upstream`: the HAR file every exchange is written to (PROVIDER_RECORD). */
  recordTo?: string;
  /** A certificate and its key (PEM): the server answers HTTPS (default HTTP). */
  tls?: { cert: string | Buffer; key: string | Buffer };
}

type LevelCheck = { isLevelEnabled(level: string): boolean };

/** What the router's own refusals answer (the URL is not echoed back). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment is too long',
};
const frameworkStatus = (code: string): number => (code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400);

/**
 * Builds the simulator: the provider's endpoints and the control plane over a set of worlds.
 * The server entry and every test use this, with the same options.
 */
export async function buildApp(options: AppOptions = {}) {
  const front: Parameters<typeof serverWithFront>[0] = {};
  const dbPath = options.dbPath ?? ':memory:';
  // The open files shared between sandboxes and client connections (worlds/file-budget.ts).
  const files = fileBudget(
    openFileLimit(),
    options.sandboxLimit ?? DEFAULT_SANDBOX_LIMIT,
    dbPath !== ':memory:',
  );
  const app = Fastify({
    serverFactory: serverWithFront(front, files.connections),
    ...(options.tls && { https: options.tls }),
    logger: options.logger ?? false,
    // One line per call instead of Fastify's two (log-lines.ts).
    logController: new OneLinePerCall(),
    // With no logger Fastify makes no children at all; with pino, a child when one is written to.
    ...(options.logger ? { childLoggerFactory: lazyChildLogger } : {}),
    bodyLimit: BODY_LIMIT_BYTES,
    rewriteUrl,
    // Errors the router raises before any route runs (a malformed or over-long URL) get the
    // envelope too, not Fastify's own {error, code, message} body.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      reply
        .code(frameworkStatus(error.code))
        .send({ status: false, msg: FRAMEWORK_MESSAGES[error.code] ?? 'Invalid request' });
    },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    schemaController: {
      compilersFactory: {
        buildValidator: rememberingValidators,
        buildSerializer: rememberingSerializers,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // The default world opens now; sandboxes when a call accepted in them first needs them.
  const worlds = new Worlds({
    dbPath,
    startAt: options.startAt,
    defaults: { profile: options.profile },
    seed: options.seed === false ? undefined : seedWorld,
    beforeCall: (world) => autoResultsOf(world).catchUpQuietly(),
    openLimit: files.openSandboxes,
    maxSandboxes: options.sandboxMax,
    ttlHours: options.sandboxTtlHours,
    keeping: journalKeeping,
  });
  registerWorlds(app, worlds);
  trackInProcessCalls(app);
  // What a call Fastify takes changes may be what the lane's kept answers were made from.
  let fastifyCalls = 0;
  const countCall = (_request: unknown, _reply: unknown, done: () => void) => {
    fastifyCalls += 1;
    done();
  };
  app.addHook('onRequest', countCall);
  app.addHook('onResponse', countCall);
  app.addHook('onClose', async () => worlds.close());

  // The provider's way; the control plane has a handler of its own (routes/control/index.ts).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Read only for a body that is not JSON: a sandbox not made yet (or closed again, which
    // nothing but the gate may reopen) answers in the default world's profile.
    const explainBadJson = () => {
      const world = request.existingWorld;
      return withCallNotes(request.strictNotes ?? undefined, () =>
        enforces(world?.isOpen ? world : worlds.get(), 'explainBadJson', badJsonMessage(error)),
      );
    };
    const { code, body } = providerErrorAnswer(
      deletedWorldError(request) ?? error,
      (defect) => request.log.error(defect),
      explainBadJson,
    );
    return reply.code(code).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const misnamed = sandboxNameProblem(request.raw);
    if (misnamed) return reply.code(400).send({ status: false, msg: misnamed });
    return reply.code(404).send({ status: false, msg: `Unknown path ${request.url}` });
  });

  // Before every route: no page of any of them may be framed.
  refuseFraming(app);

  // Before the routes, so every route's schema lands in the document served at /docs/json.
  // Shaped for generators: operation ids, named schemas, every status (routes/openapi/document.ts).
  await app.register(swagger, swaggerOptions());
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const providerAccess = {
    appKey: options.appKey ?? DEV_APP_KEY,
    envType: options.envType ?? 'Prod',
  };
  const corsOrigins = options.corsOrigins ?? '*';
  const recorder =
    options.upstream && options.recordTo
      ? HarRecorder.open(options.recordTo, (error) => app.log.error(error))
      : undefined;
  if (recorder) app.addHook('onClose', () => recorder.close());
  await app.register(providerRoutes, {
    access: providerAccess,
    corsOrigins,
    ...(options.upstream && { proxy: { upstream: upstreamBase(options.upstream), recorder } }),
  });
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // A proxy forwards every call: the lane, which answers calls itself, steps aside.
  if (options.fastLane !== false && !options.upstream)
    front.handler = (fastify) =>
      withLane(
        {
          worlds,
          access: providerAccess,
          corsOrigins,
          // Fastify logs each request at info (with no logger, nothing has the method).
          logsRequests: () => (app.log as Partial<LevelCheck>).isLevelEnabled?.('info') ?? false,
          closing: () => closing,
          logDefect: (error) => app.log.error(error),
          fastifyCalls: () => fastifyCalls,
        },
        fastify,
      );
  await app.register(pageRoutes);
  // Beside the control plane, not in it: the page is public, its control calls are guarded.
  await app.register(consoleRoutes, { dir: options.consoleDir ?? CONSOLE_DIST });
  await app.register(controlRoutes, {
    prefix: '/__sim',
    controlToken: options.controlToken,
    controlOrigins: options.controlOrigins ?? [],
    controlHosts: options.controlHosts ?? [],
    provider: providerAccess,
    scenarioTimeLimitS: options.scenarioTimeLimitS,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
