import { describe, it, expect } from 'vitest';
import { validateUpiNumber } from './upi';

describe('UPI number modal', () => {
  it('requires a valid phone, with a capital V', () => {
    expect(validateUpiNumber({ phone: '' })).toEqual({ phone: 'Phone No is required!' });
    expect(validateUpiNumber({ phone: '12' })).toEqual({ phone: 'Phone No is not Valid!' });
    expect(validateUpiNumber({ phone: '9123456789' })).toEqual({});
  });
});
