/** The building blocks the catalogue's entries share. */
import { PLAIN } from './expansion-rules';
import type { DigitField } from './types';

export const digit = (label = 'Digit'): DigitField => ({
  key: 'digits',
  label,
  set: 'digit',
  maxLength: 1,
});

export const pana = (
  set: DigitField['set'],
  label = 'Pana',
  key: DigitField['key'] = 'digits',
): DigitField => ({ key, label, set, maxLength: 3 });

export const jodi = (): DigitField => ({
  key: 'digits',
  label: 'Jodi Digit',
  set: 'jodi',
  maxLength: 2,
});

export const motorDigits = (): DigitField => ({
  key: 'digits',
  label: 'Digits',
  set: 'motor-digits',
  maxLength: 10,
});

/** Main-market types that follow the Open/Close radios and stay open (Close only) after the open time. */
export const SESSIONED = {
  session: 'choice',
  afterOpen: 'close-only',
  expansion: PLAIN,
  cost: 'per-row',
} as const;

/** Starline and Gali bids are all open-session; the slot's or market's open time ends them. */
export const STARLINE = {
  market: 'starline',
  session: 'open',
  afterOpen: 'closed-flag',
  expansion: PLAIN,
  cost: 'per-row',
} as const;

export const GALI = {
  market: 'gali',
  session: 'open',
  afterOpen: 'block',
  expansion: PLAIN,
  cost: 'per-row',
} as const;
