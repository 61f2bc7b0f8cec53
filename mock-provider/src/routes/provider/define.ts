import {
  ENDPOINTS,
  MSG,
  PATH_ALIASES,
  requestToken,
  type EndpointPath,
  type RequestOf,
  type ResponseOf,
} from '@panna/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { ProfileRules } from '../../domain/profile';
import { withCallNotes } from '../../call-notes';
import { enforces } from '../../domain/strict-notes';
import { JsonText } from '../../json-text';
import type { Player } from '../../domain/users';
import { ACCESS_MESSAGES, NOBODY, usersOf } from '../../domain/users';
import type { World } from '../../worlds/world';

/** What a handler gets: the typed body, the world it runs in and, for token calls, the player. */
export interface EndpointContext<P extends EndpointPath> {
  body: RequestOf<P>;
  world: World;
  /**
   * Present on `token` endpoints: the token's player, or NOBODY for a token no player holds when
   * the profile answers those (real).
   */
  user: Player;
  /** The HTTP request (its host names the world's pages: routes/pages/urls.ts). */
  raw: IncomingMessage;
}

/** What the provider's routes write an answer with: JsonText's bytes, the rest as JSON. */
export const serializeAnswer = (data: unknown): string | Buffer =>
  data instanceof JsonText ? data.bytes : JSON.stringify(data);

export type EndpointHandler<P extends EndpointPath> = (
  ctx: EndpointContext<P>,
) => ResponseOf<P> | JsonText<ResponseOf<P>> | Promise<ResponseOf<P>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every provider route: the hooks read their rules from the registry entry. */
    endpoint?: EndpointPath;
  }
  interface FastifyRequest {
    /** The signed-in player, on `token` endpoints once the token hook has passed. */
    user: Player | null;
    /** What strict would have refused in this call (domain/strict-notes.ts); the journal keeps it. */
    strictNotes: string[] | null;
  }
}

/**
 * An answer's `Date` header: its world's clock (a virtual one QA moves), not the machine's, and
 * exposed to pages by CORS (`ANSWER_EXPOSED_HEADERS`), so a page may read the provider's time
 * from it. (The app reads it from the dashboard's rows, which the real provider sends too:
 * client/src/lib/provider-clock.ts.)
 */
export const answerDate = (world: World): string => new Date(world.clock.now()).toUTCString();
export const ANSWER_EXPOSED_HEADERS = 'Date';

/** The content types whose bodies the provider reads as JSON (text/plain: browsers skip the preflight). */
export const JSON_BODY_TYPES = ['application/json', 'text/plain'] as const;

export interface ProviderAccess {
  appKey: string;
  envType: string;
}

/**
 * Each endpoint's handler by registry path, for the fast lane (lane.ts). One per process, the last
 * declared: a handler reads everything from its context (body, world, user, raw), never from the
 * app it was declared on, so every app built in a process has the same ones.
 */
export const endpointHandlers = new Map<EndpointPath, EndpointHandler<EndpointPath>>();

/** A registry path and the sibling deployment's spellings of it (PATH_ALIASES). */
export const endpointUrls = (path: EndpointPath): string[] => [
  path,
  ...Object.entries(PATH_ALIASES)
    .filter(([, target]) => target === path)
    .map(([alias]) => alias),
];

/**
 * Declares one provider endpoint: `POST /{path}` with the registry's schemas and rules, and the
 * same under each alias of the path. The app key, token and betting checks run as hooks chosen by
 * the registry entry, never by URL.
 */
export function defineEndpoint<P extends EndpointPath>(
  app: FastifyInstance,
  path: P,
  handler: EndpointHandler<P>,
): void {
  const def = ENDPOINTS[path];
  endpointHandlers.set(path, handler as EndpointHandler<EndpointPath>);
  for (const url of endpointUrls(path)) {
    app.post(`/${url}`, {
      schema: {
        summary:
          url === path ? def.summary : `The same as /${path} (another deployment's spelling).`,
        tags: [def.group],
        body: def.request,
        response: { 200: def.response },
      },
      // Hooks, faults and the journal go by the registry path, whichever spelling was called.
      config: { endpoint: path },
      // Not async: a plain answer is sent at once, without a promise per call.
      handler: (request) =>
        withCallNotes(request.strictNotes ?? undefined, () =>
          handler({
            body: request.body as RequestOf<P>,
            world: request.world,
            user: request.user as Player,
            raw: request.raw,
          }),
        ),
    });
  }
}

const refuse = (reply: FastifyReply, msg: string): void => {
  reply.code(200).send({ status: false, msg });
};

type RouteHookName = 'onRequest' | 'preValidation' | 'preHandler' | 'onSend' | 'onResponse';
/** Callback-style hooks: no promise per hook and call on the hot path. */
type RouteHooks = { [K in RouteHookName]?: RouteShorthandOptions[K] };

/**
 * Adds hooks to every provider route declared after this call, built once per route from its
 * endpoint path, so no hook looks the route up on each request. Hooks run in the order of the
 * `onEndpoint` calls.
 */
export function onEndpoint(app: FastifyInstance, hooksFor: (path: EndpointPath) => RouteHooks) {
  app.addHook('onRoute', (route) => {
    const path = route.config?.endpoint;
    if (!path) return;
    const target = route as unknown as Record<RouteHookName, unknown>;
    for (const [name, hook] of Object.entries(hooksFor(path)) as [RouteHookName, unknown][]) {
      const existing = target[name];
      target[name] = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook];
    }
  });
}

/** Whether a body carries the deployment's app key and environment (checked before the schema). */
export const keyAccepted = (body: unknown, access: ProviderAccess): boolean => {
  const { app_key, env_type } = (body ?? {}) as Record<string, unknown>;
  return app_key === access.appKey && env_type === access.envType;
};

/**
 * A token endpoint's caller as the world's profile sees them: strict refuses unknown tokens,
 * blocked players and disabled betting; real answers them all (an unknown token as NOBODY).
 */
export function tokenAccess(
  path: EndpointPath,
  body: unknown,
  world: World,
): { user: Player; refusal?: undefined } | { refusal: string } {
  const token = requestToken(body);
  const user = token ? usersOf(world).byToken(token) : undefined;
  const broken: [keyof ProfileRules, string] | undefined = !user
    ? ['refuseUnknownToken', ACCESS_MESSAGES.invalidToken]
    : user.blocked
      ? ['refuseBlockedPlayer', ACCESS_MESSAGES.blocked]
      : ENDPOINTS[path].bettingRequired && user.betting_status !== '1'
        ? ['requireBetting', ACCESS_MESSAGES.bettingDisabled]
        : undefined;
  return broken && enforces(world, ...broken) ? { refusal: broken[1] } : { user: user ?? NOBODY };
}

/** The shared checks, as hooks chosen by each route's registry entry (keyAccepted, tokenAccess). */
export function registerAccessHooks(app: FastifyInstance, access: ProviderAccess): void {
  app.decorateRequest('user', null);
  app.decorateRequest('strictNotes', null);
  onEndpoint(app, (path) => {
    const def = ENDPOINTS[path];
    return {
      ...(def.auth !== 'open' && {
        preValidation: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          if (!keyAccepted(request.body, access)) refuse(reply, MSG.UNAUTHORIZED);
          else done();
        },
      }),
      ...(def.auth === 'token' && {
        preHandler: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          const caller = withCallNotes(request.strictNotes ?? undefined, () =>
            tokenAccess(path, request.body, request.world),
          );
          if (caller.refusal !== undefined) return void refuse(reply, caller.refusal);
          request.user = caller.user;
          done();
        },
      }),
    };
  });
}
