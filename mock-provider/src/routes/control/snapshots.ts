import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { removeDatabaseFiles, resetWorld, snapshotsOf } from '../../domain/snapshots';
import { SANDBOX_NAME, type World } from '../../world';
import { describeClock } from './clock';
import { badRequest, notFound, parseInstant, validationProblem } from './http';

const nameRule = `letters, digits, _ and -, at most 64`;

/** World lifecycle: named snapshots, reset to the seed, and the list of sandboxes. */
export function registerSnapshotControl(app: FastifyInstance): void {
  const tags = ['control: snapshots'];
  // Snapshot files sit beside the default world's database: .data/snapshots/{world}/{name}.db
  const snapshotRoot = (): string | undefined => {
    const path = app.worlds.get().dbPath;
    return path === ':memory:' ? undefined : join(dirname(path), 'snapshots');
  };
  const snapshots = (world: World) => snapshotsOf(world, snapshotRoot());

  app.post<{ Body: { name: string } }>('/snapshots', {
    attachValidation: true,
    schema: {
      summary: 'Save the whole world (database and clock) under a name',
      tags,
      body: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', description: nameRule } },
      },
    },
    handler: async (request, reply) => {
      const problem = validationProblem(request);
      if (problem) return badRequest(reply, problem);
      if (!SANDBOX_NAME.test(request.body.name)) return badRequest(reply, `name: ${nameRule}`);
      return { status: true, ...snapshots(request.world).save(request.body.name) };
    },
  });

  app.get('/snapshots', {
    schema: { summary: "The world's snapshots", tags },
    handler: async (request) => ({ status: true, snapshots: snapshots(request.world).list() }),
  });

  app.post<{ Params: { name: string } }>('/snapshots/:name/restore', {
    schema: { summary: 'Put the world back as the snapshot saved it', tags },
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!snapshots(request.world).restore(name)) return notFound(reply, `No snapshot ${name}`);
      return { status: true, restored: name, clock: describeClock(request.world.clock) };
    },
  });

  app.delete<{ Params: { name: string } }>('/snapshots/:name', {
    schema: { summary: 'Delete a snapshot', tags },
    handler: async (request, reply) =>
      snapshots(request.world).remove(request.params.name)
        ? { status: true, removed: 1 }
        : notFound(reply, `No snapshot ${request.params.name}`),
  });

  app.post<{ Body: { at?: string } | undefined }>('/reset', {
    attachValidation: true,
    schema: {
      summary:
        'Back to the seed: fresh data, the clock at the real time (or at), no faults, empty journal',
      tags,
      body: {
        type: 'object',
        properties: { at: { type: 'string', description: 'ISO instant with a zone' } },
      },
    },
    handler: async (request, reply) => {
      // No body at all is fine: reset to the real time.
      const problem = request.body == null ? undefined : validationProblem(request);
      if (problem) return badRequest(reply, problem);
      const text = request.body?.at;
      const at = text === undefined ? undefined : parseInstant(text);
      if (text !== undefined && at === undefined)
        return badRequest(reply, 'at must be an ISO instant with a zone');
      resetWorld(request.world, at);
      return { status: true, reset: true, clock: describeClock(request.world.clock) };
    },
  });

  app.get('/sandboxes', {
    schema: {
      summary: 'The live sandboxes (worlds made by /s/{name}/...)',
      tags: ['control: sandboxes'],
    },
    handler: async () => ({
      status: true,
      sandboxes: app.worlds
        .list()
        .filter((w) => w.name !== 'default')
        .map((w) => ({ name: w.name, clock: describeClock(w.clock) })),
    }),
  });

  app.delete<{ Params: { name: string } }>('/sandboxes/:name', {
    schema: {
      summary: 'Close a sandbox and delete its files; the next call to it starts from the seed',
      tags: ['control: sandboxes'],
    },
    handler: async (request, reply) => {
      const { name } = request.params;
      if (name === 'default')
        return badRequest(reply, 'The default world cannot be deleted; reset it instead');
      const world = app.worlds.remove(name);
      if (!world) return notFound(reply, `No sandbox ${name}`);
      if (world.dbPath !== ':memory:') removeDatabaseFiles(world.dbPath);
      const root = snapshotRoot();
      if (root) rmSync(join(root, name), { recursive: true, force: true });
      return { status: true, removed: name };
    },
  });
}
