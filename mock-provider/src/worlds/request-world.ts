import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NAME_RULE, isValidName, sandboxNameRefusal } from '../contract/names';
import { WORLD_MESSAGES, WorldGone, type World } from './world';
import type { DeletionMark, Worlds } from './worlds';

declare module 'fastify' {
  interface FastifyInstance {
    worlds: Worlds;
  }
  interface FastifyRequest {
    /**
     * The world the call acts on, opened on first use through the gate (made and seeded when
     * new). Read it only once the call is accepted: a call refused before (unknown path, wrong
     * app key, a refused control caller) must not make a world.
     */
    readonly world: World;
    /** The call's world if it existed when the call arrived, without making or opening it. */
    readonly existingWorld: World | undefined;
    boundWorld: World | null;
    /** The world this request keeps busy until its answer is finished. */
    heldWorld: World | null;
    /** The deletions the call had seen when it arrived (sandbox calls). */
    arrivedAt: DeletionMark | null;
    rawReply: ServerResponse | null;
  }
}

const sandboxOf = new WeakMap<IncomingMessage, string>();
const misnamed = new WeakMap<IncomingMessage, string>();

/** `/s/{name}/rest` selects the sandbox `name` (checked once decoded); the route sees `/rest`. */
export function rewriteUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (!url.startsWith('/s/')) return url;
  const match = /^\/s\/([^/?#]*)(\/.*)?$/.exec(url);
  if (!match) return url;
  let name: string | undefined;
  try {
    name = decodeURIComponent(match[1]!);
  } catch {
    name = undefined;
  }
  // The name itself is not echoed back unless it is the reserved one (in some case).
  const refusal =
    name === undefined || !isValidName(name)
      ? `Invalid sandbox name in the path: ${NAME_RULE}`
      : sandboxNameRefusal(name);
  if (refusal) {
    misnamed.set(req, refusal);
    return url;
  }
  sandboxOf.set(req, name!);
  return match[2] ?? '/';
}

/** The sandbox a request's path named (its name keeps the rule), if any. */
export const sandboxName = (req: IncomingMessage): string | undefined => sandboxOf.get(req);

/** Why a `/s/{name}/` path was not routed, when its name broke the rule or is reserved. */
export const sandboxNameProblem = (req: IncomingMessage): string | undefined => misnamed.get(req);

/**
 * Gives every request its world lazily, through the gate (Worlds.forCall: the app's hook catches
 * up its auto-results first, and a catch-up never fails the request). From its arrival (if the world exists) or its opening
 * until its answer is finished, a request keeps its world busy, and a busy world is never closed
 * to make room. A sandbox deleted after a call arrived is never made again for that call.
 */
export function registerWorlds(app: FastifyInstance, worlds: Worlds): void {
  app.decorate('worlds', worlds);
  app.decorateRequest('boundWorld', null);
  app.decorateRequest('heldWorld', null);
  app.decorateRequest('arrivedAt', null);
  app.decorateRequest('rawReply', null);
  app.decorateRequest('world', {
    getter(this: FastifyRequest): World {
      return this.boundWorld ?? bind(this);
    },
  });
  app.decorateRequest('existingWorld', {
    getter(this: FastifyRequest): World | undefined {
      return this.heldWorld ?? undefined;
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    request.rawReply = reply.raw;
    const name = sandboxOf.get(request.raw);
    if (name !== undefined) request.arrivedAt = worlds.deletionMark;
    const world = worlds.find(name);
    if (world) hold(request, world);
    done();
  });

  function hold(request: FastifyRequest, world: World): void {
    if (request.heldWorld === world || !request.rawReply) return;
    request.heldWorld = world;
    world.busy += 1;
    request.rawReply.once('close', () => worlds.release(world));
  }

  function bind(request: FastifyRequest): World {
    const name = sandboxOf.get(request.raw);
    const world = worlds.forCall(name, request.arrivedAt ?? undefined);
    hold(request, world);
    request.boundWorld = world;
    return world;
  }
}

/** Opens, through the gate, the world the call found when it arrived, if it found one. */
export function openArrivedWorld(request: FastifyRequest): void {
  if (request.existingWorld) void request.world; // the getter opens it
}

/**
 * What a call whose sandbox was deleted while it was in flight is answered, whatever it failed
 * on (its database closed under it): that the sandbox was deleted.
 */
export function deletedWorldError(request: FastifyRequest): FastifyError | undefined {
  const world = request.existingWorld;
  return world?.deleted ? new WorldGone(WORLD_MESSAGES.deleted(world.name)) : undefined;
}
