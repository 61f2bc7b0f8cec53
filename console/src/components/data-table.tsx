import type { ReactNode } from 'react';
import { Failure } from './notice';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell's class: fixed, or by row (a credit or a debit). */
  className?: string | ((row: Row) => string);
}

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Names each row for assistive technology (and for journeys): "snapshot before-open". */
  rowLabel?: (row: Row) => string;
  /** The id of the heading that names the table; or a caption of its own. */
  labelledBy?: string;
  caption?: string;
  /** Shown instead of an empty table (null: nothing at all). */
  empty?: ReactNode;
}

/** A table of rows, one column a fact (or the row's actions), scrolling sideways on its own. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowLabel,
  labelledBy,
  caption,
  empty,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined)
    return empty === null ? null : <p className="muted">{empty}</p>;
  const classOf = (column: Column<Row>, row: Row) =>
    typeof column.className === 'function' ? column.className(row) : column.className;
  return (
    <div className="table-scroll">
      <table aria-labelledby={labelledBy}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} aria-label={rowLabel?.(row)}>
              {columns.map((column) => (
                <td key={column.header} className={classOf(column, row)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A card holding one table: its heading names the table, a failed read is shown above it. */
export function TableCard<Row>({
  id,
  title,
  error,
  wide,
  ...table
}: Omit<DataTableProps<Row>, 'labelledBy' | 'caption'> & {
  id: string;
  title: string;
  error?: unknown;
  wide?: boolean;
}) {
  return (
    <section className={wide ? 'card card--wide' : 'card'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Failure error={error} />
      <DataTable labelledBy={id} {...table} />
    </section>
  );
}
