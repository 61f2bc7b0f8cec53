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
import { profileRules } from '../../domain/profile';
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
  request: FastifyRequest;
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
  }
}

export interface ProviderAccess {
  appKey: string;
  envType: string;
}

/** The sibling deployment's spellings of each registry path (PATH_ALIASES). */
const aliasesOf = (path: EndpointPath): string[] =>
  Object.entries(PATH_ALIASES)
    .filter(([, target]) => target === path)
    .map(([alias]) => alias);

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
  for (const url of [path, ...aliasesOf(path)]) {
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
        handler({
          body: request.body as RequestOf<P>,
          world: request.world,
          user: request.user as Player,
          request,
        }),
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

/**
 * The shared checks. The app key is checked before the body is validated (a wrong key is refused
 * whatever else is wrong); the token and the betting switch after, as the world's profile says:
 * strict refuses unknown tokens, blocked players and disabled betting; real answers them all.
 */
export function registerAccessHooks(app: FastifyInstance, access: ProviderAccess): void {
  app.decorateRequest('user', null);
  onEndpoint(app, (path) => {
    const def = ENDPOINTS[path];
    return {
      ...(def.auth !== 'open' && {
        preValidation: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          const body = (request.body ?? {}) as Record<string, unknown>;
          if (body.app_key !== access.appKey || body.env_type !== access.envType)
            refuse(reply, MSG.UNAUTHORIZED);
          else done();
        },
      }),
      ...(def.auth === 'token' && {
        preHandler: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          const token = requestToken(request.body);
          const user = token ? usersOf(request.world).byToken(token) : undefined;
          const rules = profileRules(request.world);
          const refusal = !user
            ? rules.refuseUnknownToken && ACCESS_MESSAGES.invalidToken
            : user.blocked && rules.refuseBlockedPlayer
              ? ACCESS_MESSAGES.blocked
              : def.bettingRequired && rules.requireBetting && user.betting_status !== '1'
                ? ACCESS_MESSAGES.bettingDisabled
                : undefined;
          if (refusal) return void refuse(reply, refusal);
          request.user = user ?? NOBODY;
          done();
        },
      }),
    };
  });
}
