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

/** Every row of every table, in rowid order, each as JSON (ignored columns blanked). */
export function contents(db: Db, ignored: Ignored = {}): Map<string, string[]> {
  const tables = new Map<string, string[]>();
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
    tables.set(
      table,
      rows.map((row) => JSON.stringify(row)),
    );
  }
  return tables;
}

/**
 * A hash of every row of every table (see `contents`): equal digests mean equal contents. Table
 * names come from sqlite_master, never from input; the identifier is quoted.
 */
export function digest(db: Db, ignored: Ignored = {}): string {
  const hash = createHash('sha256');
  for (const [table, rows] of contents(db, ignored))
    hash.update(`${table}\u0000${rows.join('\n')}\u0000`);
  return hash.digest('hex');
}

/** What differs between two `contents`: per changed table, its row counts and first rows that differ. */
export function changesBetween(
  before: Map<string, string[]>,
  after: Map<string, string[]>,
): string {
  const lines: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(table) ?? [];
    const is = after.get(table) ?? [];
    if (was.length === is.length && was.every((row, i) => row === is[i])) continue;
    const gone = was.filter((row) => !is.includes(row)).slice(0, 2);
    const added = is.filter((row) => !was.includes(row)).slice(0, 2);
    lines.push(
      `${table} (${was.length} -> ${is.length} rows): - ${gone.join(' ').slice(0, 400)} + ${added.join(' ').slice(0, 400)}`,
    );
  }
  return lines.join('\n  ');
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
