import { createHash } from 'node:crypto';
import type { Db } from '@panna/mock-provider/worlds';

/** Columns a refused call may change on purpose, per table (a refused login counts the failure). */
export type Ignored = Readonly<Record<string, readonly string[]>>;

const tablesOf = (db: Db): string[] =>
  (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((t) => t.name);

/**
 * A hash of every row of every table, in rowid order: equal digests mean equal contents. Table
 * names come from sqlite_master, never from input; the identifier is quoted.
 */
export function digest(db: Db, ignored: Ignored = {}): string {
  const hash = createHash('sha256');
  for (const table of tablesOf(db)) {
    const statement = db
      .prepare(`SELECT * FROM "${table.replaceAll('"', '""')}" ORDER BY rowid`)
      .raw(true);
    const skip = new Set(ignored[table] ?? []);
    const blank = statement
      .columns()
      .flatMap((column, index) => (skip.has(column.name) ? [index] : []));
    const rows = statement.all() as unknown[][];
    for (const row of rows) for (const index of blank) row[index] = null;
    hash.update(`${table}\u0000${JSON.stringify(rows)}\u0000`);
  }
  return hash.digest('hex');
}

/** Row counts per table, for failure messages. */
export function rowCounts(db: Db): Record<string, number> {
  return Object.fromEntries(
    tablesOf(db).map((table) => [
      table,
      (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n,
    ]),
  );
}
