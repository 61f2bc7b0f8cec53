import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Clock, type ClockState } from '../clock';
import { openDatabase } from '../db/connection';
import { seedWorld } from '../seed';
import { World } from '../world';
import { forgetFaults } from './faults';
import { forgetJournal } from './journal';

/** A world's whole state: the database image and the clock. */
interface Snapshot {
  name: string;
  image: Buffer;
  clock: ClockState;
  /** Real time it was taken, epoch ms. */
  savedAt: number;
}

export interface SnapshotInfo {
  name: string;
  saved_at: string;
  /** The virtual instant the world was at. */
  clock: string;
  /** Set when a copy is kept on disk (file-backed worlds). */
  file?: string;
}

const inMemory = (world: World) => world.dbPath === ':memory:';

/** The database file and its WAL companions. */
export function removeDatabaseFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

/** Swaps the world's database for an image: in memory, or written over its file. */
function loadImage(world: World, image: Buffer): void {
  if (inMemory(world)) return world.replaceDatabase(openDatabase(image));
  world.db.close();
  removeDatabaseFiles(world.dbPath);
  writeFileSync(world.dbPath, image);
  world.replaceDatabase(openDatabase(world.dbPath));
}

function setClock(clock: Clock, state: ClockState): void {
  clock.set(state.now);
  clock.freeze(state.frozen);
  clock.setSpeed(state.speed);
}

/**
 * Named snapshots of one world. Kept in memory; a file-backed world also writes each to
 * `{dir}/{name}.db` with the clock beside it in `{name}.json`, so they survive a restart.
 */
export function createSnapshots(world: World, dir: string | undefined) {
  const saved = new Map<string, Snapshot>();
  const files = (name: string) =>
    dir ? { db: join(dir, `${name}.db`), meta: join(dir, `${name}.json`) } : undefined;

  const fromDisk = (name: string): Snapshot | undefined => {
    const paths = files(name);
    if (!paths || !existsSync(paths.db) || !existsSync(paths.meta)) return undefined;
    const meta = JSON.parse(readFileSync(paths.meta, 'utf8')) as {
      clock: ClockState;
      savedAt: number;
    };
    return { name, image: readFileSync(paths.db), ...meta };
  };
  const find = (name: string) => saved.get(name) ?? fromDisk(name);

  const info = (s: Snapshot): SnapshotInfo => ({
    name: s.name,
    saved_at: new Date(s.savedAt).toISOString(),
    clock: new Date(s.clock.now).toISOString(),
    ...(files(s.name) && { file: files(s.name)!.db }),
  });

  return {
    save(name: string): SnapshotInfo {
      const snapshot = {
        name,
        image: world.db.serialize(),
        clock: world.clock.state(),
        savedAt: new Clock().now(),
      };
      saved.set(name, snapshot);
      const paths = files(name);
      if (paths && dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(paths.db, snapshot.image);
        writeFileSync(
          paths.meta,
          JSON.stringify({ clock: snapshot.clock, savedAt: snapshot.savedAt }),
        );
      }
      return info(snapshot);
    },
    list(): SnapshotInfo[] {
      const onDisk =
        dir && existsSync(dir)
          ? readdirSync(dir)
              .filter((f) => f.endsWith('.json'))
              .map((f) => f.slice(0, -5))
          : [];
      const names = new Set([...saved.keys(), ...onDisk]);
      return [...names].flatMap((name) => {
        const snapshot = find(name);
        return snapshot ? [info(snapshot)] : [];
      });
    },
    /** Puts the world back as it was; false when there is no such snapshot. */
    restore(name: string): boolean {
      const snapshot = find(name);
      if (!snapshot) return false;
      loadImage(world, snapshot.image);
      setClock(world.clock, snapshot.clock);
      return true;
    },
    remove(name: string): boolean {
      const known = saved.delete(name);
      const paths = files(name);
      const onDisk = paths !== undefined && existsSync(paths.meta);
      if (paths) for (const path of [paths.db, paths.meta]) rmSync(path, { force: true });
      return known || onDisk;
    },
  };
}

export type Snapshots = ReturnType<typeof createSnapshots>;

const byWorld = new WeakMap<World, Snapshots>();

/** The world's snapshots; `root` is the folder holding every world's snapshot files. */
export function snapshotsOf(world: World, root: string | undefined): Snapshots {
  let snapshots = byWorld.get(world);
  if (!snapshots) {
    snapshots = createSnapshots(
      world,
      inMemory(world) || !root ? undefined : join(root, world.name),
    );
    byWorld.set(world, snapshots);
  }
  return snapshots;
}

/**
 * Back to the seed: a fresh database filled by the seed, the clock at `at` (default the real
 * time) running at normal speed, and no faults or journal. Snapshots are kept. The seed runs in a
 * scratch world first, so a seed that fails leaves this world as it was.
 */
export function resetWorld(world: World, at: number = new Clock().now()): void {
  const scratch = new World(`${world.name}-reset`, ':memory:', new Clock(at));
  let image: Buffer;
  try {
    seedWorld(scratch);
    image = scratch.db.serialize();
  } finally {
    scratch.close();
  }
  setClock(world.clock, { now: at, frozen: false, speed: 1 });
  loadImage(world, image);
  forgetFaults(world);
  forgetJournal(world);
}
