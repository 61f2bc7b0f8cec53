import { renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { Clock } from '../clock';
import { openDatabase, type Db } from '../db/connection';
import { removeWalFiles, syncFolder, writeDurably } from '../db/files';
import { createGroupCommit, type GroupCommit } from '../db/group-commit';
import { DEFAULT_WORLD } from '../contract/names';

/**
 * What the app gives every world it makes, for its services to read: empty here, because the
 * worlds layer knows no domain module; domain/settings.ts adds the profile a world starts with.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface WorldDefaults {}

/** Where a file-backed world's image is written before it replaces the database (restore, reset). */
export const REPLACING_SUFFIX = '.replacing';

/** Why a world was closed for good. */
type Ending = 'deleted' | 'stopping';

/**
 * One simulated provider: a database, a clock and the services over them. Services reach their
 * world (`xOf(world)` in domain/), never the other way round. The default world answers
 * unprefixed paths; each sandbox (`/s/{name}/...`) is a world of its own. A world can be closed
 * (its connection released, its state kept: the file, or the image of an in-memory one); only the
 * worlds' gate (Worlds.get) opens it again, so that every open world is counted.
 */
export class World {
  private connection: Db | undefined;
  /** A closed in-memory world's data. */
  private image: Buffer | undefined;
  /** Set once the world is closed for good: deleted, or the server stopping. */
  private ending: Ending | undefined;
  readonly clock: Clock;
  private services = new Map<(world: World) => unknown, unknown>();
  /** Requests being answered in this world: a busy world is never closed nor expired. */
  busy = 0;
  /** When it was last given to a request (a counter, not a time): the least recent closes first. */
  lastUsed = 0;
  /**
   * When a call last used it, by the real wall clock (epoch ms): an idle sandbox is deleted after
   * SANDBOX_TTL_HOURS of it (worlds.ts says why not the virtual clock).
   */
  idleSince = 0;

  constructor(
    readonly name: string,
    /** A file path or ':memory:'. */
    readonly dbPath: string,
    clock: Clock = new Clock(),
    readonly defaults: WorldDefaults = {},
    /** Made closed: a sandbox found on disk, opened by the gate when a call first needs it. */
    { closed = false }: { closed?: boolean } = {},
  ) {
    this.clock = clock;
    if (!closed) this.open();
  }

  /** The database; a closed world has none (only the gate opens it). */
  get db(): Db {
    if (!this.connection) throw this.whyClosed();
    return this.connection;
  }

  get isOpen(): boolean {
    return this.connection !== undefined;
  }

  /** Deleted (its files gone): a call still holding it is answered so, and nothing reopens it. */
  get deleted(): boolean {
    return this.ending === 'deleted';
  }

  /** Opens the database, as it was when closed. Worlds.get is the one caller besides the maker. */
  open(): void {
    if (this.connection) return;
    if (this.ending) throw this.whyClosed();
    if (!this.image && this.dbPath !== ':memory:')
      rmSync(`${this.dbPath}${REPLACING_SUFFIX}`, { force: true });
    this.connection = openDatabase(this.image ?? this.dbPath);
    this.image = undefined;
  }

  /**
   * The world's instance of a service, made on first use. Services prepare their statements once
   * per connection; replacing or closing the database drops them all.
   */
  service<T>(factory: (world: World) => T): T {
    let instance = this.services.get(factory) as T | undefined;
    if (instance === undefined) {
      instance = factory(this);
      this.services.set(factory, instance);
    }
    return instance;
  }

  /** Runs a write that may share its commit with others arriving together (db/group-commit.ts). */
  get groupCommit(): GroupCommit {
    return this.service(groupCommitOf);
  }

  /** Commits the writes queued for a shared commit, before the connection goes. */
  private commitQueued(): void {
    (this.services.get(groupCommitOf) as GroupCommit | undefined)?.now();
  }

  /** Swaps in another database (a restored snapshot or a fresh seed). */
  replaceDatabase(db: Db): void {
    this.commitQueued();
    this.connection?.close();
    this.connection = db;
    this.image = undefined;
    this.services.clear();
  }

  /**
   * Replaces the data with a database image. File-backed, the image is written and synced beside
   * the database and renamed over it once the old connection is closed: a crash at any moment
   * leaves the old database or the new one, whole. If the database cannot be opened again (the
   * process out of open files), the world stays closed and the gate opens it on its next call.
   */
  replaceWith(image: Buffer): void {
    if (this.dbPath === ':memory:') return this.replaceDatabase(openDatabase(image));
    if (!this.connection) throw this.whyClosed();
    const staged = `${this.dbPath}${REPLACING_SUFFIX}`;
    writeDurably(staged, image);
    this.commitQueued();
    // Closing the last connection checkpoints the WAL into the file and deletes it.
    this.connection?.close();
    this.connection = undefined;
    this.services.clear();
    removeWalFiles(this.dbPath);
    renameSync(staged, this.dbPath);
    try {
      syncFolder(dirname(this.dbPath));
    } finally {
      this.openReplaced();
    }
  }

  private openReplaced(): void {
    try {
      this.open();
    } catch (error) {
      throw new WorldUnavailable(WORLD_MESSAGES.cannotOpen(this.name, (error as Error).message));
    }
  }

  /** What a call meets in a world that is not open. */
  private whyClosed(): WorldUnavailable {
    if (this.ending === 'deleted') return new WorldGone(WORLD_MESSAGES.deleted(this.name));
    if (this.ending === 'stopping') return new WorldUnavailable(WORLD_MESSAGES.stopping);
    return new WorldUnavailable(WORLD_MESSAGES.notOpen(this.name));
  }

  /** Releases the connection and keeps the data (an in-memory world keeps its image). */
  suspend(): void {
    if (!this.connection) return;
    this.commitQueued();
    if (this.dbPath === ':memory:') this.image = this.connection.serialize();
    this.connection.close();
    this.connection = undefined;
    this.services.clear();
  }

  /**
   * Closes the world for good: deleted, or the server stopping. A request still holding it is
   * answered that, rather than reopen it.
   */
  close(ending: Ending = 'stopping'): void {
    this.ending = ending;
    // Stopping, what arrived lands; deleted, it is answered that the sandbox was deleted.
    if (this.connection && ending === 'stopping') this.commitQueued();
    this.connection?.close();
    this.connection = undefined;
    this.image = undefined;
    this.services.clear();
  }
}

const groupCommitOf = (world: World) => createGroupCommit(world.db);

/** Refused because the world cannot be opened now; answered 503 with the reason. */
export class WorldUnavailable extends Error {
  readonly statusCode: number = 503;
  readonly code: string = 'WORLD_UNAVAILABLE';
}

/** The sandbox was deleted while the call was in flight; answered 410 with its name. */
export class WorldGone extends WorldUnavailable {
  override readonly statusCode = 410;
  override readonly code = 'WORLD_DELETED';
}

const worldLabel = (name: string) =>
  name === DEFAULT_WORLD ? 'The default world' : `Sandbox ${name}`;

export const WORLD_MESSAGES = {
  allBusy: (limit: number) =>
    `${limit} sandboxes are open and busy (SANDBOX_LIMIT): try again shortly, or delete sandboxes with DELETE /__sim/sandboxes/{name}`,
  tooMany: (max: number) =>
    `${max} sandboxes exist (SANDBOX_MAX): delete some with DELETE /__sim/sandboxes/{name} (idle ones are deleted after SANDBOX_TTL_HOURS)`,
  deleted: (name: string) => `Sandbox ${name} was deleted`,
  stopping: 'The simulator is stopping',
  notOpen: (name: string) => `${worldLabel(name)} is not open now: call again`,
  cannotOpen: (name: string, why: string) => `${worldLabel(name)} could not be opened: ${why}`,
  noFiles: (name: string) =>
    `Sandbox ${name} cannot be opened: the process is out of open files (raise ulimit -n)`,
} as const;
