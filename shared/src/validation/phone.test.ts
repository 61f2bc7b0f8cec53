import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PHONE_PATTERN, isValidPhone, nationalNumber, phoneError } from './phone';
import { LOGIN_MESSAGES } from './messages';

const validPhone = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
  .map(([first, rest]) => first + rest);

describe('phone pattern', () => {
  it('accepts every ten-digit string starting 6 to 9', () => {
    fc.assert(fc.property(validPhone, (phone) => isValidPhone(phone)));
  });

  it('refuses every other string', () => {
    const isDigit = (c: string): boolean => c >= '0' && c <= '9';
    const oracle = (text: string): boolean =>
      text.length === 10 && '6789'.includes(text.charAt(0)) && [...text].every(isDigit);
    const mutated = fc
      .tuple(validPhone, fc.nat({ max: 9 }), fc.string({ maxLength: 2 }))
      .map(([phone, at, insert]) => phone.slice(0, at) + insert + phone.slice(at + 1));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{0,12}$/), mutated), (text) => {
        expect(isValidPhone(text)).toBe(oracle(text));
      }),
    );
  });

  it('refuses near misses', () => {
    for (const text of ['5876543210', '987654321', '98765432101', ' 9876543210', '+919876543210']) {
      expect(isValidPhone(text)).toBe(false);
    }
    expect(PHONE_PATTERN.test('6000000000')).toBe(true);
  });

  it('checks required before the pattern', () => {
    expect(phoneError('', LOGIN_MESSAGES)).toBe('Phone No is required!');
    expect(phoneError('   ', LOGIN_MESSAGES)).toBe('Phone No is required!');
    expect(phoneError(undefined, LOGIN_MESSAGES)).toBe('Phone No is required!');
    expect(phoneError('12345', LOGIN_MESSAGES)).toBe('Phone No is not valid!');
    expect(phoneError('9876543210', LOGIN_MESSAGES)).toBeUndefined();
  });

  it('extracts the national number from a stored mobile', () => {
    expect(nationalNumber('+91 98765-43210')).toBe('9876543210');
    expect(nationalNumber('9876543210')).toBe('9876543210');
    expect(nationalNumber('98765')).toBeUndefined();
  });
});
