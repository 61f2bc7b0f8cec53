import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { autoResultsOf } from '../domain/control/auto-results';
import { NAME_RULE, isValidName } from '../domain/names';
import type { World } from './world';
import type { Worlds } from './worlds';

declare module 'fastify' {
  interface FastifyInstance {
    worlds: Worlds;
  }
  interface FastifyRequest {
    /**
     * The world the call acts on, opened on first use (made and seeded when new). Read it only
     * once the call is accepted: a call refused before (unknown path, wrong app key, a refused
     * control caller) must not make a world.
     */
    readonly world: World;
    /** The call's world if it already exists, without making or opening it (journal, faults). */
    readonly existingWorld: World | undefined;
    boundWorld: World | null;
    /** The world this request keeps busy until its answer is finished. */
    heldWorld: World | null;
    rawReply: ServerResponse | null;
  }
}

const sandboxOf = new WeakMap<IncomingMessage, string>();
const misnamed = new WeakSet<IncomingMessage>();

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
  if (name === undefined || !isValidName(name)) {
    misnamed.add(req);
    return url;
  }
  sandboxOf.set(req, name);
  return match[2] ?? '/';
}

/** The sandbox a request's path named (its name keeps the rule), if any. */
export const sandboxName = (req: IncomingMessage): string | undefined => sandboxOf.get(req);

/** Why a `/s/{name}/` path was not routed, when its name broke the rule. */
export const sandboxNameProblem = (req: IncomingMessage): string | undefined =>
  misnamed.has(req) ? `Invalid sandbox name in the path: ${NAME_RULE}` : undefined;

/**
 * Gives every request its world lazily: opened when the call first needs it, after auto-results
 * caught up (a catch-up never fails the request). From its arrival (if the world exists) or its
 * opening until its answer is finished, a request keeps its world busy, and a busy world is never
 * closed to make room.
 */
export function registerWorlds(app: FastifyInstance, worlds: Worlds): void {
  app.decorate('worlds', worlds);
  app.decorateRequest('boundWorld', null);
  app.decorateRequest('heldWorld', null);
  app.decorateRequest('rawReply', null);
  app.decorateRequest('world', {
    getter(this: FastifyRequest): World {
      return this.boundWorld ?? bind(this);
    },
  });
  app.decorateRequest('existingWorld', {
    getter(this: FastifyRequest): World | undefined {
      return this.boundWorld ?? worlds.find(sandboxOf.get(this.raw));
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    request.rawReply = reply.raw;
    const world = worlds.find(sandboxOf.get(request.raw));
    if (world) hold(request, world);
    done();
  });

  function hold(request: FastifyRequest, world: World): void {
    if (request.heldWorld === world || !request.rawReply) return;
    request.heldWorld = world;
    keepBusy(world, request.rawReply);
  }

  function bind(request: FastifyRequest): World {
    const world = openForCall(worlds, sandboxOf.get(request.raw));
    hold(request, world);
    request.boundWorld = world;
    return world;
  }
}

/** Keeps a world busy (never closed to make room) until this answer is finished. */
export function keepBusy(world: World, response: ServerResponse): void {
  world.busy += 1;
  response.once('close', () => {
    world.busy -= 1;
  });
}

/** A world as an accepted call needs it: open, its auto-results caught up (quietly). */
export function openForCall(worlds: Worlds, name: string | undefined): World {
  const world = worlds.get(name);
  autoResultsOf(world).catchUpQuietly();
  return world;
}
