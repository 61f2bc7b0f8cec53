import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { badRequest, notFound } from '../../domain/control-error';
import { checkName } from '../../domain/names';
import { snapshotsOf } from '../../domain/control/snapshots';
import { removeDatabaseFiles, resetWorld } from '../../domain/control/world-lifecycle';
import { DEFAULT_WORLD, type World } from '../../worlds/world';
import { describeClock, instantFrom } from './clock';
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
    resetWorld(request.world, at === undefined ? undefined : instantFrom('at', at));
    return { status: true as const, reset: true, clock: describeClock(request.world.clock) };
  });

  defineVerb(app, 'GET /sandboxes', async () => ({
    status: true as const,
    limit: app.worlds.openLimit,
    sandboxes: app.worlds
      .list()
      .filter((w) => w.name !== DEFAULT_WORLD)
      .map((w) => ({
        name: w.name,
        open: w.isOpen,
        busy: w.busy,
        clock: describeClock(w.clock),
      })),
  }));

  defineVerb(app, 'DELETE /sandboxes/:name', async (request) => {
    const name = checkName('sandbox', request.params.name);
    if (name === DEFAULT_WORLD)
      throw badRequest('The default world cannot be deleted; reset it instead');
    const world = app.worlds.remove(name);
    if (!world) throw notFound(`No sandbox ${name}`);
    if (world.dbPath !== ':memory:') removeDatabaseFiles(world.dbPath);
    const folder = app.worlds.snapshotFolder(name);
    if (folder) rmSync(folder, { recursive: true, force: true });
    return { status: true as const, removed: name };
  });
}
