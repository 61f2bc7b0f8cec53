import {
  ENDPOINTS,
  MSG,
  requestToken,
  type EndpointPath,
  type RequestOf,
  type ResponseOf,
} from '@panna/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../domain/users';
import { ACCESS_MESSAGES, usersOf } from '../../domain/users';
import type { World } from '../../world';

/** What a handler gets: the typed body, the world it runs in and, for token calls, the player. */
export interface EndpointContext<P extends EndpointPath> {
  body: RequestOf<P>;
  world: World;
  /** Present on `token` endpoints (the hook has already refused unknown tokens). */
  user: UserRow;
  request: FastifyRequest;
}

export type EndpointHandler<P extends EndpointPath> = (
  ctx: EndpointContext<P>,
) => ResponseOf<P> | Promise<ResponseOf<P>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every provider route: the hooks read their rules from the registry entry. */
    endpoint?: EndpointPath;
  }
  interface FastifyRequest {
    user?: UserRow;
  }
}

export interface ProviderAccess {
  appKey: string;
  envType: string;
}

/**
 * Declares one provider endpoint: `POST /{path}` with the registry's schemas and rules. The app
 * key, token and betting checks run as hooks chosen by the registry entry, never by URL.
 */
export function defineEndpoint<P extends EndpointPath>(
  app: FastifyInstance,
  path: P,
  handler: EndpointHandler<P>,
): void {
  const def = ENDPOINTS[path];
  app.post(`/${path}`, {
    schema: {
      summary: def.summary,
      tags: [def.group],
      body: def.request,
      response: { 200: def.response },
    },
    config: { endpoint: path },
    handler: async (request) =>
      handler({
        body: request.body as RequestOf<P>,
        world: request.world,
        user: request.user as UserRow,
        request,
      }),
  });
}

const refuse = (reply: FastifyReply, msg: string) => reply.code(200).send({ status: false, msg });

/**
 * The shared checks, as hooks on the provider's context. The app key is checked before the body is
 * validated (a wrong key is refused whatever else is wrong); the token and the betting switch after.
 */
export function registerAccessHooks(app: FastifyInstance, access: ProviderAccess): void {
  app.addHook('preValidation', async (request, reply) => {
    const path = request.routeOptions.config.endpoint;
    if (!path || ENDPOINTS[path].auth === 'open') return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.app_key !== access.appKey || body.env_type !== access.envType)
      return refuse(reply, MSG.UNAUTHORIZED);
  });

  app.addHook('preHandler', async (request, reply) => {
    const path = request.routeOptions.config.endpoint;
    if (!path) return;
    const def = ENDPOINTS[path];
    if (def.auth !== 'token') return;
    const token = requestToken(request.body);
    const user = token ? usersOf(request.world).byToken(token) : undefined;
    if (!user) return refuse(reply, ACCESS_MESSAGES.invalidToken);
    if (user.blocked) return refuse(reply, ACCESS_MESSAGES.blocked);
    if (def.bettingRequired && user.betting_status !== '1')
      return refuse(reply, ACCESS_MESSAGES.bettingDisabled);
    request.user = user;
  });
}
