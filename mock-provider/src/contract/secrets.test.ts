import { describe, expect, it } from 'vitest';
import {
  FILE_NOT_KEPT,
  MULTIPART_NOT_KEPT,
  NESTED_TOO_DEEP,
  maskBodyText,
  maskFields,
  maskText,
  maskUrlText,
  secretKind,
  type Masker,
} from './secrets';

/** A masker that says what it masked: `<kind>`. */
const named: Masker = (_value, kind) => `<${kind}>`;

describe('which keys are secret', () => {
  it.for([
    // What a player chose: passwords, PINs, secrets, however they are spelt.
    ['password', 'chosen'],
    ['Password', 'chosen'],
    ['new_pass', 'chosen'],
    ['old_pass', 'chosen'],
    ['newpass', 'chosen'],
    ['NEW-PASS', 'chosen'],
    ['passwd', 'chosen'],
    ['pwd', 'chosen'],
    ['user_pwd', 'chosen'],
    ['userPWD', 'chosen'],
    ['pass_word', 'chosen'],
    ['pAsSwOrD', 'chosen'],
    ['ＰＡＳＳＷＯＲＤ', 'chosen'],
    ['uNiQuE-tOkEn', 'token'],
    ['Pass Word', 'chosen'],
    ['confirmPassword', 'chosen'],
    ['password2', 'chosen'],
    ['user[password]', 'chosen'],
    ['pin', 'chosen'],
    ['PIN_CODE', 'chosen'],
    ['pincode', 'chosen'],
    ['mpin', 'chosen'],
    ['MPIN', 'chosen'],
    ['mPin', 'chosen'],
    ['upi_pin', 'chosen'],
    ['security_pin', 'chosen'],
    ['securityPin', 'chosen'],
    ['SECURITY-PIN', 'chosen'],
    ['securitypin', 'chosen'],
    ['secret', 'chosen'],
    ['api_secret', 'chosen'],
    ['clientSecret', 'chosen'],
    ['passphrase', 'chosen'],
    // One-time codes.
    ['otp', 'code'],
    ['OTP', 'code'],
    ['OTP_code', 'code'],
    ['otpCode', 'code'],
    ['mobile_otp', 'code'],
    // What a server hands out: tokens, cookies, session ids, authorization, API keys.
    ['unique_token', 'token'],
    ['uniqueToken', 'token'],
    ['token', 'token'],
    ['access_token', 'token'],
    ['refresh-token', 'token'],
    ['device_token', 'token'],
    ['X-CSRF-Token', 'token'],
    ['authorization', 'token'],
    ['Proxy-Authorization', 'token'],
    ['cookie', 'token'],
    ['Set-Cookie', 'token'],
    ['session_id', 'token'],
    ['sessionId', 'token'],
    ['PHPSESSID', 'token'],
    ['JSESSIONID', 'token'],
    ['sid', 'token'],
    ['x-api-key', 'token'],
    ['apiKey', 'token'],
    // A key naming two kinds is the strictest of them.
    ['otp_token', 'code'],
    ['pin_token', 'chosen'],
  ] as const)('%s is a secret (%s)', ([key, kind]) => {
    expect(secretKind(key)).toBe(kind);
  });

  it.for([
    // Ordinary words that hold a stem, and the protocol's own fields.
    'shipping',
    'opinion',
    'spinner',
    'spin',
    'pinned',
    'mobile',
    'mobile_no',
    'points',
    'bid_date',
    'passbook',
    'bypass',
    'compass',
    'passenger',
    'sidebar',
    'option',
    'topic',
    'secretary',
    'tokenize',
    'author',
    'casino',
    'session',
    'new_result',
    'gameid',
    'ifsc_code',
    'referral_code',
    'www-authenticate',
    'content-type',
    'env_type',
    // The app key: configuration every copy of the app carries, as the journal has always shown it.
    'app_key',
    'appKey',
  ])('%s is not a secret', (key) => {
    expect(secretKind(key)).toBeUndefined();
  });
});

describe('masking the fields of a value', () => {
  it('masks a secret field at any depth, in objects, arrays and JSON held in a string', () => {
    const body = {
      mobile: '9876543210',
      meta: { unique_token: 'T1', list: [{ PIN_CODE: '1234' }, 'plain'] },
      form: '{"user_pwd":"p","ok":1}',
      shipping: 'to Pune',
    };
    expect(maskFields(body, named)).toEqual({
      mobile: '9876543210',
      meta: { unique_token: '<token>', list: [{ PIN_CODE: '<chosen>' }, 'plain'] },
      form: '{"user_pwd":"<chosen>","ok":1}',
      shipping: 'to Pune',
    });
  });

  it('reads JSON written into a string twice over', () => {
    const twice = JSON.stringify(JSON.stringify({ sessionId: 'S' }));
    expect(maskFields({ data: twice }, named)).toEqual({
      data: JSON.stringify(JSON.stringify({ sessionId: '<token>' })),
    });
  });

  it('shares what it does not mask, so a value without secrets comes back as itself', () => {
    const body = { a: { b: [1, 2] }, c: '{not json' };
    expect(maskFields(body, named)).toBe(body);
    const masked = maskFields({ a: body.a, otp: 1 }, named) as Record<string, unknown>;
    expect(masked.a).toBe(body.a);
  });

  it('walks into a secret a masker leaves as it is', () => {
    const keep: Masker = (value, kind) => (kind === 'token' ? value : '***');
    expect(maskFields({ token: { password: 'p' } }, keep)).toEqual({
      token: { password: '***' },
    });
  });

  it('masks an own __proto__ key, and cuts what nests too deep', () => {
    const hostile = JSON.parse('{"__proto__":{"password":"p"}}') as unknown;
    expect(JSON.stringify(maskFields(hostile, named))).toBe(
      '{"__proto__":{"password":"<chosen>"}}',
    );
    const deep = JSON.parse(`${'['.repeat(40)}"otp"${']'.repeat(40)}`) as unknown;
    expect(JSON.stringify(maskFields(deep, named))).toContain(NESTED_TOO_DEEP);
  });
});

describe('masking text', () => {
  it('reads JSON whole, or after a notice, keeping a text with nothing to mask as it came', () => {
    expect(maskText('[{"otp":"1"}]', named)).toBe('[{"otp":"<code>"}]');
    expect(maskText('<b>Notice</b>\n{"a":{"token":"t"}}\n', named)).toBe(
      '<b>Notice</b>\n{"a":{"token":"<token>"}}\n',
    );
    const spaced = '{ "mobile" : "9876543210" }';
    expect(maskText(spaced, named)).toBe(spaced);
  });

  it('leaves out what a key written twice hid behind its last value', () => {
    expect(maskText('{"meta":{"password":"p"},"meta":1}', named)).toBe('{"meta":1}');
  });

  it('reads form text, a JSON value in a field, and bracketed nesting', () => {
    expect(maskText('mobile=1&PIN_CODE=1234&points=5', named)).toBe(
      'mobile=1&PIN_CODE=%3Cchosen%3E&points=5',
    );
    expect(maskText('user%5Bpasswd%5D=p&x=1', named)).toBe('user%5Bpasswd%5D=%3Cchosen%3E&x=1');
    expect(maskText(`data=${encodeURIComponent('{"otp":"9"}')}`, named)).toBe(
      `data=${encodeURIComponent('{"otp":"<code>"}')}`,
    );
    expect(maskText('mobile=1&points=5\n', named)).toBe('mobile=1&points=5\n');
  });

  it('masks loose pairs in any other text: broken JSON, headers written out, notes', () => {
    expect(maskText('{"mobile":"1","password":"p"', named)).toBe(
      '{"mobile":"1","password":"<chosen>"',
    );
    expect(maskText('Authorization: Bearer abc.def\nsecurity pin: 4321', named)).toBe(
      'Authorization: <token>\nsecurity pin: <chosen>',
    );
    expect(maskText('the spinner = 3, opinion: yes', named)).toBe('the spinner = 3, opinion: yes');
  });

  it('masks a query string, and keeps a URL without secrets as it came', () => {
    expect(maskUrlText('/api-x?unique_token=abc&page=2#top', named)).toBe(
      '/api-x?unique_token=%3Ctoken%3E&page=2#top',
    );
    expect(maskUrlText('/api-x?page=2&q=a b', named)).toBe('/api-x?page=2&q=a b');
    expect(maskUrlText('/api-x', named)).toBe('/api-x');
  });

  it('masks the fields of a multipart body by name and by content, leaving its files out', () => {
    const type = 'multipart/form-data; boundary=----b0undary';
    const parts = [
      '------b0undary\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n9876543210\r\n',
      '------b0undary\r\nContent-Disposition: form-data; name="userPwd"\r\n\r\nhunter22\r\n',
      '------b0undary\r\nContent-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{"unique_token":"T"}\r\n',
      '------b0undary\r\nContent-Disposition: form-data; name="proof"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\npassword=p\r\n',
      '------b0undary--\r\n',
    ];
    expect(maskBodyText(parts.join(''), type, named)).toBe(
      [
        parts[0],
        '------b0undary\r\nContent-Disposition: form-data; name="userPwd"\r\n\r\n<chosen>\r\n',
        '------b0undary\r\nContent-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{"unique_token":"<token>"}\r\n',
        `------b0undary\r\nContent-Disposition: form-data; name="proof"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${FILE_NOT_KEPT}\r\n`,
        parts[4],
      ].join(''),
    );
    const extended = `--b\r\ncontent-disposition: form-data; name*=UTF-8''user%5Fpwd\r\n\r\np\r\n--b--`;
    expect(maskBodyText(extended, 'multipart/form-data; boundary="b"', named)).toBe(
      `--b\r\ncontent-disposition: form-data; name*=UTF-8''user%5Fpwd\r\n\r\n<chosen>\r\n--b--`,
    );
    expect(maskBodyText('password=p', 'multipart/form-data; boundary=elsewhere', named)).toBe(
      MULTIPART_NOT_KEPT,
    );
  });

  it('reads a hostile or huge text in bounded time, without overflowing the stack', () => {
    const started = performance.now();
    const huge = 8 * 1024 * 1024;
    for (const hostile of [
      `a:"${'\\"'.repeat(60_000)}`,
      'password: '.repeat(20_000),
      `${'{'.repeat(100_000)}}`,
      `${'a='.repeat(60_000)}`,
      `${'x '.repeat(60_000)}:`,
      // Millions of characters in one value, or of escapes, or of fields (an answer of 16 MiB).
      `{"status":true,"msg":"${'x'.repeat(huge)}"}`,
      `{"password":"${'\\"'.repeat(huge / 2)}"}`,
      `password: "${'\\"'.repeat(huge / 2)}`,
      `a=1${'&b=2'.repeat(huge / 16)}`,
    ])
      expect(() => maskText(hostile, named)).not.toThrow();
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
