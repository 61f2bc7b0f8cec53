import { describe, it, expect } from 'vitest';
import { validateAddMoney } from './add-money';

describe('add money', () => {
  it('is valid at or above the minimum with a method', () => {
    expect(validateAddMoney({ amount: '300', method: 'phonepe' }, { minimum: 300 })).toEqual({});
  });

  it('refuses below the minimum, and a missing or non-numeric amount, with the minimum', () => {
    for (const amount of ['299', '', 'abc', '300.5']) {
      expect(validateAddMoney({ amount, method: 'paytm' }, { minimum: 300 })).toEqual({
        amount: 'Minimum amount to add is 300',
      });
    }
  });

  it('requires at least 1 when the minimum is unknown', () => {
    expect(validateAddMoney({ amount: '0', method: 'paytm' }, { minimum: 0 })).toEqual({
      amount: 'Minimum amount to add is 1',
    });
    expect(validateAddMoney({ amount: '1', method: 'paytm' }, { minimum: Number.NaN })).toEqual({});
  });

  it('requires a method', () => {
    expect(validateAddMoney({ amount: '500', method: '' }, { minimum: 300 })).toEqual({
      method: 'Please select a payment method',
    });
  });
});
