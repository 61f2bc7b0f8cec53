import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './connection';
import { createGroupCommit } from './group-commit';

let db: Db;
afterEach(() => {
  if (db?.open) db.close();
});

function setUp() {
  db = openDatabase(':memory:');
  db.exec('CREATE TABLE t (n INTEGER NOT NULL CHECK (n >= 0))');
  const insert = db.prepare<[number]>('INSERT INTO t (n) VALUES (?)');
  const rows = () =>
    (db.prepare('SELECT n FROM t ORDER BY n').all() as { n: number }[]).map((r) => r.n);
  return { insert, rows, commit: createGroupCommit(db) };
}

describe('group commit', () => {
  it('writes queued together land in one transaction and resolve after it committed', async () => {
    const { insert, rows, commit } = setUp();
    const seenInside: boolean[] = [];
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        commit(() => {
          seenInside.push(db.inTransaction);
          return insert.run(n).changes;
        }),
      ),
    );
    expect(results).toEqual([1, 1, 1]);
    expect(seenInside).toEqual([true, true, true]);
    expect(rows()).toEqual([1, 2, 3]);
    expect(db.inTransaction).toBe(false);
  });

  it('shares one transaction among a burst: the third write sees the first two uncommitted', async () => {
    const { insert, commit } = setUp();
    let countsSeen: number[] = [];
    const count = () => (db.prepare('SELECT COUNT(*) AS c FROM t').get() as { c: number }).c;
    await Promise.all(
      [1, 2, 3].map((n) =>
        commit(() => {
          countsSeen.push(count());
          insert.run(n);
        }),
      ),
    );
    expect(countsSeen).toEqual([0, 1, 2]);
    // Nothing is visible before the batch runs: the write waits for the next turn.
    countsSeen = [];
    const pending = commit(() => insert.run(9));
    expect(count()).toBe(3);
    await pending;
    expect(count()).toBe(4);
  });

  it('a write that throws rolls back alone and rejects alone', async () => {
    const { insert, rows, commit } = setUp();
    const outcomes = await Promise.allSettled([
      commit(() => insert.run(1)),
      commit(() => {
        insert.run(2);
        insert.run(-1); // violates the CHECK: this write's rows go, 2 included
      }),
      commit(() => insert.run(3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(rows()).toEqual([1, 3]);
  });

  it('when the shared transaction cannot run, every write of the batch is rejected', async () => {
    const { insert, commit } = setUp();
    const outcomes = Promise.allSettled([commit(() => insert.run(1)), commit(() => insert.run(2))]);
    db.close(); // as when a snapshot restore swaps the database before the batch runs
    expect((await outcomes).map((o) => o.status)).toEqual(['rejected', 'rejected']);
  });
});
