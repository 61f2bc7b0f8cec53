/**
 * Opening a database as the simulator does: a new file's folder is made, and a snapshot's image
 * opens in memory whether it was taken of a file (WAL) or of memory.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from './connection';

const opened: Db[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(source: string | Buffer): Db {
  const db = openDatabase(source);
  opened.push(db);
  return db;
}

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'panna-connection-'));
  folders.push(dir);
  return dir;
}

/** A database with one row of its own, and its serialized image. */
function imageOf(db: Db): Buffer {
  db.exec("CREATE TABLE note (text TEXT); INSERT INTO note VALUES ('kept')");
  return db.serialize();
}

const notes = (db: Db) => db.prepare('SELECT text FROM note').pluck().all();

/** Every table, index and trigger, as SQLite keeps their definitions. */
const schemaOf = (db: Db) =>
  db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all();

describe('openDatabase', () => {
  it('makes the folders of a new database file', () => {
    const file = join(scratch(), 'worlds', 'qa', 'provider.db');
    open(file);
    expect(existsSync(file)).toBe(true);
  });

  it("opens a file-backed database's image in memory, with its rows", () => {
    const image = imageOf(open(join(scratch(), 'provider.db')));
    expect([image[18], image[19]]).toEqual([2, 2]); // the header says WAL
    expect(notes(open(image))).toEqual(['kept']);
    expect([image[18], image[19]]).toEqual([2, 2]); // the snapshot itself is left as it was
  });

  it("opens an in-memory database's image as it is", () => {
    const image = imageOf(open(':memory:'));
    expect([image[18], image[19]]).toEqual([1, 1]);
    expect(notes(open(image))).toEqual(['kept']);
  });

  it('opens each new in-memory database blank and its own, with every migration applied', () => {
    const first = open(':memory:');
    imageOf(first);
    const migrated = new Database(':memory:');
    migrate(migrated);
    const second = open(':memory:');
    expect(schemaOf(second)).toEqual(schemaOf(migrated));
    expect(second.pragma('user_version', { simple: true })).toBe(
      migrated.pragma('user_version', { simple: true }),
    );
    expect(second.prepare('SELECT count(*) FROM users').pluck().get()).toBe(0);
    expect(notes(first)).toEqual(['kept']);
    migrated.close();
  });
});
