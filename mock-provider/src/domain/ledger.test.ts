import { AMOUNT_STATUS } from '@panna/shared';
import { describe, expect } from 'vitest';
import { MAX_BALANCE } from '../contract/limits';
import { addPlayer, countRows, routeTest } from '../testing';
import { BalanceLimitExceeded, InsufficientFunds, ledgerOf, type Posting } from './ledger';

const it = routeTest.extend('posting', ({ world, player }) => {
  return (direction: Posting['direction'], amount: number, userId = player.id): number =>
    ledgerOf(world).post({
      userId,
      direction,
      amountStatus: direction === 'credit' ? AMOUNT_STATUS.DEPOSIT : AMOUNT_STATUS.WITHDRAWAL,
      amount,
      note: 'Ledger test',
      at: world.clock.now(),
    });
});

const ROWS = 'SELECT COUNT(*) AS n FROM wallet_transactions';

describe('the ledger', () => {
  it('refuses amounts that are not whole and positive, writing nothing', ({
    world,
    posting,
    balance,
  }) => {
    const before = countRows(world, ROWS);
    for (const amount of [0, -5, 2.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
      for (const direction of ['credit', 'debit'] as const)
        expect(() => posting(direction, amount), `${direction} ${amount}`).toThrow(
          new RangeError(`Invalid amount ${amount}`),
        );
    expect([balance(), countRows(world, ROWS)]).toEqual([5000, before]);
  });

  it('refuses a direction other than credit and debit', ({ posting, balance }) => {
    expect(() => posting('' as Posting['direction'], 10)).toThrow(
      new RangeError('Invalid direction '),
    );
    expect(balance()).toBe(5000);
  });

  it('refuses a posting for nobody; nobody has a balance of 0', ({ world, posting }) => {
    expect(() => posting('credit', 10, 999_999)).toThrow(new RangeError('Unknown user 999999'));
    expect(ledgerOf(world).balance(999_999)).toBe(0);
  });

  it('debits down to exactly 0, never below', ({ world, posting, balance }) => {
    expect(() => posting('debit', 5001)).toThrow(InsufficientFunds);
    const id = posting('debit', 5000);
    expect(balance()).toBe(0);
    expect(
      world.db
        .prepare(
          'SELECT transaction_type, amount, balance_after FROM wallet_transactions WHERE id = ?',
        )
        .get(id),
    ).toEqual({ transaction_type: '2', amount: 5000, balance_after: 0 });
    expect(() => posting('debit', 1)).toThrow(InsufficientFunds);
  });

  it('credits up to exactly the largest balance, never past it', ({ world, posting, balance }) => {
    expect(() => posting('credit', MAX_BALANCE - 4999)).toThrow(
      new BalanceLimitExceeded(5000, MAX_BALANCE - 4999),
    );
    expect(new BalanceLimitExceeded(5000, 7).message).toBe(
      `A balance of 5000 cannot take 7 more: balances stop at ${MAX_BALANCE}`,
    );
    posting('credit', MAX_BALANCE - 5000);
    expect(balance()).toBe(MAX_BALANCE);
    // A full wallet still pays out.
    posting('debit', 1);
    expect(balance()).toBe(MAX_BALANCE - 1);
    const full = addPlayer(world, { wallet: MAX_BALANCE });
    expect(() => posting('credit', 1, full.id)).toThrow(BalanceLimitExceeded);
  });
});
