import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { journalOf } from '../domain/control/journal';
import { journalKeeping } from '../domain/control/journal-keeping';
import { seedWorld } from '../seed';
import { WORLD_MESSAGES, WorldGone, WorldUnavailable, type World } from './world';
import { Worlds, type WorldOptions } from './worlds';
import { ledgerOf } from '../domain/ledger';

const HOUR = 3_600_000;
const made: { worlds: Worlds; dir: string | undefined }[] = [];

afterEach(() => {
  for (const { worlds, dir } of made.splice(0)) {
    worlds.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

/** Worlds on files in a scratch folder (or in memory), with a wall clock the test moves. */
function worldsFor(options: Partial<WorldOptions> & { inMemory?: boolean } = {}) {
  const dir = options.inMemory ? undefined : mkdtempSync(join(tmpdir(), 'panna-worlds-'));
  const wall = { now: Date.UTC(2030, 0, 1) };
  const make = () =>
    new Worlds({
      dbPath: dir ? join(dir, 'provider.db') : ':memory:',
      keeping: journalKeeping,
      wallClock: () => wall.now,
      ...options,
    });
  const worlds = make();
  made.push({ worlds, dir });
  const sandboxFiles = () =>
    dir && existsSync(join(dir, 'sandboxes')) ? readdirSync(join(dir, 'sandboxes')).sort() : [];
  return { worlds, dir: dir!, wall, make, sandboxFiles };
}

const names = (worlds: Worlds) => worlds.list().map((w) => w.name);
const openNames = (worlds: Worlds) =>
  worlds
    .list()
    .filter((w) => w.isOpen)
    .map((w) => w.name);

describe('the gate', () => {
  it('is the only way a closed world opens: its database refuses rather than reopen', () => {
    const { worlds } = worldsFor({ openLimit: 1 });
    const a = worlds.get('a');
    worlds.get('b'); // closes a, the least recently used
    expect(a.isOpen).toBe(false);
    expect(() => a.db).toThrow(WorldUnavailable);
    expect(() => ledgerOf(a)).toThrow(WorldUnavailable);
    expect(openNames(worlds)).toEqual(['default', 'b']);
    expect(worlds.get('a')).toBe(a);
    expect(openNames(worlds)).toEqual(['default', 'a']);
  });

  it('opens the default world again when it was left closed (a replacement it could not reopen)', () => {
    const { worlds } = worldsFor({ openLimit: 0 });
    const world = worlds.get();
    world.suspend();
    expect(() => world.db).toThrow(WORLD_MESSAGES.notOpen('default'));
    expect(worlds.get()).toBe(world);
    expect(world.isOpen).toBe(true);
  });

  it('refuses, within the limit, while every open sandbox is busy', () => {
    const { worlds } = worldsFor({ openLimit: 2 });
    for (const name of ['a', 'b']) worlds.get(name).busy += 1;
    expect(() => worlds.get('c')).toThrow(WORLD_MESSAGES.allBusy(2));
    worlds.release(worlds.find('a')!);
    expect(worlds.get('c').isOpen).toBe(true);
    expect(openNames(worlds)).toEqual(['default', 'b', 'c']);
  });
});

describe('SANDBOX_MAX', () => {
  it('counts every sandbox that exists, open or closed, and refuses one more with a message', () => {
    const { worlds } = worldsFor({ openLimit: 1, maxSandboxes: 3 });
    for (const name of ['a', 'b', 'c']) worlds.get(name);
    expect(openNames(worlds)).toEqual(['default', 'c']);
    expect(() => worlds.get('d')).toThrow(WORLD_MESSAGES.tooMany(3));
    expect(names(worlds)).toEqual(['default', 'a', 'b', 'c']);
    // The ones that exist still open, and the default world answers.
    expect(worlds.get('a').isOpen).toBe(true);
    expect(worlds.get().isOpen).toBe(true);
    expect(worlds.delete('b')).toBe(true);
    expect(worlds.get('d').isOpen).toBe(true);
  });

  it('deletes the expired first when it is reached', () => {
    const { worlds, wall } = worldsFor({ maxSandboxes: 2, ttlHours: 1 });
    worlds.get('old');
    wall.now += 2 * HOUR;
    worlds.get('young');
    expect(worlds.get('new').name).toBe('new');
    expect(names(worlds)).toEqual(['default', 'young', 'new']);
  });
});

describe('SANDBOX_TTL_HOURS', () => {
  it('deletes a sandbox idle that long by the wall clock, with its files, whatever its own clock says', () => {
    const { worlds, wall, dir, sandboxFiles } = worldsFor({ ttlHours: 2, openLimit: 1 });
    const kept = worlds.get('kept');
    const idle = worlds.get('idle'); // closes kept: its journal goes to a file
    // The virtual clocks say nothing: one runs a year ahead, the other is frozen in the past.
    idle.clock.advance(365 * 24 * HOUR);
    kept.clock.set(Date.UTC(2001, 0, 1));
    mkdirSync(join(dir, 'snapshots', 'idle'), { recursive: true });
    wall.now += HOUR;
    worlds.get('kept');
    expect(worlds.expireIdle()).toEqual([]);
    wall.now += HOUR;
    expect(worlds.expireIdle()).toEqual(['idle']);
    expect(names(worlds)).toEqual(['default', 'kept']);
    expect(idle.deleted).toBe(true);
    expect(sandboxFiles().filter((f) => f.startsWith('idle'))).toEqual([]);
    expect(existsSync(join(dir, 'snapshots', 'idle'))).toBe(false);
  });

  it('never deletes a busy sandbox, and counts idle from the end of its last call', () => {
    const { worlds, wall } = worldsFor({ ttlHours: 1 });
    const busy = worlds.get('busy');
    busy.busy += 1;
    wall.now += 5 * HOUR;
    expect(worlds.expireIdle()).toEqual([]);
    worlds.release(busy);
    wall.now += HOUR - 1;
    expect(worlds.expireIdle()).toEqual([]);
    wall.now += 1;
    expect(worlds.expireIdle()).toEqual(['busy']);
  });

  it('keeps them for good at 0', () => {
    const { worlds, wall } = worldsFor({ ttlHours: 0 });
    worlds.get('a');
    wall.now += 100_000 * HOUR;
    expect(worlds.expireIdle()).toEqual([]);
    expect(worlds.ttlMs).toBeUndefined();
  });

  it('reads the sandboxes an earlier run left: listed closed, expired by their last use', () => {
    const seeded: string[] = [];
    const seed = (world: World) => {
      seeded.push(world.name);
      seedWorld(world);
    };
    const { worlds, wall, dir, make, sandboxFiles } = worldsFor({ ttlHours: 24, seed });
    wall.now = Date.now();
    worlds.get('recent').db.exec('CREATE TABLE mark (x)');
    worlds.get('stale');
    worlds.close();
    // The stale one was last used two days ago; a journal left behind is the earlier run's.
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
    utimesSync(join(dir, 'sandboxes', 'stale.db'), twoDaysAgo, twoDaysAgo);
    writeFileSync(join(dir, 'sandboxes', 'recent.journal.json'), '{}');
    writeFileSync(join(dir, 'sandboxes', 'not a sandbox.db'), '');
    // One an earlier run made and stopped before seeding: seeded as it first opens.
    writeFileSync(join(dir, 'sandboxes', 'unseeded.db'), '');
    const again = make();
    seeded.length = 0;
    made.push({ worlds: again, dir: undefined });
    expect(names(again)).toEqual(['default', 'recent', 'unseeded']);
    expect(again.find('recent')!.isOpen).toBe(false);
    expect(sandboxFiles()).toEqual(['not a sandbox.db', 'recent.db', 'unseeded.db']);
    expect(
      again.get('recent').db.prepare("SELECT name FROM sqlite_master WHERE name = 'mark'").get(),
    ).toBeTruthy();
    expect(again.get('unseeded').isOpen).toBe(true);
    expect(seeded).toEqual(['unseeded']);
  });
});

describe('deletion', () => {
  it('answers a call that arrived before it that the sandbox was deleted, even once made again', () => {
    const { worlds } = worldsFor();
    const before = worlds.deletionMark;
    const first = worlds.get('x');
    worlds.delete('x');
    expect(() => first.db).toThrow(new WorldGone(WORLD_MESSAGES.deleted('x')));
    expect(() => worlds.get('x', before)).toThrow(WORLD_MESSAGES.deleted('x'));
    expect(names(worlds)).toEqual(['default']);
    // A call that arrives after it makes a fresh one; the earlier call is still refused.
    const fresh = worlds.get('x', worlds.deletionMark);
    expect(fresh).not.toBe(first);
    expect(() => worlds.get('x', before)).toThrow(WorldGone);
    // Another sandbox's deletion is not this one's.
    const mark = worlds.deletionMark;
    worlds.get('y');
    worlds.delete('y');
    expect(worlds.get('x', mark)).toBe(fresh);
  });

  it('never deletes the default world', () => {
    const { worlds } = worldsFor();
    expect(worlds.delete('default')).toBe(false);
    expect(worlds.get().isOpen).toBe(true);
  });
});

describe('a closed sandbox’s journal', () => {
  for (const inMemory of [false, true])
    it(`leaves memory while it is closed and comes back whole (${inMemory ? 'in memory' : 'on files'})`, () => {
      const { worlds, sandboxFiles } = worldsFor({ openLimit: 1, inMemory });
      const a = worlds.get('a');
      const journal = journalOf(a);
      journal.setRedacting(false);
      for (let i = 0; i < 3; i++)
        journal.record({
          at: Date.UTC(2030, 0, 1, 0, i),
          path: 'api-check-mobile',
          body: { mobile: `900000000${i}`, password: 'secret' },
          status: 200,
          answer: { status: true, msg: 'ok' },
          duration_ms: i,
          player: `900000000${i}`,
          ...(i === 1 && { fault: 'latency' }),
        });
      const before = journal.query();
      worlds.get('b'); // closes a
      expect(journalOf(a)).not.toBe(journal);
      if (!inMemory) expect(sandboxFiles()).toContain('a.journal.json');
      worlds.get('a');
      expect(
        journalOf(a)
          .query()
          .map(({ id: _, ...entry }) => entry),
      ).toEqual(before.map(({ id: _, ...entry }) => entry));
      expect(journalOf(a).redacting).toBe(false);
      expect(sandboxFiles()).not.toContain('a.journal.json');
    });
});

describe('a closed sandbox’s journal, as QA finds it again', () => {
  const record = (world: World, count: number) => {
    for (let i = 0; i < count; i++)
      journalOf(world).record({
        at: Date.UTC(2030, 0, 1, 0, 0, i),
        path: 'api-user-login',
        body: { mobile: '9000000001', password: 'secret' },
        status: 200,
        answer: { status: true, msg: 'ok' },
        duration_ms: 1,
        player: '9000000001',
      });
  };

  it('comes back whole past a page of entries, masked as recorded, still masking', () => {
    const { worlds } = worldsFor({ openLimit: 1 });
    const a = worlds.get('a');
    record(a, 150); // more than the 100 a query returns unless asked
    worlds.get('b'); // closes a
    worlds.get('a');
    const entries = journalOf(a).query({ limit: 1000 });
    expect(entries).toHaveLength(150);
    expect(entries.every((e) => (e.body as { password: string }).password === '***')).toBe(true);
    expect(journalOf(a).redacting).toBe(true);
  });

  it('starts empty when its kept file was cut short by a crash', () => {
    const { worlds, dir } = worldsFor({ openLimit: 1 });
    const a = worlds.get('a');
    record(a, 2);
    worlds.get('b'); // closes a
    const kept = join(dir, 'sandboxes', 'a.journal.json');
    writeFileSync(kept, readFileSync(kept, 'utf8').slice(0, 40));
    expect(worlds.get('a').isOpen).toBe(true);
    expect(journalOf(a).query()).toEqual([]);
    expect(existsSync(kept)).toBe(false);
  });
});

describe('replacing the data', () => {
  it.for([{ inMemory: false }, { inMemory: true }])(
    'commits the writes queued for a shared commit first (in memory: $inMemory), rather than failing them on a closed database',
    async ({ inMemory }) => {
      const { worlds } = worldsFor({ inMemory });
      const world = worlds.get('a');
      const image = world.db.serialize();
      const before = world.db;
      const queued = world.groupCommit(() => world.db.prepare('SELECT 1 AS one').get());
      world.replaceWith(image);
      await expect(queued).resolves.toEqual({ one: 1 });
      expect(world.db).not.toBe(before);
    },
  );
});
