import { describe, expect, it } from 'vitest';
import { BadForm, FORM_PART_LIMIT, boundaryOf, readForm } from './multipart-form';

const B = 'XyZ-123';
const part = (headers: string, content: string | Buffer) =>
  Buffer.concat([
    Buffer.from(`--${B}\r\n${headers}\r\n\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${B}--\r\n`);
const field = (name: string, value: string) =>
  part(`Content-Disposition: form-data; name="${name}"`, value);

describe('boundaryOf', () => {
  it('reads the boundary, quoted or not, among other parameters', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${B}`)).toBe(B);
    expect(boundaryOf(`multipart/form-data; charset=utf-8; boundary="a b:c"`)).toBe('a b:c');
    expect(boundaryOf(`Multipart/Form-Data;BOUNDARY=${B}`)).toBe(B);
  });

  it('refuses a content type without a valid boundary', () => {
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary="${'x'.repeat(71)}"`,
      'multipart/form-data; boundary="ends with space "',
    ])
      expect(() => boundaryOf(type), type).toThrow(BadForm);
  });
});

describe('readForm', () => {
  it('reads text parts and file parts, the last of a repeated name winning', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0x0d, 0x0a, 0x2d, 0x2d, 0x00]);
    const body = Buffer.concat([
      Buffer.from('a preamble, ignored\r\n'),
      field('app_key', 'first'),
      field('app_key', 'second'),
      field('amount', ''),
      field('name', 'आशा'),
      part(
        'Content-Disposition: form-data; name="payment_slip"; filename="रसीद 1.jpg"\r\nContent-Type: image/jpeg',
        jpeg,
      ),
      end,
      Buffer.from('an epilogue, ignored'),
    ]);
    const form = readForm(body, B);
    expect(form.fields).toEqual({ app_key: 'second', amount: '', name: 'आशा' });
    expect(Object.keys(form.files)).toEqual(['payment_slip']);
    expect(form.files.payment_slip).toMatchObject({
      filename: 'रसीद 1.jpg',
      contentType: 'image/jpeg',
    });
    // Bytes that look like line ends and dashes stay inside the file.
    expect(form.files.payment_slip?.bytes.equals(jpeg)).toBe(true);
  });

  it('takes transport padding after a delimiter and an unquoted name', () => {
    const body = Buffer.concat([
      Buffer.from(`--${B} \t\r\nContent-Disposition: form-data; name=plain\r\n\r\nv\r\n`),
      end,
    ]);
    expect(readForm(body, B).fields).toEqual({ plain: 'v' });
  });

  it('refuses what is not a form: no boundary, unended parts, bare line feeds', () => {
    const cases: [string, Buffer][] = [
      ['no boundary in it', Buffer.from('just text')],
      [
        'a part that never ends',
        Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb`),
      ],
      ['headers that never end', Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="a"`)],
      [
        'line feeds only',
        Buffer.from(`--${B}\nContent-Disposition: form-data; name="a"\n\nb\n--${B}--`),
      ],
      ['no closing delimiter', Buffer.concat([field('a', 'b')])],
    ];
    for (const [why, body] of cases) expect(() => readForm(body, B), why).toThrow(BadForm);
  });

  it('refuses parts without a form-data name, or named to reach a prototype', () => {
    const cases = [
      part('Content-Type: text/plain', 'x'),
      part('Content-Disposition: attachment; name="a"', 'x'),
      part('Content-Disposition: form-data; name=""', 'x'),
      part('no colon here', 'x'),
      field('__proto__', 'x'),
      field('constructor', 'x'),
    ];
    for (const bad of cases) expect(() => readForm(Buffer.concat([bad, end]), B)).toThrow(BadForm);
    // Nothing leaked onto Object's prototype.
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it(`refuses more than ${FORM_PART_LIMIT} parts and headers past 2 KiB`, () => {
    const many = Array.from({ length: FORM_PART_LIMIT + 1 }, (_, i) => field(`f${i}`, 'v'));
    expect(() => readForm(Buffer.concat([...many, end]), B)).toThrow(/more than 20 parts/);
    expect(readForm(Buffer.concat([...many.slice(1), end]), B).fields.f20).toBe('v');
    const longHeader = part(
      `Content-Disposition: form-data; name="a"\r\nX-Pad: ${'p'.repeat(2100)}`,
      'v',
    );
    expect(() => readForm(Buffer.concat([longHeader, end]), B)).toThrow(BadForm);
  });
});
