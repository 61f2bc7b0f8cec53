import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, takeReturnTo } from './return-to';

afterEach(() => sessionStorage.clear());

describe('where a signed-out player was going', () => {
  it('is given once, then the fallback', () => {
    rememberReturnTo('/single?market=12');
    expect(takeReturnTo('/imp')).toBe('/single?market=12');
    expect(takeReturnTo('/imp')).toBe('/imp');
  });

  it('is only ever a path of the app, never another origin', () => {
    for (const elsewhere of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'imp',
    ]) {
      rememberReturnTo(elsewhere);
      expect(takeReturnTo('/imp')).toBe('/imp');
    }
  });
});
