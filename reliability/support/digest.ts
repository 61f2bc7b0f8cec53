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

/** Every row of every table, in rowid order, as JSON per table (ignored columns blanked). */
export function contents(db: Db, ignored: Ignored = {}): Map<string, string> {
  const tables = new Map<string, string>();
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
    tables.set(table, JSON.stringify(rows));
  }
  return tables;
}

/**
 * A hash of every row of every table (see `contents`): equal digests mean equal contents. Table
 * names come from sqlite_master, never from input; the identifier is quoted.
 */
export function digest(db: Db, ignored: Ignored = {}): string {
  const hash = createHash('sha256');
  for (const [table, rows] of contents(db, ignored)) hash.update(`${table}\u0000${rows}\u0000`);
  return hash.digest('hex');
}

/** What differs between two `contents`: per changed table, its row counts and first rows that differ. */
export function changesBetween(before: Map<string, string>, after: Map<string, string>): string {
  const tables = new Set([...before.keys(), ...after.keys()]);
  const lines: string[] = [];
  for (const table of tables) {
    const was = before.get(table);
    const is = after.get(table);
    if (was === is) continue;
    const wasRows = (JSON.parse(was ?? '[]') as unknown[]).map((row) => JSON.stringify(row));
    const isRows = (JSON.parse(is ?? '[]') as unknown[]).map((row) => JSON.stringify(row));
    const gone = wasRows.filter((row) => !isRows.includes(row)).slice(0, 2);
    const added = isRows.filter((row) => !wasRows.includes(row)).slice(0, 2);
    lines.push(
      `${table} (${wasRows.length} -> ${isRows.length} rows): - ${gone.join(' ').slice(0, 400)} + ${added.join(' ').slice(0, 400)}`,
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
