/**
 * What the parameterised test types on each screen, and what it expects back: written out here
 * from the spec (sections 4 and 5), not computed by the rules under test.
 */
import { BID_MESSAGES, type BidType, type BidTypeId, type DigitSetName } from '@panna/shared/bids';
import type { Inputs } from './bid-form-driver';

const ALL_KINDS = { sp: true, dp: true, tp: true };

/** A valid Proceed per type and the rows it must produce. */
export const VALID: Record<BidTypeId, { inputs: Inputs & { digits: string }; rows: number }> = {
  'single-digit': { inputs: { digits: '5' }, rows: 1 },
  'jodi-digit': { inputs: { digits: '42' }, rows: 1 },
  'single-pana': { inputs: { digits: '128' }, rows: 1 },
  'double-pana': { inputs: { digits: '112' }, rows: 1 },
  'triple-pana': { inputs: { digits: '777' }, rows: 1 },
  'half-sangam': { inputs: { digits: '5', closedigits: '128' }, rows: 1 },
  'full-sangam': { inputs: { digits: '128', closedigits: '560' }, rows: 1 },
  // Ank 1: 12 single, 9 double and 1 triple pana.
  'sp-dp-tp': { inputs: { digits: '1', boxes: ALL_KINDS }, rows: 22 },
  // Four distinct digits: one single pana per three of them.
  'sp-motor': { inputs: { digits: '1234' }, rows: 4 },
  // Two digits: 112 and 122.
  'dp-motor': { inputs: { digits: '12' }, rows: 2 },
  'star-single-digit': { inputs: { digits: '3' }, rows: 1 },
  'star-single-pana': { inputs: { digits: '137' }, rows: 1 },
  'star-double-pana': { inputs: { digits: '155' }, rows: 1 },
  'star-triple-pana': { inputs: { digits: '000' }, rows: 1 },
  'gali-left-digit': { inputs: { digits: '3' }, rows: 1 },
  'gali-right-digit': { inputs: { digits: '8' }, rows: 1 },
  'gali-jodi-digit': { inputs: { digits: '27' }, rows: 1 },
};

/** A value outside each set that its field still accepts as typing. */
const OUTSIDE: Record<Exclude<DigitSetName, 'motor-digits'>, string> = {
  digit: 'a',
  jodi: '7',
  'single-pana': '112',
  'double-pana': '123',
  'triple-pana': '123',
  'any-pana': '321',
};

export interface InvalidCase {
  name: string;
  inputs: Inputs;
  message: string;
}

/** Every message Proceed can give on this screen, each with an entry that provokes it. */
export function invalidCases(type: BidType, balance: number): InvalidCase[] {
  const valid = { ...VALID[type.id].inputs, points: '10' };
  const cases: InvalidCase[] = [];
  for (const field of type.fields) {
    cases.push({
      name: `${field.label} empty`,
      inputs: { ...valid, [field.key]: '' },
      message: BID_MESSAGES.digitRequired,
    });
    if (field.set !== 'motor-digits') {
      const value = OUTSIDE[field.set];
      cases.push({
        name: `${field.label} outside its set`,
        inputs: { ...valid, [field.key]: value },
        message: BID_MESSAGES.digitInvalid(value),
      });
    }
  }
  if (type.id === 'sp-motor') {
    cases.push(
      { name: 'two digits', inputs: { ...valid, digits: '12' }, message: 'Digit not valid' },
      { name: 'not digits', inputs: { ...valid, digits: 'ab1' }, message: 'Digit not valid' },
    );
  }
  if (type.id === 'dp-motor') {
    cases.push(
      {
        name: 'one digit',
        inputs: { ...valid, digits: '1' },
        message: 'Please enter a valid Pana (at least 2 digits)',
      },
      { name: 'not digits', inputs: { ...valid, digits: 'a1' }, message: 'Number a1 is not valid' },
    );
  }
  if (type.id === 'sp-dp-tp') {
    cases.push({
      name: 'no kind ticked',
      inputs: { ...valid, boxes: { sp: false, dp: false, tp: false } },
      message: BID_MESSAGES.spDpTpNoKind,
    });
  }
  cases.push(
    { name: 'points empty', inputs: { ...valid, points: '' }, message: 'Please enter point.' },
    {
      name: 'points below 10',
      inputs: { ...valid, points: '5' },
      message: 'Required minimum bid amount is 10.',
    },
    {
      name: 'points above the balance',
      inputs: { ...valid, points: String(balance + 1) },
      message: 'Insufficient balance please refill your account.',
    },
  );
  return cases;
}
