/**
 * The file helpers under snapshots, the kept clock and world deletion: a replaced file is whole,
 * a failed replace leaves the old one, no file is left open, and a database goes with its WAL.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeDatabaseFiles, replaceFile, writeDurably } from './files';

const folder = () => mkdtempSync(join(tmpdir(), 'panna-files-'));

describe('replaceFile', () => {
  it("writes a string's UTF-8 bytes or a buffer's, whole, with nothing staged left beside it", () => {
    const dir = folder();
    const path = join(dir, 'clock.json');
    replaceFile(path, '{"note":"₹ 100"}');
    expect(readFileSync(path, 'utf8')).toBe('{"note":"₹ 100"}');
    const image = Buffer.alloc(3 * 1024 * 1024, 7);
    replaceFile(path, image);
    expect(readFileSync(path).equals(image)).toBe(true);
    expect(readdirSync(dir)).toEqual(['clock.json']);
  });

  it('that fails throws, leaves what stood there, and leaves no staged copy', () => {
    const dir = folder();
    const path = join(dir, 'taken');
    mkdirSync(path);
    writeFileSync(join(path, 'inside'), 'kept');
    expect(() => replaceFile(path, 'new')).toThrow();
    expect(readFileSync(join(path, 'inside'), 'utf8')).toBe('kept');
    expect(readdirSync(dir)).toEqual(['taken']);
  });
});

// Where the process lists its open files (Linux): the calls are synchronous, so nothing else can
// open or close one between the two readings.
const OPEN_FILES = '/proc/self/fd';
const openFiles = () => readdirSync(OPEN_FILES).length;

it.skipIf(!existsSync(OPEN_FILES))('leaves no file open, whether a write succeeds or fails', () => {
  const dir = folder();
  const before = openFiles();
  for (let i = 0; i < 20; i += 1) {
    replaceFile(join(dir, 'file'), `content ${i}`);
    writeDurably(join(dir, 'plain'), 'x');
    expect(() => replaceFile(join(dir, 'missing', 'file'), 'x')).toThrow();
  }
  expect(openFiles()).toBe(before);
});

it('removes a database with its WAL companions, and a database already gone is no error', () => {
  const dir = folder();
  const path = join(dir, 'world.db');
  for (const name of ['world.db', 'world.db-wal', 'world.db-shm', 'other.db'])
    writeFileSync(join(dir, name), 'x');
  removeDatabaseFiles(path);
  expect(readdirSync(dir)).toEqual(['other.db']);
  expect(() => removeDatabaseFiles(path)).not.toThrow();
});
