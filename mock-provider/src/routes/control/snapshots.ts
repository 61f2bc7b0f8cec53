import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../domain/control-error';
import { NAME_RULE, checkName } from '../../domain/names';
import { removeDatabaseFiles, resetWorld, snapshotsOf } from '../../domain/control/snapshots';
import { DEFAULT_WORLD, type World } from '../../worlds/world';
import { ClockSchema, describeClock, instantFrom } from './clock';
import { FAILURES, Instant, ok, typedScope } from './typed-scope';

const TAGS = ['control: snapshots'];
const SANDBOX_TAGS = ['control: sandboxes'];

/** Any text: the name rule is checked on it by the domain, with a message that says the rule. */
const NameParams = Type.Object({ name: Type.String({ description: NAME_RULE }) });
const SnapshotInfo = Type.Object({
  name: Type.String(),
  saved_at: Instant,
  clock: Instant,
  file: Type.Optional(Type.String()),
});

/** World lifecycle: named snapshots, reset to the seed, and the list of sandboxes. */
export function registerSnapshotControl(app: FastifyInstance): void {
  // Snapshot files sit beside the default world's database: .data/snapshots/{world}/{name}.db
  const snapshots = (world: World) => snapshotsOf(world, app.worlds.snapshotFolder(world.name));

  typedScope(app, (scope) => {
    scope.post('/snapshots', {
      schema: {
        summary: 'Save the whole world (database and clock) under a name',
        tags: TAGS,
        body: Type.Object(
          { name: Type.String({ description: NAME_RULE }) },
          { additionalProperties: false },
        ),
        response: { 200: ok(SnapshotInfo.properties), ...FAILURES },
      },
      // Each name is checked before the world is opened: a refused call makes no sandbox.
      handler: async (request) => {
        const name = checkName('snapshot', request.body.name);
        return { status: true as const, ...snapshots(request.world).save(name) };
      },
    });

    scope.get('/snapshots', {
      schema: {
        summary: "The world's snapshots",
        tags: TAGS,
        response: { 200: ok({ snapshots: Type.Array(SnapshotInfo) }) },
      },
      handler: async (request) => ({
        status: true as const,
        snapshots: snapshots(request.world).list(),
      }),
    });

    scope.post('/snapshots/:name/restore', {
      schema: {
        summary: 'Put the world back as the snapshot saved it',
        tags: TAGS,
        params: NameParams,
        response: { 200: ok({ restored: Type.String(), clock: ClockSchema }), ...FAILURES },
      },
      handler: async (request) => {
        const name = checkName('snapshot', request.params.name);
        snapshots(request.world).restore(name);
        return { status: true as const, restored: name, clock: describeClock(request.world.clock) };
      },
    });

    scope.delete('/snapshots/:name', {
      schema: {
        summary: 'Delete a snapshot',
        tags: TAGS,
        params: NameParams,
        response: { 200: ok({ removed: Type.Integer() }), ...FAILURES },
      },
      handler: async (request) => {
        const name = checkName('snapshot', request.params.name);
        snapshots(request.world).remove(name);
        return { status: true as const, removed: 1 };
      },
    });

    scope.post('/reset', {
      schema: {
        summary:
          'Back to the seed: fresh data, the clock at the real time (or at), no faults, empty journal',
        tags: TAGS,
        body: Type.Object(
          { at: Type.Optional(Type.String({ description: 'ISO instant with a zone' })) },
          { additionalProperties: false },
        ),
        response: { 200: ok({ reset: Type.Boolean(), clock: ClockSchema }), ...FAILURES },
      },
      handler: async (request) => {
        const { at } = request.body;
        resetWorld(request.world, at === undefined ? undefined : instantFrom('at', at));
        return { status: true as const, reset: true, clock: describeClock(request.world.clock) };
      },
    });

    scope.get('/sandboxes', {
      schema: {
        summary: 'The sandboxes (worlds made by /s/{name}/...), open or closed while idle',
        tags: SANDBOX_TAGS,
        response: {
          200: ok({
            limit: Type.Integer({ description: 'The most sandboxes open at once' }),
            sandboxes: Type.Array(
              Type.Object({
                name: Type.String(),
                open: Type.Boolean(),
                busy: Type.Integer({ description: 'Calls in flight in it' }),
                clock: ClockSchema,
              }),
            ),
          }),
        },
      },
      handler: async () => ({
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
      }),
    });

    scope.delete('/sandboxes/:name', {
      schema: {
        summary: 'Close a sandbox and delete its files; the next call to it starts from the seed',
        tags: SANDBOX_TAGS,
        params: NameParams,
        response: { 200: ok({ removed: Type.String() }), ...FAILURES },
      },
      handler: async (request) => {
        const name = checkName('sandbox', request.params.name);
        if (name === DEFAULT_WORLD)
          throw badRequest('The default world cannot be deleted; reset it instead');
        const world = app.worlds.remove(name);
        if (!world) throw notFound(`No sandbox ${name}`);
        if (world.dbPath !== ':memory:') removeDatabaseFiles(world.dbPath);
        const folder = app.worlds.snapshotFolder(name);
        if (folder) rmSync(folder, { recursive: true, force: true });
        return { status: true as const, removed: name };
      },
    });
  });
}
