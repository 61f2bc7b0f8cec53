/** Hostile values for the fuzz inputs: wrong types, tricky numbers and strings, huge, deep. */
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

export const RAW_TEXTS = [
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
