import { join } from 'node:path';
import { Clock } from './clock';
import { openDatabase, type Db } from './db/connection';
import { createGroupCommit, type GroupCommit } from './db/group-commit';
import { createLedger, type Ledger } from './domain/ledger';
import { createSettings, type SettingsStore } from './domain/settings';

/**
 * One simulated provider: a database, a clock and the services over them. The default world
 * answers unprefixed paths; each sandbox (`/s/{name}/...`) is a world of its own.
 */
export class World {
  db: Db;
  readonly clock: Clock;
  private services = new Map<(world: World) => unknown, unknown>();

  constructor(
    readonly name: string,
    /** A file path or ':memory:'. */
    readonly dbPath: string,
    clock: Clock = new Clock(),
  ) {
    this.clock = clock;
    this.db = openDatabase(dbPath);
  }

  /**
   * The world's instance of a service, made on first use. Services prepare their statements once
   * per world; replacing the database (restore, reset) drops them all.
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
    this.db.close();
    this.db = db;
    this.services.clear();
  }

  close(): void {
    this.db.close();
  }
}

const ledgerOf = (world: World) => createLedger(world.db);
const settingsOf = (world: World) => createSettings(world.db);
const groupCommitOf = (world: World) => createGroupCommit(world.db);

export const SANDBOX_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export interface WorldOptions {
  /** The default world's database: a file path or ':memory:'. Sandboxes live beside it. */
  dbPath: string;
  /** Fills an empty database with the demo world. */
  seed?: (world: World) => void;
  /** The clock the default world starts at (tests pin it). */
  startAt?: number;
}

/** The default world and the sandboxes, made on first use and seeded when new. */
export class Worlds {
  private readonly worlds = new Map<string, World>();

  constructor(private readonly options: WorldOptions) {}

  get(name = 'default'): World {
    let world = this.worlds.get(name);
    if (!world) {
      world = new World(name, this.pathFor(name), new Clock(this.options.startAt));
      if (this.options.seed && isEmpty(world.db)) this.options.seed(world);
      this.worlds.set(name, world);
    }
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

  private pathFor(name: string): string {
    if (name === 'default' || this.options.dbPath === ':memory:') return this.options.dbPath;
    return join(this.options.dbPath.replace(/[^/]*$/, ''), 'sandboxes', `${name}.db`);
  }

  close(): void {
    for (const world of this.worlds.values()) world.close();
    this.worlds.clear();
  }
}

const isEmpty = (db: Db): boolean =>
  (db.prepare('SELECT COUNT(*) AS n FROM markets').get() as { n: number }).n === 0;
