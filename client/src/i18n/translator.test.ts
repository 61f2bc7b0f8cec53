import { describe, expect, it, vi } from 'vitest';
import { textKey } from './text-key';
import { translator } from './translator';

describe("a language's translator", () => {
  it('finds each text under its key, and leaves an id it lacks in English', () => {
    const hindi = translator('hi', { [textKey('Sign In')]: 'साइन इन करें' }, []);
    expect(hindi.translate('Sign In')).toBe('साइन इन करें');
    expect(hindi.translate('Bid Now')).toBe('Bid Now');
  });

  it('speaks the texts that come first, and the rest once it has downloaded them, once', async () => {
    const rest = vi.fn(() => Promise.resolve({ default: { [textKey('Bid Now')]: 'बोली लगाएँ' } }));
    const hindi = translator('hi', { [textKey('Sign In')]: 'साइन इन करें' }, [], rest);
    expect(hindi.translate('Sign In')).toBe('साइन इन करें');
    expect(hindi.translate('Bid Now')).toBe('Bid Now');
    await Promise.all([hindi.complete!(), hindi.complete!()]);
    expect(hindi.translate('Bid Now')).toBe('बोली लगाएँ');
    expect(rest).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const rest = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { [textKey('Bid Now')]: 'बोली लगाएँ' } });
    const hindi = translator('hi', {}, [], rest);
    await expect(hindi.complete!()).rejects.toThrow('offline');
    await hindi.complete!();
    expect(hindi.translate('Bid Now')).toBe('बोली लगाएँ');
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
