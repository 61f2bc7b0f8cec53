import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './connection';
import { createUnchangedCache } from './unchanged-cache';

let db: Db;
afterEach(() => db.close());

function setUp(limit?: number) {
  db = openDatabase(':memory:');
  db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER); CREATE TABLE other (x INTEGER)');
  db.exec("INSERT INTO t VALUES ('a', 1), ('b', 2)");
  const select = db.prepare<[string], number>('SELECT v FROM t WHERE k = ?').pluck();
  let reads = 0;
  const read = (key: string) => {
    reads += 1;
    return select.get(key);
  };
  const kept = createUnchangedCache<string, number | undefined>(db, limit);
  return { get: (key: string) => kept(key, read), reads: () => reads };
}

describe('unchanged cache', () => {
  it('answers a kept value without reading again while nothing changed', () => {
    const { get, reads } = setUp();
    expect([get('a'), get('a'), get('b'), get('a'), get('zz'), get('zz')]).toEqual([
      1,
      1,
      2,
      1,
      undefined,
      undefined,
    ]);
    expect(reads()).toBe(3);
  });

  it('reads again after any row changes, in any table', () => {
    const { get, reads } = setUp();
    get('a');
    db.exec("UPDATE t SET v = 10 WHERE k = 'a'");
    expect(get('a')).toBe(10);
    db.exec('INSERT INTO other VALUES (1)');
    get('a');
    expect(reads()).toBe(3);
  });

  it('never keeps what a transaction saw before it rolled back', () => {
    const { get } = setUp();
    expect(get('a')).toBe(1);
    try {
      db.transaction(() => {
        db.exec("UPDATE t SET v = 99 WHERE k = 'a'");
        expect(get('a')).toBe(99);
        throw new Error('roll back');
      })();
    } catch {
      // rolled back
    }
    expect(get('a')).toBe(1);
  });

  it('starts over past its limit', () => {
    const { get, reads } = setUp(1);
    get('a');
    get('b');
    get('a');
    expect(reads()).toBe(3);
  });
});
