import { describe, expect, it } from 'vitest';
import { readResultValue } from './result-value';

describe('a typed result', () => {
  it('takes a pana and shows its ank and kind', () => {
    expect(readResultValue('main', '128')).toEqual({
      ok: true,
      value: '128',
      note: 'Ank 1 · single pana',
    });
    expect(readResultValue('starline', '550')).toMatchObject({ note: 'Ank 0 · double pana' });
    expect(readResultValue('main', ' 000 ')).toMatchObject({ ok: true, value: '000' });
  });

  it('refuses digits out of pana order, naming the pana they make', () => {
    expect(readResultValue('main', '821')).toEqual({
      ok: false,
      msg: '821 is not a pana: its digits must ascend, with 0 after 9 (did you mean 128?).',
    });
    expect(readResultValue('main', '019')).toMatchObject({ ok: false });
    expect(readResultValue('main', '12')).toMatchObject({ ok: false });
    expect(readResultValue('starline', '12a')).toMatchObject({ ok: false });
  });

  it('takes a two-digit jodi on Gali markets only', () => {
    expect(readResultValue('gali', '47')).toEqual({ ok: true, value: '47', note: 'Jodi 47' });
    expect(readResultValue('gali', '470')).toMatchObject({ ok: false });
    expect(readResultValue('main', '47')).toMatchObject({ ok: false });
    expect(readResultValue('gali', '')).toEqual({ ok: 'empty' });
  });
});
