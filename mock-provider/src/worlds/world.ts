import { renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { Clock } from '../clock';
import { openDatabase, type Db } from '../db/connection';
import { removeWalFiles, syncFolder, writeDurably } from '../db/files';
import { createGroupCommit, type GroupCommit } from '../db/group-commit';
import { createLedger, type Ledger } from '../domain/ledger';
import { DEFAULT_PROFILE, type Profile } from '../domain/profile';
import { DEFAULT_SETTINGS, createSettings, type SettingsStore } from '../domain/settings';

/** Where a file-backed world's image is written before it replaces the database (restore, reset). */
export const REPLACING_SUFFIX = '.replacing';

/**
 * One simulated provider: a database, a clock and the services over them. The default world
 * answers unprefixed paths; each sandbox (`/s/{name}/...`) is a world of its own. A world can be
 * closed (its connection released, its state kept: the file, or the image of an in-memory one)
 * and opens again on its next use.
 */
export class World {
  private connection: Db | undefined;
  /** A closed in-memory world's data. */
  private image: Buffer | undefined;
  /** Set once the world is closed for good (deleted, or the server stopping). */
  private ended = false;
  readonly clock: Clock;
  private services = new Map<(world: World) => unknown, unknown>();
  /** Requests being answered in this world: a busy world is never closed. */
  busy = 0;
  /** When it was last given to a request (a counter, not a time). */
  lastUsed = 0;

  constructor(
    readonly name: string,
    /** A file path or ':memory:'. */
    readonly dbPath: string,
    clock: Clock = new Clock(),
    /** The profile until one is set for this world (PROVIDER_PROFILE). */
    readonly defaultProfile: Profile = DEFAULT_PROFILE,
  ) {
    this.clock = clock;
    if (dbPath !== ':memory:') rmSync(`${dbPath}${REPLACING_SUFFIX}`, { force: true });
    this.connection = openDatabase(dbPath);
  }

  /** The database, opened again if the world was closed. */
  get db(): Db {
    if (!this.connection) {
      if (this.ended) throw new WorldUnavailable(WORLD_MESSAGES.ended(this.name));
      this.connection = openDatabase(this.image ?? this.dbPath);
      this.image = undefined;
    }
    return this.connection;
  }

  get isOpen(): boolean {
    return this.connection !== undefined;
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

  get ledger(): Ledger {
    return this.service(ledgerOf);
  }

  get settings(): SettingsStore {
    return this.service(settingsOf);
  }

  /** Runs a write that may share its commit with others arriving together (db/group-commit.ts). */
  get groupCommit(): GroupCommit {
    return this.service(groupCommitOf);
  }

  /** Swaps in another database (a restored snapshot or a fresh seed). */
  replaceDatabase(db: Db): void {
    this.connection?.close();
    this.connection = db;
    this.image = undefined;
    this.services.clear();
  }

  /**
   * Replaces the data with a database image. File-backed, the image is written and synced beside
   * the database and renamed over it once the old connection is closed: a crash at any moment
   * leaves the old database or the new one, whole.
   */
  replaceWith(image: Buffer): void {
    if (this.dbPath === ':memory:') return this.replaceDatabase(openDatabase(image));
    const staged = `${this.dbPath}${REPLACING_SUFFIX}`;
    writeDurably(staged, image);
    // Closing the last connection checkpoints the WAL into the file and deletes it.
    this.connection?.close();
    this.connection = undefined;
    this.services.clear();
    removeWalFiles(this.dbPath);
    renameSync(staged, this.dbPath);
    syncFolder(dirname(this.dbPath));
    this.connection = openDatabase(this.dbPath);
  }

  /** Releases the connection and keeps the data (an in-memory world keeps its image). */
  suspend(): void {
    if (!this.connection) return;
    if (this.dbPath === ':memory:') this.image = this.connection.serialize();
    this.connection.close();
    this.connection = undefined;
    this.services.clear();
  }

  /** Closes the world for good: a request still holding it is refused rather than reopen it. */
  close(): void {
    this.ended = true;
    this.connection?.close();
    this.connection = undefined;
    this.image = undefined;
    this.services.clear();
  }
}

const ledgerOf = (world: World) => createLedger(world.db);
const settingsOf = (world: World) =>
  createSettings(world.db, { ...DEFAULT_SETTINGS, profile: world.defaultProfile });
const groupCommitOf = (world: World) => createGroupCommit(world.db);

export const DEFAULT_WORLD = 'default';

/** Refused because no sandbox can be opened now; answered 503 with the reason. */
export class WorldUnavailable extends Error {
  readonly statusCode = 503;
}

export const WORLD_MESSAGES = {
  allBusy: (limit: number) =>
    `${limit} sandboxes are open and busy (SANDBOX_LIMIT): try again shortly, or delete sandboxes with DELETE /__sim/sandboxes/{name}`,
  ended: (name: string) => `Sandbox ${name} was deleted`,
  cannotOpen: (name: string, why: string) => `Sandbox ${name} could not be opened: ${why}`,
  noFiles: (name: string) =>
    `Sandbox ${name} cannot be opened: the process is out of open files (raise ulimit -n)`,
} as const;
