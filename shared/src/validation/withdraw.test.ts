import { describe, it, expect } from 'vitest';
import { validateWithdraw, type WithdrawContext } from './withdraw';

/** Epoch ms of an India wall-clock time on 2025-03-10 (India is UTC+05:30). */
const india = (hours: number, minutes: number, seconds = 0): number =>
  Date.UTC(2025, 2, 10, hours, minutes, seconds) - (5 * 60 + 30) * 60_000;

const context: WithdrawContext = {
  balance: 1000,
  minWithdrawal: 500,
  openTime: '10:00 AM',
  closeTime: '05:00 PM',
  nowMs: india(12, 0),
};
const valid = { amount: '600', method: '2' };

describe('withdraw', () => {
  it('is valid inside the window with a method and an amount in range', () => {
    expect(validateWithdraw(valid, context)).toEqual({});
  });

  it('requires the amount and a method', () => {
    expect(validateWithdraw({ amount: '', method: '' }, context)).toEqual({
      amount: 'Amount is required!',
      method: 'Please select a payment method',
    });
    expect(validateWithdraw({ amount: '600', method: undefined }, context)).toEqual({
      method: 'Please select a payment method',
    });
  });

  it('treats text that is not a whole number as a missing amount', () => {
    for (const amount of ['abc', '600.5', '-600', '0']) {
      expect(validateWithdraw({ ...valid, amount }, context).amount).toBe('Amount is required!');
    }
  });

  it('refuses more than the balance', () => {
    expect(validateWithdraw({ ...valid, amount: '1001' }, context)).toEqual({
      amount: 'Wallet Limit Exceeded',
    });
    expect(validateWithdraw({ ...valid, amount: '1000' }, context)).toEqual({});
  });

  it('refuses less than min_withdrawal', () => {
    expect(validateWithdraw({ ...valid, amount: '499' }, context)).toEqual({
      amount: 'Min amt is 500',
    });
    expect(validateWithdraw({ ...valid, amount: '500' }, context)).toEqual({});
  });

  it('checks the balance before the minimum', () => {
    expect(validateWithdraw({ ...valid, amount: '450' }, { ...context, balance: 400 })).toEqual({
      amount: 'Wallet Limit Exceeded',
    });
  });

  it('is open from the first minute of open to the last minute of close, inclusive', () => {
    const at = (nowMs: number) => validateWithdraw(valid, { ...context, nowMs }).window;
    const outside = 'Withdrawals are only allowed during specified hours.';
    expect(at(india(9, 59, 59))).toBe(outside);
    expect(at(india(10, 0))).toBeUndefined();
    expect(at(india(17, 0))).toBeUndefined();
    expect(at(india(17, 0, 59))).toBeUndefined();
    expect(at(india(17, 1))).toBe(outside);
  });

  it('handles a window across midnight', () => {
    const night = { ...context, openTime: '10:00 PM', closeTime: '02:00 AM' };
    expect(validateWithdraw(valid, { ...night, nowMs: india(23, 30) }).window).toBeUndefined();
    expect(validateWithdraw(valid, { ...night, nowMs: india(1, 0) }).window).toBeUndefined();
    expect(validateWithdraw(valid, { ...night, nowMs: india(12, 0) }).window).toBeDefined();
  });

  it('refuses when the window times are unreadable', () => {
    expect(validateWithdraw(valid, { ...context, openTime: '' }).window).toBe(
      'Withdrawals are only allowed during specified hours.',
    );
  });
});
