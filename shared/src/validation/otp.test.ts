import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  isOtpComplete,
  sanitizeOtpInput,
  validateOtp,
} from './otp';

describe('OTP', () => {
  it('has length 4 and a 30 s resend countdown', () => {
    expect(OTP_LENGTH).toBe(4);
    expect(OTP_RESEND_SECONDS).toBe(30);
  });

  it('is complete only with exactly four digits', () => {
    expect(isOtpComplete('0123')).toBe(true);
    for (const text of ['', '123', '12345', '12a4', ' 1234', '١٢٣٤']) {
      expect(isOtpComplete(text)).toBe(false);
    }
    fc.assert(fc.property(fc.stringMatching(/^\d{4}$/), (otp) => isOtpComplete(otp)));
  });

  it('sanitises typed input to at most four digits', () => {
    expect(sanitizeOtpInput('1a2 3-45')).toBe('1234');
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const clean = sanitizeOtpInput(raw);
        expect(clean).toMatch(/^\d{0,4}$/);
      }),
    );
  });

  it.each(['register', 'upi'] as const)('%s: matches or says Enter Valid OTP', (flow) => {
    expect(validateOtp({ otp: '4821' }, { flow, expected: '4821' })).toEqual({});
    expect(validateOtp({ otp: '4822' }, { flow, expected: '4821' })).toEqual({
      otp: 'Enter Valid OTP',
    });
    expect(validateOtp({ otp: '482' }, { flow, expected: '4821' })).toEqual({
      otp: 'Enter Valid OTP',
    });
    expect(validateOtp({ otp: '4821' }, { flow, expected: undefined })).toEqual({
      otp: 'Enter Valid OTP',
    });
  });

  it('accepts a numeric expected code, restoring leading zeros', () => {
    expect(validateOtp({ otp: '0042' }, { flow: 'register', expected: 42 })).toEqual({});
    expect(validateOtp({ otp: '4821' }, { flow: 'upi', expected: 4821 })).toEqual({});
  });

  it('reset: mismatch message, then invalid navigation first', () => {
    const phoneNumber = '9876543210';
    expect(validateOtp({ otp: '1111' }, { flow: 'reset', expected: '1111', phoneNumber })).toEqual(
      {},
    );
    expect(validateOtp({ otp: '1112' }, { flow: 'reset', expected: '1111', phoneNumber })).toEqual({
      otp: 'Invalid OTP. Please try again.',
    });
    expect(validateOtp({ otp: '1111' }, { flow: 'reset', expected: '1111' })).toEqual({
      otp: 'Invalid navigation. Please start over.',
    });
    expect(validateOtp({ otp: '1111' }, { flow: 'reset', expected: null, phoneNumber })).toEqual({
      otp: 'Invalid navigation. Please start over.',
    });
  });
});
