import { describe, expect, it } from 'vitest';
import { textKey } from './text-key';
import { translator } from './translator';

describe("a language's translator", () => {
  it('finds each text under its key, and leaves an id it lacks in English', () => {
    const hindi = translator('hi', { [textKey('Sign In')]: 'साइन इन करें' }, []);
    expect(hindi.translate('Sign In')).toBe('साइन इन करें');
    expect(hindi.translate('Bid Now')).toBe('Bid Now');
  });

  it('recognises rule texts, values included, from the templates beside the texts', () => {
    const hindi = translator(
      'hi',
      { [textKey('Number {value} is not valid.')]: 'नंबर {value} सही नहीं है।' },
      ['Number {value} is not valid.'],
    );
    expect(hindi.rule('Number 5x is not valid.')).toBe('नंबर 5x सही नहीं है।');
    expect(hindi.rule('Market is closed today')).toBe('Market is closed today');
  });
});
