import { ALL_DIGITS, ALL_JODIS, ALL_PANA, DOUBLE_PANA, SINGLE_PANA, TRIPLE_PANA } from '../pana';
import type { DigitSetName } from './types';

const asSet = (values: readonly string[]): ReadonlySet<string> => new Set(values);

const MEMBERS: Record<Exclude<DigitSetName, 'motor-digits'>, ReadonlySet<string>> = {
  digit: asSet(ALL_DIGITS),
  jodi: asSet(ALL_JODIS),
  'single-pana': asSet(SINGLE_PANA),
  'double-pana': asSet(DOUBLE_PANA),
  'triple-pana': asSet(TRIPLE_PANA),
  'any-pana': asSet(ALL_PANA),
};

/** Motor screens take a run of digits, from which the panas are generated. */
const MOTOR_DIGITS = /^[0-9]{1,10}$/;

/** Whether `value` is in the named set (motor digits: digits only; length is checked by the rule). */
export function isInDigitSet(set: DigitSetName, value: string): boolean {
  if (set === 'motor-digits') return MOTOR_DIGITS.test(value);
  return MEMBERS[set].has(value);
}

/** The values offered as suggestions under a digit field; motor fields have none. */
export function suggestionsFor(set: DigitSetName): readonly string[] {
  if (set === 'motor-digits') return [];
  return [...MEMBERS[set]];
}
