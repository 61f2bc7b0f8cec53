/**
 * How two answers of one call differ in form: the envelope (HTTP status, content type, `status`
 * and `msg` word for word), the fields present and missing at every depth, each value's type and
 * the format of its text (dates, times, amounts, tokens). Values themselves vary (tokens, ids,
 * times, balances) and are not compared; an empty text is a value, so it matches any format.
 * The rows of a list are merged: a field is compared across all of them.
 */
import type { Answer } from './recording';

export interface Difference {
  /** The field (`bid_data[].bid_date`), or what of the envelope: `(HTTP status)`. */
  where: string;
  recorded: string;
  simulator: string;
}

/** The formats the provider prints values in; any other text is "text". */
const FORMATS: readonly (readonly [string, RegExp])[] = [
  ['insert time "23 Nov 2026 12:04:35 PM"', /^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [AP]M$/],
  ['win time "17 November 26 05:45"', /^\d{2} [A-Z][a-z]+ \d{2} \d{2}:\d{2}$/],
  ['clock time "03:45 PM"', /^\d{2}:\d{2} [AP]M$/],
  ['bid date "3-July-2024"', /^\d{1,2}-[A-Z][a-z]+-\d{4}$/],
  ['filter date "7/3/2024"', /^\d{1,2}\/\d{1,2}\/\d{4}$/],
  ['ISO date "2024-07-03"', /^\d{4}-\d{2}-\d{2}/],
  ['open result "123-6"', /^\d{3}-\d$/],
  ['close result "4-590"', /^\d-\d{3}$/],
  ['URL', /^https?:\/\/\S+$/],
  ['decimal "12.50"', /^-?\d+\.\d+$/],
  ['whole number', /^-?\d+$/],
  ['token (30 letters and digits)', /^[A-Za-z0-9]{30}$/],
];

/** The kind of a value: its type and, for text, its format. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return value === ''
        ? EMPTY
        : `text: ${FORMATS.find(([, f]) => f.test(value))?.[0] ?? 'words'}`;
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number with decimals';
    case 'boolean':
      return 'boolean';
    case 'object':
      return 'object';
    default:
      return typeof value;
  }
}
const EMPTY = 'empty text';

/** What a field looks like across the rows it appears in. */
interface Shape {
  kinds: Set<string>;
  /** How many values were merged into it. */
  count: number;
  /** An object's fields: each field's shape (its count: the values that had it). */
  fields: Map<string, Shape>;
  /** A list's items, merged; undefined when every list was empty. */
  items: Shape | undefined;
}

const emptyShape = (): Shape => ({
  kinds: new Set(),
  count: 0,
  fields: new Map(),
  items: undefined,
});

function addValue(shape: Shape, value: unknown): Shape {
  shape.count += 1;
  shape.kinds.add(kindOf(value));
  if (Array.isArray(value)) {
    for (const item of value) shape.items = addValue(shape.items ?? emptyShape(), item);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      const existing = shape.fields.get(key) ?? emptyShape();
      shape.fields.set(key, addValue(existing, field));
    }
  }
  return shape;
}

const shapeOf = (value: unknown): Shape => addValue(emptyShape(), value);

const described = (kinds: Set<string>): string => [...kinds].sort().join(' or ');

function compareShapes(recorded: Shape, replayed: Shape, where: string, out: Difference[]): void {
  // An empty text is a value like any other: it says nothing of the format.
  const r = new Set([...recorded.kinds].filter((k) => k !== EMPTY));
  const s = new Set([...replayed.kinds].filter((k) => k !== EMPTY));
  if (r.size > 0 && s.size > 0 && described(r) !== described(s)) {
    out.push({ where, recorded: described(r), simulator: described(s) });
    return;
  }
  // Fields every value had on one side and none had on the other.
  const keys = new Set([...recorded.fields.keys(), ...replayed.fields.keys()]);
  for (const key of [...keys].sort()) {
    const a = recorded.fields.get(key);
    const b = replayed.fields.get(key);
    const path = where ? `${where}.${key}` : key;
    if (a && b) compareShapes(a, b, path, out);
    else if (a && a.count === recorded.count && replayed.count > 0)
      out.push({ where: path, recorded: described(a.kinds), simulator: '(not answered)' });
    else if (b && b.count === replayed.count && recorded.count > 0)
      out.push({ where: path, recorded: '(not in the recording)', simulator: described(b.kinds) });
  }
  if (recorded.items && replayed.items)
    compareShapes(recorded.items, replayed.items, `${where}[]`, out);
}

const quoted = (value: unknown): string => (value === undefined ? '(none)' : JSON.stringify(value));

/**
 * The differences between a recorded answer and the simulator's to the same kind of call. Both
 * must hold a JSON object; lists that are empty on either side have no rows to compare (noted).
 */
export function compareAnswers(
  recorded: Answer,
  replayed: Answer,
): { differences: Difference[]; notes: string[] } {
  const differences: Difference[] = [];
  const notes: string[] = [];
  if (recorded.http !== replayed.http)
    differences.push({
      where: '(HTTP status)',
      recorded: String(recorded.http),
      simulator: String(replayed.http),
    });
  if (recorded.mimeType !== replayed.mimeType)
    differences.push({
      where: '(content type)',
      recorded: recorded.mimeType || '(none)',
      simulator: replayed.mimeType || '(none)',
    });
  const a = recorded.json ?? {};
  const b = replayed.json ?? {};
  // The envelope's words are fixed: compared as they are.
  for (const key of ['status', 'msg'] as const)
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key]))
      differences.push({ where: key, recorded: quoted(a[key]), simulator: quoted(b[key]) });
  const rest = (json: Record<string, unknown>) => {
    const { status: _s, msg: _m, ...fields } = json;
    return fields;
  };
  compareShapes(shapeOf(rest(a)), shapeOf(rest(b)), '', differences);
  for (const [key, value] of Object.entries(a)) {
    const other = b[key];
    if (!Array.isArray(value) || !Array.isArray(other)) continue;
    if (value.length > 0 && other.length === 0)
      notes.push(`${key}: rows not compared (the simulator answered none)`);
    else if (value.length === 0 && other.length > 0)
      notes.push(`${key}: rows not compared (the recording has none)`);
  }
  return { differences, notes };
}
