import { describe, expect, it } from 'vitest';
import {
  MASK,
  harEntry,
  harHeaders,
  maskBodyText,
  maskSecrets,
  maskUrl,
  type Exchange,
} from './har';

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

/** An exchange as the proxy makes one: a POST and its answer, both with the given bodies. */
const exchange = (
  request: { type: string; body: string | Buffer; url?: string },
  response: { type?: string; body?: string; headers?: [string, string][] } = {},
): Exchange => ({
  started: new Date(0),
  time: 1,
  method: 'POST',
  url: new URL(request.url ?? 'https://p.example/api-user-login'),
  requestHeaders: [['content-type', request.type]],
  requestBody: Buffer.from(request.body),
  status: 200,
  statusText: 'OK',
  responseHeaders: [
    ['content-type', response.type ?? 'text/html; charset=UTF-8'],
    ...(response.headers ?? []),
  ],
  responseBody: Buffer.from(response.body ?? ''),
});

describe('the secrets of an exchange, by the one rule', () => {
  const SECRET = 'Zq8Secret0000Value';

  it('masks keys of any spelling, nested, in JSON and in JSON held in a string', () => {
    expect(
      maskSecrets({
        PIN_CODE: '1234',
        passwd: 'p',
        user_pwd: 'p',
        meta: { unique_token: 'k3Jd-9LmQ.2pX7', list: [{ OTP_code: '4821' }] },
        payload: '{"securityPin":"9999"}',
        shipping: 'Pune',
        app_key: 'dev-app-key',
      }),
    ).toEqual({
      PIN_CODE: MASK,
      passwd: MASK,
      user_pwd: MASK,
      meta: { unique_token: 'xxxx-xxxx.xxxx', list: [{ OTP_code: '0000' }] },
      payload: `{"securityPin":"${MASK}"}`,
      shipping: 'Pune',
      app_key: 'dev-app-key',
    });
  });

  it('keeps a multipart body as text with its fields masked and its files left out', () => {
    const body = [
      '--b0\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n9876543210\r\n',
      `--b0\r\nContent-Disposition: form-data; name="PIN_CODE"\r\n\r\n${SECRET}\r\n`,
      `--b0\r\nContent-Disposition: form-data; name="meta"\r\n\r\n{"unique_token":"${SECRET}"}\r\n`,
      `--b0\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n${SECRET}\r\n`,
      '--b0--\r\n',
    ].join('');
    const entry = harEntry(exchange({ type: 'multipart/form-data; boundary=b0', body }));
    const text = entry.request.postData!.text;
    expect(text).not.toContain(SECRET);
    expect(text).toContain('name="mobile"\r\n\r\n9876543210\r\n');
    expect(text).toContain(`name="PIN_CODE"\r\n\r\n${MASK}\r\n`);
  });

  it('masks form text sent as text/plain or as bytes, and a query string', () => {
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/octet-stream']) {
      const entry = harEntry(
        exchange({
          type,
          body: `mobile=9876543210&passwd=${SECRET}&OTP_code=4821`,
          url: `https://p.example/api-x?user_pwd=${SECRET}&page=2`,
        }),
      );
      expect(entry.request.postData!.text, type).toBe(
        `mobile=9876543210&passwd=${encodeURIComponent(MASK)}&OTP_code=0000`,
      );
      expect(entry.request.url).not.toContain(SECRET);
      expect(entry.request.queryString).toEqual([
        { name: 'user_pwd', value: MASK },
        { name: 'page', value: '2' },
      ]);
    }
  });

  it("masks an answer's token, cookies and a redirect's token", () => {
    const entry = harEntry(
      exchange(
        { type: 'application/json', body: '{"mobile":"9876543210"}' },
        {
          body: `{"status":true,"unique_token":"${SECRET}"}`,
          headers: [
            ['set-cookie', `PHPSESSID=${SECRET}; Path=/`],
            ['location', `/next?token=${SECRET}`],
          ],
        },
      ),
    );
    expect(JSON.stringify(entry)).not.toContain(SECRET);
    expect(JSON.parse(entry.response.content.text!)).toEqual({
      status: true,
      unique_token: 'x'.repeat(SECRET.length),
    });
    expect(entry.response.headers).toContainEqual({ name: 'set-cookie', value: MASK });
  });

  it('keeps bytes that are not text in base64', () => {
    const entry = harEntry(exchange({ type: 'image/png', body: Buffer.from([0x89, 0xff, 0x00]) }));
    expect(entry.request.postData!.text).toBe(Buffer.from([0x89, 0xff, 0x00]).toString('base64'));
  });
});
