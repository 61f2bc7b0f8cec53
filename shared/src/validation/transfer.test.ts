import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { TRANSFER_MINIMUM, validateTransfer } from './transfer';

const context = { ownMobile: '9000000001', balance: 1000 };

describe('transfer', () => {
  it('is valid for another player and enough points', () => {
    expect(validateTransfer({ phone: '9876543210', points: '500' }, context)).toEqual({});
  });

  it('requires phone and points', () => {
    expect(validateTransfer({ phone: '', points: '' }, context)).toEqual({
      phone: 'Phone No is required!',
      points: 'Points is required!',
    });
  });

  it('checks the phone pattern, then the own number', () => {
    expect(validateTransfer({ phone: '123', points: '500' }, context).phone).toBe(
      'Phone.No is not Valid!',
    );
    expect(validateTransfer({ phone: '9000000001', points: '500' }, context).phone).toBe(
      "Don't Use Your Own Phone No.",
    );
    const stored = { ...context, ownMobile: '+91 90000 00001' };
    expect(validateTransfer({ phone: '9000000001', points: '500' }, stored).phone).toBe(
      "Don't Use Your Own Phone No.",
    );
    const unknown = { ...context, ownMobile: undefined };
    expect(validateTransfer({ phone: '9000000001', points: '500' }, unknown)).toEqual({});
  });

  it('accepts exactly 100 and refuses 99', () => {
    expect(TRANSFER_MINIMUM).toBe(100);
    expect(validateTransfer({ phone: '9876543210', points: '100' }, context)).toEqual({});
    expect(validateTransfer({ phone: '9876543210', points: '99' }, context)).toEqual({
      points: 'Points Must be More than 100',
    });
  });

  it('refuses more than the balance, allowing exactly the balance', () => {
    expect(validateTransfer({ phone: '9876543210', points: '1001' }, context)).toEqual({
      points: 'Not Enough Points',
    });
    expect(validateTransfer({ phone: '9876543210', points: '1000' }, context)).toEqual({});
  });

  it('checks the minimum before the balance', () => {
    const poor = { ...context, balance: 50 };
    expect(validateTransfer({ phone: '9876543210', points: '60' }, poor).points).toBe(
      'Points Must be More than 100',
    );
  });

  it('treats text that is not a whole number as missing points', () => {
    for (const points of ['abc', '150.5', '-200', '0']) {
      expect(validateTransfer({ phone: '9876543210', points }, context).points).toBe(
        'Points is required!',
      );
    }
  });

  it('counts a non-finite balance as 0', () => {
    const broken = { ...context, balance: Number.NaN };
    expect(validateTransfer({ phone: '9876543210', points: '100' }, broken).points).toBe(
      'Not Enough Points',
    );
  });

  it('accepts exactly the whole amounts in minimum..balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (n, b) => {
        const errors = validateTransfer(
          { phone: '9876543210', points: String(n) },
          { ownMobile: null, balance: b },
        );
        expect(errors.points === undefined).toBe(n >= TRANSFER_MINIMUM && n <= b);
      }),
    );
  });
});
