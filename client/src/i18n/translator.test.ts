import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import { linguiEngine } from './lingui-engine';
import { textKey } from './text-key';
import { translator, type CataloguePart } from './translator';

/** A catalogue part: texts by their English ids, and which of them are templates. */
const part = (byId: Record<string, unknown>, templates: string[] = []): CataloguePart => ({
  texts: Object.fromEntries(Object.entries(byId).map(([id, text]) => [textKey(id), text])),
  templates,
});
const download = (more: CataloguePart) => Promise.resolve({ default: more });

describe("a language's translator", () => {
  it('finds each text under its key, and leaves an id it lacks in English', () => {
    const hindi = translator('hi', part({ 'Sign In': 'साइन इन करें' }));
    expect(hindi.translate('Sign In')).toBe('साइन इन करें');
    expect(hindi.translate('Bid Now')).toBe('Bid Now');
  });

  it('fills the placeholders of a plain text, and of an id it lacks', () => {
    const hindi = translator('hi', part({ 'Welcome to {brand}': '{brand} में स्वागत है' }));
    expect(hindi.translate('Welcome to {brand}', { brand: 'Panna' })).toBe('Panna में स्वागत है');
    expect(hindi.translate('Resend OTP in {time}', { time: '0:30' })).toBe('Resend OTP in 0:30');
    expect(hindi.translate('Resend OTP in {time}')).toBe('Resend OTP in {time}');
  });

  it("picks a plural's form with Lingui's runtime, for a catalogue that needs it", () => {
    const id = '{count, plural, one {# bid} other {# bids}}';
    const plural = compileMessage('{count, plural, one {# बोली} other {# बोलियाँ}}');
    const hindi = translator('hi', part({ [id]: plural }), undefined, linguiEngine);
    expect(hindi.translate(id, { count: 1 })).toBe('1 बोली');
    expect(hindi.translate(id, { count: 1200 })).toBe('1,200 बोलियाँ');
  });

  it('speaks the texts that come first, and the rest once it has downloaded them, once', async () => {
    const rest = vi.fn(() => download(part({ 'Bid Now': 'बोली लगाएँ' })));
    const hindi = translator('hi', part({ 'Sign In': 'साइन इन करें' }), rest);
    expect(hindi.translate('Sign In')).toBe('साइन इन करें');
    expect(hindi.translate('Bid Now')).toBe('Bid Now');
    await Promise.all([hindi.complete!(), hindi.complete!()]);
    expect(hindi.translate('Bid Now')).toBe('बोली लगाएँ');
    expect(rest).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const rest = vi
      .fn<() => Promise<{ default: CataloguePart }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => download(part({ 'Bid Now': 'बोली लगाएँ' })));
    const hindi = translator('hi', part({}), rest);
    await expect(hindi.complete!()).rejects.toThrow('offline');
    await hindi.complete!();
    expect(hindi.translate('Bid Now')).toBe('बोली लगाएँ');
  });

  it('recognises rule texts, values included, by the templates of each part it has', async () => {
    const valid = 'Number {value} is not valid.';
    const closed = 'Bidding is closed for {type}';
    const rest = () => download(part({ [closed]: '{type} के लिए बोली बंद है' }, [closed]));
    const hindi = translator('hi', part({ [valid]: 'नंबर {value} सही नहीं है।' }, [valid]), rest);
    expect(hindi.rule('Number 5x is not valid.')).toBe('नंबर 5x सही नहीं है।');
    expect(hindi.rule('Bidding is closed for Jodi')).toBe('Bidding is closed for Jodi');
    await hindi.complete!();
    expect(hindi.rule('Bidding is closed for Jodi')).toBe('Jodi के लिए बोली बंद है');
    expect(hindi.rule('Market is closed today')).toBe('Market is closed today');
  });
});
