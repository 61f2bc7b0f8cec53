/** One measured figure, its budget and whether it met it: what the table and results.json hold. */
export interface Budget {
  op: '>=' | '<=' | '<' | '±';
  limit: number;
  /** For '±': how far from `limit` the value may be. */
  tolerance?: number;
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** "<op> <limit>", or null for a figure that is only reported. */
  budget: string | null;
  /** null when there is no budget. */
  pass: boolean | null;
}

function meets(value: number, { op, limit, tolerance = 0 }: Budget): boolean {
  if (op === '±') return Math.abs(value - limit) <= tolerance;
  return op === '>=' ? value >= limit : op === '<=' ? value <= limit : value < limit;
}

const describe = ({ op, limit, tolerance }: Budget): string =>
  op === '±' ? `${limit} ± ${tolerance}` : `${op} ${limit}`;

/** A figure rounded for reading; NaN (a measurement that could not be taken) never passes. */
export function figure(name: string, value: number, unit: string, budget?: Budget): Figure {
  const rounded = Number.isFinite(value)
    ? Number(value.toFixed(Math.abs(value) < 10 ? 3 : 1))
    : NaN;
  return {
    name,
    value: rounded,
    unit,
    budget: budget ? describe(budget) : null,
    pass: budget ? Number.isFinite(value) && meets(value, budget) : null,
  };
}

export const atLeast = (limit: number): Budget => ({ op: '>=', limit });
export const atMost = (limit: number): Budget => ({ op: '<=', limit });
export const below = (limit: number): Budget => ({ op: '<', limit });
export const around = (limit: number, tolerance: number): Budget => ({ op: '±', limit, tolerance });

/** A Markdown table (also readable in a terminal). */
export function grid(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The figures as a Markdown table. */
export function table(figures: readonly Figure[]): string {
  return grid(
    ['figure', 'value', 'unit', 'budget', 'pass'],
    figures.map((f) => [
      f.name,
      Number.isNaN(f.value) ? 'n/a' : String(f.value),
      f.unit,
      f.budget ?? '',
      f.pass === null ? '' : f.pass ? 'yes' : 'NO',
    ]),
  );
}
