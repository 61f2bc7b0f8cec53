import fc from 'fast-check';

/** Nested `depth` levels deep: arrays, objects or both alternating. */
export function nest(depth: number, shape: 'array' | 'object' | 'mixed'): unknown {
  let value: unknown = 'core';
  for (let i = 0; i < depth; i += 1) {
    const asArray = shape === 'array' || (shape === 'mixed' && i % 2 === 0);
    value = asArray ? [value] : { d: value };
  }
  return value;
}

const TRICKY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '-50',
  '10.5',
  '-0.5',
  '1e3',
  '1e400',
  '0x10',
  '0b11',
  '  50  ',
  '+50',
  '50abc',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '९०',
  '５０',
  '\u0000',
  '\u202e9876543210',
  '😀😀😀',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '__proto__',
  'constructor',
  '9876543210',
  '99999999999999999999999',
  '9'.repeat(25),
  '%s%s%s%n',
  '../../etc/passwd',
];

const TRICKY_NUMBERS = [
  0,
  -0,
  -1,
  -50,
  0.5,
  10.5,
  -10.5,
  1e21,
  -1e21,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  2 ** 63,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Strings that are long, or long and multi-byte (up to ~200 kB so most stay under the body limit). */
const hugeString = fc
  .tuple(
    fc.integer({ min: 500, max: 200_000 }),
    fc.constantFrom('x', '9', 'é', '😀', '\u0000', '"'),
  )
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

const deep = fc
  .tuple(
    fc.integer({ min: 2, max: 1000 }),
    fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
  )
  .map(([depth, shape]) => nest(depth, shape));

/** One hostile value: wrong types, tricky numbers and numeric strings, unicode, huge, deep. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...TRICKY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...TRICKY_NUMBERS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -100_000, max: 100_000 }).map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(true, false, null) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 5,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.constant({ digits: '1', points: '10' }), {
      minLength: 1001,
      maxLength: 1200,
    }),
  },
);

/** Keys that prototype pollution tries. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** How one fuzz input is made from an endpoint's valid template. */
export type Plan =
  /** The template itself. */
  | { kind: 'template' }
  /** The field at the `pick`-th path replaced by `value`. */
  | { kind: 'set'; pick: number; value: unknown }
  /** The field at the `pick`-th path removed. */
  | { kind: 'delete'; pick: number }
  /** Several fields replaced at once. */
  | { kind: 'multi'; changes: { pick: number; value: unknown }[] }
  /** An extra field, at the top or inside the `pick`-th object. */
  | { kind: 'extra'; pick: number; key: string; value: unknown }
  /** `__proto__` / `constructor` / `prototype` keys written into the JSON text. */
  | { kind: 'pollute'; key: (typeof POLLUTING_KEYS)[number]; nested: boolean; value: unknown }
  /** A body unrelated to the template: any JSON value. */
  | { kind: 'random'; body: unknown }
  /** Raw bytes with some content type. */
  | { kind: 'raw'; text: string; contentType: string | undefined };

const pick = fc.nat({ max: 1000 });

const RAW_TEXTS = [
  '',
  '{',
  '}',
  'null',
  '[]',
  '"just a string"',
  '12',
  'true',
  '{"a":1,}',
  "{'single': 'quotes'}",
  '{"a": NaN}',
  '{"a": 1e999999}',
  '\u0000\u0001\u0002',
  'mobile=9876543210&password=x',
  '<xml/>',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '\uFEFF{}',
  // Deeper than any value built in JS here: 20,000 levels, as raw text.
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  `{"__proto__":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
];

export const planOf: fc.Arbitrary<Plan> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Plan>({ kind: 'template' }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('set' as const), pick, value: junkValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('multi' as const),
      changes: fc.array(fc.record({ pick, value: junkValue }), { minLength: 2, maxLength: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      pick,
      key: fc.oneof(
        fc.constantFrom(...POLLUTING_KEYS, 'status', 'user_id', 'wallet', 'admin'),
        fc.string({ maxLength: 12 }),
      ),
      value: junkValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pollute' as const),
      key: fc.constantFrom(...POLLUTING_KEYS),
      nested: fc.boolean(),
      value: fc.oneof(fc.constant({ isAdmin: true, status: true }), junkValue),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('random' as const),
      body: fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(fc.string({ maxLength: 10 }), junkValue, { maxKeys: 6 }),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      text: fc.oneof(
        fc.constantFrom(...RAW_TEXTS),
        fc.string({ maxLength: 60 }),
        fc.string({ unit: 'binary', maxLength: 60 }),
      ),
      contentType: fc.constantFrom<string | undefined>(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
        undefined,
      ),
    }),
  },
);

type Path = (string | number)[];

/** Templates are shallow (new_result.result.0.digits is 4 deep); junk below is not walked. */
const MAX_DEPTH = 5;

/** Every path into a JSON value (objects and arrays) down to `MAX_DEPTH`, the root excluded. */
export function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (value !== null && typeof value === 'object' && prefix.length < MAX_DEPTH) {
    for (const [key, child] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(key) : key];
      out.push(path);
      pathsOf(child, path, out);
    }
  }
  return out;
}

/** The object-valued paths, the root first (for extra fields). */
function containersOf(value: unknown): Path[] {
  return [[], ...pathsOf(value).filter((p) => isObject(at(value, p)))];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function at(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/**
 * Writes `value` at `path`. Generated values are copied first: fast-check may hand out one object
 * several times (fc.constant), and a later change inside it must not make it refer to itself.
 */
/**
 * Writes `value` at `path`. Generated values are copied first: fast-check may hand out one object
 * several times (fc.constant), and a later change inside it must not make it refer to itself.
 */
function setAt(root: unknown, path: Path, value: unknown | typeof REMOVE): void {
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
  const key = path[path.length - 1]!;
  // An earlier change replaced or removed the parent: nothing to write into.
  if (parent === null || typeof parent !== 'object') return;
  if (value === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    Object.defineProperty(parent, key, {
      value: structuredClone(value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
}

const REMOVE = Symbol('remove');

/** What to send: a JSON text (or raw text) and its content type. */
export interface Payload {
  text: string;
  contentType: string | undefined;
}

/** Applies a plan to a template; answers the bytes to send. */
export function applyPlan(template: Record<string, unknown>, plan: Plan): Payload {
  const body = structuredClone(template);
  const json = (value: unknown): Payload => ({
    text: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const paths = pathsOf(body);
  const choose = (n: number) => (paths.length === 0 ? undefined : paths[n % paths.length]);
  switch (plan.kind) {
    case 'template':
      return json(body);
    case 'set': {
      const path = choose(plan.pick);
      if (path) setAt(body, path, plan.value);
      else body.extra = plan.value;
      return json(body);
    }
    case 'delete': {
      const path = choose(plan.pick);
      if (path) setAt(body, path, REMOVE);
      return json(body);
    }
    case 'multi':
      // Only the template's own paths: a change never lands inside junk an earlier one wrote
      // (1,000 rows each given a 200 kB string would not even fit in a string).
      for (const change of plan.changes) {
        const path = choose(change.pick);
        if (path) setAt(body, path, change.value);
      }
      return json(body);
    case 'extra': {
      const containers = containersOf(body);
      const target = at(body, containers[plan.pick % containers.length]!) as Record<
        string,
        unknown
      >;
      // defineProperty makes "__proto__" an own key, which JSON.stringify then writes out.
      Object.defineProperty(target, plan.key, {
        value: structuredClone(plan.value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return json(body);
    }
    case 'pollute': {
      const inner = JSON.stringify({
        [plan.key === 'constructor' ? 'prototype' : 'polluted']: plan.value,
      });
      const polluted = `"${plan.key}":${inner}`;
      const text = JSON.stringify(body);
      if (plan.nested && isObject(body.new_result)) {
        const nested = JSON.stringify(body.new_result);
        return {
          text: text.replace(nested, `{${polluted},${nested.slice(1)}`.replace(',}', '}')),
          contentType: 'application/json',
        };
      }
      return {
        text: `{${polluted}${text.length > 2 ? ',' : ''}${text.slice(1)}`,
        contentType: 'application/json',
      };
    }
    case 'random':
      return json(plan.body);
    case 'raw':
      return { text: plan.text, contentType: plan.contentType };
  }
}

/** A short description of a plan for failure messages. */
export function describePlan(plan: Plan, payload: Payload): string {
  const text =
    payload.text.length > 300
      ? `${payload.text.slice(0, 300)}… (${payload.text.length} chars)`
      : payload.text;
  return `${plan.kind} [${payload.contentType ?? 'no content type'}] ${text}`;
}
