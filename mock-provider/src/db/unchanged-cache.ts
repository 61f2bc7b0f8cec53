import type { Db } from './connection';

/**
 * A keyed cache that holds while the database has not changed: the first INSERT, UPDATE or DELETE
 * on the connection (triggers included, rolled back or not) empties it. It serves reads made far
 * more often than anything is written, like the token check of every signed-in call, for the cost
 * of reading SQLite's change counter. It assumes this connection is the file's only writer, as the
 * provider's is. Reads inside a transaction bypass it: what they see may yet be rolled back.
 */
export function createUnchangedCache<K, V>(db: Db, limit = 10_000) {
  const changesNow = changeCounter(db);
  const entries = new Map<K, V>();
  // Stryker disable next-line UnaryOperator: the map starts empty, so a first clear or none is all one.
  let seenChanges = -1;
  return (key: K, read: (key: K) => V): V => {
    const changes = changesNow();
    if (changes === undefined) return read(key);
    if (changes !== seenChanges) {
      entries.clear();
      seenChanges = changes;
    }
    if (entries.has(key)) return entries.get(key)!;
    const value = read(key);
    if (entries.size >= limit) entries.clear();
    entries.set(key, value);
    return value;
  };
}

/**
 * SQLite's count of the rows the connection has changed (INSERT, UPDATE, DELETE, triggers
 * included, rolled back or not): a read of it is how a cache learns the database is as it was.
 * Undefined inside a transaction, whose reads may yet be rolled back.
 */
export function changeCounter(db: Db): () => number | undefined {
  const totalChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  return () => (db.inTransaction ? undefined : totalChanges.get()!);
}
