import type { FastifyInstance } from 'fastify';
import { notFound } from '../../contract/control-error';
import { checkName } from '../../worlds/names';
import { snapshotsOf } from '../../domain/control/snapshots';
import { resetWorld } from '../../domain/control/world-lifecycle';
import { seedWorld } from '../../seed';
import { DEFAULT_WORLD } from '../../contract/names';
import type { World } from '../../worlds/world';
import { instantFrom } from '../../contract/instants';
import { describeClock } from './clock';
import { defineVerb } from './define-verb';

/** World lifecycle: named snapshots, reset to the seed, and the list of sandboxes. */
export function registerSnapshotControl(app: FastifyInstance): void {
  // Snapshot files sit beside the default world's database: .data/snapshots/{world}/{name}.db
  const snapshots = (world: World) => snapshotsOf(world, app.worlds.snapshotFolder(world.name));

  // Each name is checked before the world is opened: a refused call makes no sandbox.
  defineVerb(app, 'POST /snapshots', async (request) => {
    const name = checkName('snapshot', request.body.name);
    return { status: true as const, ...snapshots(request.world).save(name) };
  });

  defineVerb(app, 'GET /snapshots', async (request) => ({
    status: true as const,
    snapshots: snapshots(request.world).list(),
  }));

  defineVerb(app, 'POST /snapshots/:name/restore', async (request) => {
    const name = checkName('snapshot', request.params.name);
    snapshots(request.world).restore(name);
    return { status: true as const, restored: name, clock: describeClock(request.world.clock) };
  });

  defineVerb(app, 'DELETE /snapshots/:name', async (request) => {
    const name = checkName('snapshot', request.params.name);
    snapshots(request.world).remove(name);
    return { status: true as const, removed: 1 };
  });

  defineVerb(app, 'POST /reset', async (request) => {
    const { at } = request.body;
    resetWorld(request.world, seedWorld, at === undefined ? undefined : instantFrom('at', at));
    return { status: true as const, reset: true, clock: describeClock(request.world.clock) };
  });

  defineVerb(app, 'GET /sandboxes', async () => {
    const { worlds } = app;
    const expiry = (w: World) =>
      worlds.ttlMs === undefined ? null : new Date(w.idleSince + worlds.ttlMs).toISOString();
    return {
      status: true as const,
      limit: worlds.openLimit,
      max: worlds.maxSandboxes,
      sandboxes: worlds
        .list()
        .filter((w) => w.name !== DEFAULT_WORLD)
        .map((w) => ({
          name: w.name,
          open: w.isOpen,
          busy: w.busy,
          clock: describeClock(w.clock),
          expires_at: w.busy > 0 ? null : expiry(w),
        })),
    };
  });

  // Calls in flight in it are answered that it was deleted; a later call makes a fresh one.
  defineVerb(app, 'DELETE /sandboxes/:name', async (request) => {
    const name = checkName('sandbox', request.params.name);
    if (!app.worlds.delete(name)) throw notFound(`No sandbox ${name}`);
    return { status: true as const, removed: name };
  });
}
