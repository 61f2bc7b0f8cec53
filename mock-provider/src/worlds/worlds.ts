import { existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Clock } from '../clock';
import type { Db } from '../db/connection';
import { removeDatabaseFiles } from '../db/files';
import { forgetKeptClock, keptClock } from './kept-clock';
import { DEFAULT_WORLD, sandboxNameRefusal } from '../contract/names';
import { fileIn } from './names';
import { World, WORLD_MESSAGES, WorldGone, WorldUnavailable, type WorldDefaults } from './world';

export const DEFAULT_SANDBOX_LIMIT = 100;
export const DEFAULT_SANDBOX_MAX = 500;
export const DEFAULT_SANDBOX_TTL_HOURS = 168;

const HOUR = 3_600_000;
/** The longest wait between two looks for expired sandboxes. */
const MAX_SWEEP_MS = 15 * 60_000;

/**
 * What a world keeps in memory beside its database (its journal), put away while the world is
 * closed so that closed sandboxes cost no memory: in `file` when file-backed. The domain says
 * what is kept; the worlds say when, and where.
 */
export interface ClosedKeeping {
  putAway(world: World, file: string | undefined): void;
  bringBack(world: World, file: string | undefined): void;
}

export interface WorldOptions {
  /** The default world's database: a file path or ':memory:'. Sandboxes live beside it. */
  dbPath: string;
  /** Fills an empty database with the demo world. */
  seed?: (world: World) => void;
  /** Runs on the world before a call acts on it (the app catches up its auto-results). */
  beforeCall?: (world: World) => void;
  /** The clock the default world starts at (tests pin it). */
  startAt?: number;
  /** The most sandboxes open at once (SANDBOX_LIMIT, lowered to what the open files allow). */
  openLimit?: number;
  /** The most sandboxes that may exist, open or closed (SANDBOX_MAX). */
  maxSandboxes?: number;
  /** Hours of real time an idle sandbox is kept (SANDBOX_TTL_HOURS); 0 keeps them for good. */
  ttlHours?: number;
  /** What every world starts with (its profile: PROVIDER_PROFILE). */
  defaults?: WorldDefaults;
  keeping?: ClosedKeeping;
  /** The real time, epoch ms (tests pass their own). */
  wallClock?: () => number;
}

/**
 * The deletions in the order they happened, as a chain a call holds from its arrival: it sees the
 * deletions made since, and a link no call holds any more is garbage.
 */
export interface DeletionMark {
  readonly name: string;
  next?: DeletionMark;
}

/**
 * The default world, opened at once, and the sandboxes: made on first use and seeded when new,
 * found on disk from an earlier run. `get` is the one gate that opens a world, and it counts:
 * at most `openLimit` sandboxes are open together (opening one more closes the least recently
 * used idle one, which opens again as it was when next used; when every open one is busy, the
 * new one is refused), and at most `maxSandboxes` exist. A sandbox idle for `ttlHours` of real
 * time is deleted with its files: by the wall clock, not its virtual clock, because it is the
 * disk and memory of the machine that it holds, and a virtual clock is QA's to freeze, set back
 * or run a year ahead.
 */
export class Worlds {
  private readonly worlds = new Map<string, World>();
  private uses = 0;
  private lastDeletion: DeletionMark = { name: '' };
  /** Sandboxes found on disk and not opened yet: seeded when empty as they first open. */
  private readonly unopened = new WeakSet<World>();
  private readonly sweeper: NodeJS.Timeout | undefined;
  /** The most sandboxes open together. */
  readonly openLimit: number;
  /** The most sandboxes that may exist. */
  readonly maxSandboxes: number;
  /** How long an idle sandbox is kept, in ms; undefined: for good. */
  readonly ttlMs: number | undefined;
  private readonly now: () => number;

  constructor(private readonly options: WorldOptions) {
    this.openLimit = options.openLimit ?? DEFAULT_SANDBOX_LIMIT;
    this.maxSandboxes = options.maxSandboxes ?? DEFAULT_SANDBOX_MAX;
    const hours = options.ttlHours ?? DEFAULT_SANDBOX_TTL_HOURS;
    this.ttlMs = hours > 0 ? hours * HOUR : undefined;
    this.now = options.wallClock ?? Date.now;
    this.worlds.set(DEFAULT_WORLD, this.create(DEFAULT_WORLD));
    this.findOnDisk();
    this.expireIdle();
    if (this.ttlMs !== undefined) {
      const every = Math.min(MAX_SWEEP_MS, Math.max(1000, this.ttlMs / 4));
      this.sweeper = setInterval(() => {
        try {
          this.expireIdle();
        } catch {
          // A file that could not be removed stays; the next start finds it and expires it.
        }
      }, every).unref();
    }
  }

  /** The world of that name if it exists (open or closed), without making or opening it. */
  find(name = DEFAULT_WORLD): World | undefined {
    return this.worlds.get(name);
  }

  /** Where the chain of deletions stands: a call takes it when it arrives (see `get`). */
  get deletionMark(): DeletionMark {
    return this.lastDeletion;
  }

  /**
   * The gate: the world, open. Made (and seeded) when new, within `maxSandboxes`; opened again
   * when closed, within `openLimit`. A call passes the mark it took when it arrived: a sandbox
   * deleted since is refused as deleted, never made again in passing.
   */
  get(name = DEFAULT_WORLD, arrivedAt?: DeletionMark): World {
    if (arrivedAt && deletedSince(arrivedAt, name))
      throw new WorldGone(WORLD_MESSAGES.deleted(name));
    let world = this.worlds.get(name);
    if (!world) {
      this.checkRoomForOneMore();
      this.makeRoom(name);
      world = this.create(name);
      this.worlds.set(name, world);
    } else if (!world.isOpen) {
      if (name !== DEFAULT_WORLD) this.makeRoom(name);
      this.reopen(world);
    }
    world.lastUsed = ++this.uses;
    world.idleSince = this.now();
    return world;
  }

  /**
   * The world as an accepted call needs it: through the gate (`get`), then the app's `beforeCall`
   * hook (its auto-results caught up).
   */
  forCall(name?: string, arrivedAt?: DeletionMark): World {
    const world = this.get(name, arrivedAt);
    this.options.beforeCall?.(world);
    return world;
  }

  /** A call in it has ended: it is idle from now. */
  release(world: World): void {
    world.busy -= 1;
    world.idleSince = this.now();
  }

  list(): World[] {
    return [...this.worlds.values()];
  }

  /**
   * Deletes a sandbox: closed for good (a call in flight in it is answered that it was deleted),
   * forgotten, its database, journal and snapshot files removed. False when there is none.
   */
  delete(name: string): boolean {
    const world = this.worlds.get(name);
    if (!world || name === DEFAULT_WORLD) return false;
    world.close('deleted');
    this.worlds.delete(name);
    this.lastDeletion = this.lastDeletion.next = { name };
    const journal = this.journalFile(name);
    if (journal) {
      removeDatabaseFiles(world.dbPath);
      rmSync(journal, { force: true });
      forgetKeptClock(world.clock, world.dbPath);
    }
    const snapshots = this.snapshotFolder(name);
    if (snapshots) rmSync(snapshots, { recursive: true, force: true });
    return true;
  }

  /** Deletes every sandbox idle (no call in flight) for longer than the TTL; answers their names. */
  expireIdle(): string[] {
    const ttl = this.ttlMs;
    if (ttl === undefined) return [];
    const now = this.now();
    const expired = this.sandboxes()
      .filter((w) => w.busy === 0 && now - w.idleSince >= ttl)
      .map((w) => w.name);
    for (const name of expired) this.delete(name);
    return expired;
  }

  /** The folder of a world's snapshot files, beside the default database; none in memory. */
  snapshotFolder(name: string): string | undefined {
    if (this.options.dbPath === ':memory:') return undefined;
    return fileIn(join(dirname(this.options.dbPath), 'snapshots'), name);
  }

  /** Stops: every world closed, each sandbox file dated from its last use (for the next run). */
  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const world of this.worlds.values()) {
      world.close();
      if (world.name !== DEFAULT_WORLD) this.dateLastUse(world);
    }
    this.worlds.clear();
  }

  private sandboxes(): World[] {
    return this.list().filter((w) => w.name !== DEFAULT_WORLD);
  }

  private get sandboxFolder(): string {
    return join(dirname(this.options.dbPath), 'sandboxes');
  }

  private pathFor(name: string): string {
    if (name === DEFAULT_WORLD || this.options.dbPath === ':memory:') return this.options.dbPath;
    return fileIn(this.sandboxFolder, `${name}.db`);
  }

  /** Where a closed file-backed sandbox keeps its journal. */
  private journalFile(name: string): string | undefined {
    if (this.options.dbPath === ':memory:') return undefined;
    return fileIn(this.sandboxFolder, `${name}.journal.json`);
  }

  /** A world's clock: file-backed, kept beside its database across restarts (kept-clock.ts). */
  private newWorld(name: string, closed = false): World {
    const path = this.pathFor(name);
    const clock =
      path === ':memory:' ? new Clock(this.options.startAt) : keptClock(path, this.options.startAt);
    return new World(name, path, clock, this.options.defaults, { closed });
  }

  private create(name: string): World {
    if (name === DEFAULT_WORLD) return this.seeded(this.newWorld(name));
    let world: World | undefined;
    try {
      world = this.newWorld(name);
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

  /**
   * The sandboxes an earlier run left on disk exist (listed, counted, expired) without being
   * opened; each was idle since its file was last changed (`close` dates it from its last use).
   * Journals are the process's: one an earlier run left is removed.
   */
  private findOnDisk(): void {
    if (this.options.dbPath === ':memory:' || !existsSync(this.sandboxFolder)) return;
    for (const file of readdirSync(this.sandboxFolder).sort()) {
      if (file.endsWith('.journal.json')) {
        rmSync(join(this.sandboxFolder, file), { force: true });
        continue;
      }
      const name = file.slice(0, -'.db'.length);
      if (!file.endsWith('.db') || sandboxNameRefusal(name)) continue;
      const world = this.newWorld(name, true);
      world.idleSince = lastChanged(world.dbPath);
      this.worlds.set(name, world);
      this.unopened.add(world);
    }
  }

  private reopen(world: World): void {
    try {
      world.open();
      // One an earlier run made but never seeded (it stopped in between) is seeded now.
      if (this.unopened.delete(world)) this.seeded(world);
    } catch (error) {
      if (error instanceof WorldUnavailable) throw error;
      throw unavailable(world.name, error);
    }
    if (world.name === DEFAULT_WORLD) return;
    try {
      this.options.keeping?.bringBack(world, this.journalFile(world.name));
    } catch (error) {
      world.suspend();
      throw error;
    }
  }

  /** A new sandbox needs one fewer than SANDBOX_MAX to exist, after the expired are deleted. */
  private checkRoomForOneMore(): void {
    if (this.sandboxes().length < this.maxSandboxes) return;
    this.expireIdle();
    if (this.sandboxes().length >= this.maxSandboxes)
      throw new WorldUnavailable(WORLD_MESSAGES.tooMany(this.maxSandboxes));
  }

  /** Closes the least recently used idle sandbox when the open ones are at the limit. */
  private makeRoom(name: string): void {
    const open = this.sandboxes().filter((w) => w.isOpen);
    if (open.length < this.openLimit) return;
    const idle = open.filter((w) => w.busy === 0).sort((a, b) => a.lastUsed - b.lastUsed);
    if (idle.length === 0 || this.openLimit === 0) {
      throw new WorldUnavailable(
        this.openLimit === 0
          ? WORLD_MESSAGES.noFiles(name)
          : WORLD_MESSAGES.allBusy(this.openLimit),
      );
    }
    for (const world of idle.slice(0, open.length - this.openLimit + 1)) this.suspend(world);
  }

  private suspend(world: World): void {
    this.options.keeping?.putAway(world, this.journalFile(world.name));
    world.suspend();
    this.dateLastUse(world);
  }

  /** Sets a closed sandbox file's time to its last use, which a later run reads as idle since. */
  private dateLastUse(world: World): void {
    if (world.dbPath === ':memory:' || !existsSync(world.dbPath)) return;
    const at = new Date(world.idleSince);
    try {
      utimesSync(world.dbPath, at, at);
    } catch {
      // Only a later run's expiry reads it; the file's own time is the next best.
    }
  }
}

/** Whether a deletion of `name` came after `mark`. */
function deletedSince(mark: DeletionMark, name: string): boolean {
  for (let link = mark.next; link; link = link.next) if (link.name === name) return true;
  return false;
}

/** The last change of a database (its WAL included), epoch ms. */
function lastChanged(dbPath: string): number {
  const times = [dbPath, `${dbPath}-wal`].filter(existsSync).map((p) => statSync(p).mtimeMs);
  return Math.max(0, ...times);
}

function unavailable(name: string, error: unknown): WorldUnavailable {
  const why = error instanceof Error ? error.message : String(error);
  return new WorldUnavailable(WORLD_MESSAGES.cannotOpen(name, why));
}

const isEmpty = (db: Db): boolean =>
  (db.prepare('SELECT COUNT(*) AS n FROM markets').get() as { n: number }).n === 0;
