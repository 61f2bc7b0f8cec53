import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Clock, readClockState, type ClockState } from '../../clock';
import { openDatabase, type Db } from '../../db/connection';
import { replaceFile } from '../../db/files';
import type { World } from '../../worlds/world';
import { conflict, notFound } from '../../contract/control-error';
import { isValidName } from '../../contract/names';
import { checkName, fileIn } from '../../worlds/names';

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

export const SNAPSHOT_MESSAGES = {
  unknown: (name: string) => `No snapshot ${name}`,
  damaged: (name: string, why: string) => `Snapshot ${name} cannot be restored: ${why}`,
} as const;

/** An image opened in memory and checked whole, or a 409 naming what is wrong with it. */
function checkedImage(name: string, image: Buffer): Db {
  let db: Db | undefined;
  try {
    db = openDatabase(image);
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    return db;
  } catch (error) {
    db?.close();
    throw conflict(SNAPSHOT_MESSAGES.damaged(name, (error as Error).message));
  }
}

/**
 * Named snapshots of one world. An in-memory world keeps them in memory; a file-backed world
 * writes each to `{dir}/{name}.db` with the clock beside it in `{name}.json` (each replaced whole,
 * never half written), so they survive a restart. Every name is checked, and every path proven to
 * be inside `dir`, before a file is touched.
 */
export function createSnapshots(world: World, dir: string | undefined) {
  const saved = new Map<string, Snapshot>();
  const files = (name: string) =>
    dir ? { db: fileIn(dir, `${name}.db`), meta: fileIn(dir, `${name}.json`) } : undefined;

  const fromDisk = (name: string): Snapshot | undefined => {
    const paths = files(name);
    if (!paths || !existsSync(paths.db) || !existsSync(paths.meta)) return undefined;
    let meta: { clock?: unknown; savedAt?: unknown };
    try {
      meta = JSON.parse(readFileSync(paths.meta, 'utf8')) as typeof meta;
    } catch (error) {
      throw conflict(SNAPSHOT_MESSAGES.damaged(name, (error as Error).message));
    }
    const clock = readClockState(meta.clock);
    if (!clock || typeof meta.savedAt !== 'number')
      throw conflict(
        SNAPSHOT_MESSAGES.damaged(name, 'its clock file is not one this simulator wrote'),
      );
    return { name, image: readFileSync(paths.db), clock, savedAt: meta.savedAt };
  };
  const find = (name: string) => (dir ? fromDisk(name) : saved.get(name));

  const info = (s: Snapshot): SnapshotInfo => ({
    name: s.name,
    saved_at: new Date(s.savedAt).toISOString(),
    clock: new Date(s.clock.now).toISOString(),
    ...(files(s.name) && { file: files(s.name)!.db }),
  });

  /** The names kept on disk: `{name}.json` files whose name keeps the rule. */
  const namesOnDisk = (): string[] =>
    dir && existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.slice(0, -5))
          .filter(isValidName)
      : [];

  return {
    save(name: string): SnapshotInfo {
      checkName('snapshot', name);
      const snapshot = {
        name,
        image: world.db.serialize(),
        clock: world.clock.state(),
        savedAt: new Clock().now(),
      };
      const paths = files(name);
      if (paths && dir) {
        mkdirSync(dir, { recursive: true });
        // The image first: a clock file only ever sits beside a whole image.
        replaceFile(paths.db, snapshot.image);
        replaceFile(
          paths.meta,
          JSON.stringify({ clock: snapshot.clock, savedAt: snapshot.savedAt }),
        );
      } else {
        saved.set(name, snapshot);
      }
      return info(snapshot);
    },
    list(): SnapshotInfo[] {
      const names = dir ? namesOnDisk() : [...saved.keys()];
      // Stryker disable next-line MethodExpression: this machine's folders list in name order; not every one does.
      return names.sort().flatMap((name) => {
        try {
          const snapshot = find(name);
          return snapshot ? [info(snapshot)] : [];
        } catch {
          return []; // a damaged file is reported when it is restored, not listed
        }
      });
    },
    /** Puts the world back as it was; the image is checked before the world's data is touched. */
    restore(name: string): void {
      checkName('snapshot', name);
      const snapshot = find(name);
      if (!snapshot) throw notFound(SNAPSHOT_MESSAGES.unknown(name));
      const db = checkedImage(name, snapshot.image);
      // Stryker disable next-line ConditionalExpression,StringLiteral: replaceWith does the same for a world in memory, one copy later.
      if (world.dbPath === ':memory:') world.replaceDatabase(db);
      else {
        const image = db.serialize();
        db.close();
        world.replaceWith(image);
      }
      world.clock.apply(snapshot.clock);
    },
    remove(name: string): void {
      checkName('snapshot', name);
      const paths = files(name);
      const known = paths ? existsSync(paths.meta) || existsSync(paths.db) : saved.delete(name);
      if (!known) throw notFound(SNAPSHOT_MESSAGES.unknown(name));
      if (paths) for (const path of [paths.meta, paths.db]) rmSync(path, { force: true });
    },
  };
}

export type Snapshots = ReturnType<typeof createSnapshots>;

const byWorld = new WeakMap<World, Snapshots>();

/** The world's snapshots; `dir` is the folder of its snapshot files (none for a world in memory). */
export function snapshotsOf(world: World, dir: string | undefined): Snapshots {
  let snapshots = byWorld.get(world);
  if (!snapshots) {
    snapshots = createSnapshots(world, dir);
    byWorld.set(world, snapshots);
  }
  return snapshots;
}
