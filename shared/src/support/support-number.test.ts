import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  SUPPORT_PLACEHOLDER,
  internationalNumber,
  normaliseSupportNumber,
  telLink,
  whatsappLink,
} from './support-number';

const tenDigits = fc.stringMatching(/^[6-9]\d{9}$/);

describe('normaliseSupportNumber', () => {
  it('strips everything but digits', () => {
    expect(normaliseSupportNumber('+91 98765-43210')).toBe('919876543210');
    expect(normaliseSupportNumber(' 98765 43210 ')).toBe('9876543210');
  });

  it('falls back to the placeholder under ten digits', () => {
    expect(normaliseSupportNumber('12345')).toBe(SUPPORT_PLACEHOLDER);
    expect(normaliseSupportNumber('')).toBe(SUPPORT_PLACEHOLDER);
    expect(normaliseSupportNumber(null)).toBe(SUPPORT_PLACEHOLDER);
    expect(normaliseSupportNumber(undefined)).toBe(SUPPORT_PLACEHOLDER);
    expect(normaliseSupportNumber('call us')).toBe(SUPPORT_PLACEHOLDER);
  });

  it('always yields at least ten digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(normaliseSupportNumber(raw)).toMatch(/^\d{10,}$/);
      }),
    );
  });
});

describe('links', () => {
  it('add the country code to a ten-digit number', () => {
    expect(whatsappLink('98765 43210')).toBe('https://wa.me/919876543210');
    expect(telLink('98765 43210')).toBe('tel:+919876543210');
  });

  it('keep a number that already has it, and replace a trunk zero', () => {
    expect(whatsappLink('+91 98765 43210')).toBe('https://wa.me/919876543210');
    expect(telLink('919876543210')).toBe('tel:+919876543210');
    expect(internationalNumber('098765 43210')).toBe('919876543210');
  });

  it('use the placeholder when the number is unusable', () => {
    expect(whatsappLink(undefined)).toBe(`https://wa.me/91${SUPPORT_PLACEHOLDER}`);
    expect(telLink('123')).toBe(`tel:+91${SUPPORT_PLACEHOLDER}`);
  });

  it('reach the same number however it is written', () => {
    fc.assert(
      fc.property(tenDigits, (n) => {
        const spaced = `${n.slice(0, 5)} ${n.slice(5)}`;
        for (const written of [n, spaced, `+91 ${spaced}`, `91${n}`, `0${n}`, `(+91) ${n}`]) {
          expect(whatsappLink(written)).toBe(`https://wa.me/91${n}`);
          expect(telLink(written)).toBe(`tel:+91${n}`);
        }
      }),
    );
  });
});
