import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Clock } from '../clock';
import type { Db } from '../db/connection';
import { fileIn } from '../domain/names';
import type { Profile } from '../domain/profile';
import { DEFAULT_WORLD, World, WORLD_MESSAGES, WorldUnavailable } from './world';

/** A file-backed world holds its database, WAL and shared-memory files open. */
export const FILES_PER_WORLD = 3;
/** Open files kept for the process itself, the default world and its connections. */
export const FILE_RESERVE = 64;

/** The soft limit on open files (Linux), or undefined where it cannot be read. */
export function openFileLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(
      readFileSync('/proc/self/limits', 'utf8'),
    );
    return line && line[1] !== 'unlimited' ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

export interface WorldOptions {
  /** The default world's database: a file path or ':memory:'. Sandboxes live beside it. */
  dbPath: string;
  /** Fills an empty database with the demo world. */
  seed?: (world: World) => void;
  /** The clock the default world starts at (tests pin it). */
  startAt?: number;
  /** The most sandboxes open at once (SANDBOX_LIMIT, default 100). */
  sandboxLimit?: number;
  /** The profile of every world until one is set for it (PROVIDER_PROFILE). */
  profile?: Profile;
}

export const DEFAULT_SANDBOX_LIMIT = 100;

/**
 * The default world, opened at once, and the sandboxes, made on first use and seeded when new. At
 * most `openLimit` sandboxes are open together: opening one more closes the least recently used
 * idle one first (it opens again, as it was, when next used); when every open sandbox is busy, the
 * new one is refused. File-backed, the limit also leaves the default world its open files.
 */
export class Worlds {
  private readonly worlds = new Map<string, World>();
  private uses = 0;
  /** The most sandboxes open together. */
  readonly openLimit: number;

  constructor(private readonly options: WorldOptions) {
    const wanted = options.sandboxLimit ?? DEFAULT_SANDBOX_LIMIT;
    const files = options.dbPath === ':memory:' ? undefined : openFileLimit();
    this.openLimit =
      files === undefined
        ? wanted
        : Math.max(0, Math.min(wanted, Math.floor((files - FILE_RESERVE) / FILES_PER_WORLD)));
    this.worlds.set(DEFAULT_WORLD, this.create(DEFAULT_WORLD));
  }

  /** The world of that name if it was ever made here (open or closed), without making it. */
  find(name = DEFAULT_WORLD): World | undefined {
    return this.worlds.get(name);
  }

  /** The world, open: made (and seeded) when new, opened again when it was closed. */
  get(name = DEFAULT_WORLD): World {
    let world = this.worlds.get(name);
    if (!world?.isOpen && name !== DEFAULT_WORLD) this.makeRoom(name);
    if (!world) {
      world = this.create(name);
      this.worlds.set(name, world);
    } else {
      this.reopen(world);
    }
    world.lastUsed = ++this.uses;
    return world;
  }

  list(): World[] {
    return [...this.worlds.values()];
  }

  /** Closes a world and forgets it (its files stay; the caller deletes them). */
  remove(name: string): World | undefined {
    const world = this.worlds.get(name);
    world?.close();
    this.worlds.delete(name);
    return world;
  }

  /** The folder of a world's snapshot files, beside the default database; none in memory. */
  snapshotFolder(name: string): string | undefined {
    if (this.options.dbPath === ':memory:') return undefined;
    return fileIn(join(dirname(this.options.dbPath), 'snapshots'), name);
  }

  close(): void {
    for (const world of this.worlds.values()) world.close();
    this.worlds.clear();
  }

  private pathFor(name: string): string {
    if (name === DEFAULT_WORLD || this.options.dbPath === ':memory:') return this.options.dbPath;
    return fileIn(join(dirname(this.options.dbPath), 'sandboxes'), `${name}.db`);
  }

  private create(name: string): World {
    const clock = new Clock(this.options.startAt);
    const make = () => new World(name, this.pathFor(name), clock, this.options.profile);
    if (name === DEFAULT_WORLD) return this.seeded(make());
    let world: World | undefined;
    try {
      world = make();
      return this.seeded(world);
    } catch (error) {
      world?.close();
      throw unavailable(name, error);
    }
  }

  private seeded(world: World): World {
    if (this.options.seed && isEmpty(world.db)) this.options.seed(world);
    return world;
  }

  private reopen(world: World): void {
    if (world.isOpen) return;
    try {
      void world.db;
    } catch (error) {
      world.suspend();
      throw unavailable(world.name, error);
    }
  }

  /** Closes the least recently used idle sandbox when the open ones are at the limit. */
  private makeRoom(name: string): void {
    const open = this.list().filter((w) => w.name !== DEFAULT_WORLD && w.isOpen);
    if (open.length < this.openLimit) return;
    const idle = open.filter((w) => w.busy === 0).sort((a, b) => a.lastUsed - b.lastUsed);
    if (idle.length === 0 || this.openLimit === 0) {
      throw new WorldUnavailable(
        this.openLimit === 0
          ? WORLD_MESSAGES.noFiles(name)
          : WORLD_MESSAGES.allBusy(this.openLimit),
      );
    }
    for (const world of idle.slice(0, open.length - this.openLimit + 1)) world.suspend();
  }
}

function unavailable(name: string, error: unknown): WorldUnavailable {
  const why = error instanceof Error ? error.message : String(error);
  return new WorldUnavailable(WORLD_MESSAGES.cannotOpen(name, why));
}

const isEmpty = (db: Db): boolean =>
  (db.prepare('SELECT COUNT(*) AS n FROM markets').get() as { n: number }).n === 0;
