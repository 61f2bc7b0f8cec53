import { describe, expect, it } from 'vitest';
import { MASK, harHeaders, maskBodyText, maskSecrets, maskUrl } from './har';

describe('masking secrets', () => {
  it('masks passwords and PINs whole, tokens and OTPs in their form, at any depth', () => {
    expect(
      maskSecrets({
        mobile: '9876543210',
        password: 'hunter22',
        new_pass: 'x',
        security_pin: '123456',
        otp: 4821,
        unique_token: 'k3Jd9LmQ2pX7vB4nR8tY1wZ6cF5hG0',
        new_result: { unique_token: 'abc', result: [{ digits: '5' }] },
        device_token: null,
      }),
    ).toEqual({
      mobile: '9876543210',
      password: MASK,
      new_pass: MASK,
      security_pin: MASK,
      otp: 0,
      unique_token: 'x'.repeat(30),
      new_result: { unique_token: 'xxx', result: [{ digits: '5' }] },
      device_token: null,
    });
  });

  it('keeps a body with nothing to mask as it came, and what came before its JSON', () => {
    const spaced = '{ "mobile": "9876543210" }';
    expect(maskBodyText(spaced, 'application/json')).toBe(spaced);
    expect(
      maskBodyText('<b>Notice</b>\n{"status":"true","otp":4821}', 'text/html; charset=UTF-8'),
    ).toBe('<b>Notice</b>\n{"status":"true","otp":0}');
    expect(maskBodyText('not json {', 'text/html')).toBe('not json {');
  });

  it('masks forms, query strings and credential headers', () => {
    expect(maskBodyText('mobile=1&password=p&otp=1234', 'application/x-www-form-urlencoded')).toBe(
      `mobile=1&password=${encodeURIComponent(MASK)}&otp=0000`,
    );
    expect(maskUrl(new URL('https://p.example/api-x?token=ab12&page=2'))).toBe(
      'https://p.example/api-x?token=xxxx&page=2',
    );
    expect(
      harHeaders([
        ['Authorization', 'Bearer s'],
        ['Cookie', 'a=1'],
        ['Accept', '*/*'],
      ]),
    ).toEqual([
      { name: 'Authorization', value: MASK },
      { name: 'Cookie', value: MASK },
      { name: 'Accept', value: '*/*' },
    ]);
  });

  it('reads a hostile text of braces in bounded time, finding nothing to mask', () => {
    const braces = '{'.repeat(256 * 1024);
    expect(maskBodyText(`${braces}}`, 'text/html')).toBe(`${braces}}`);
  });

  it('keeps nothing of a body nested too deep to walk', () => {
    const deep = `${'{"a":'.repeat(20_000)}{"password":"p"}${'}'.repeat(20_000)}`;
    expect(maskBodyText(deep, 'application/json')).not.toContain('"p"');
  });
});
