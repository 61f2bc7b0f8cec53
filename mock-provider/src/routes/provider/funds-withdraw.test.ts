import { instantAt } from '@panna/shared';
import { describe, expect } from 'vitest';
import { WITHDRAW_REFUSALS } from '../../domain/player/withdrawals';
import { ACCESS_MESSAGES } from '../../domain/users';
import { addPlayer, countRows } from '../../testing';
import { fundsTest } from './funds.fixture';
import { settingsOf } from '../../domain/settings';

const it = fundsTest
  .extend(
    'withdraw',
    ({ asPlayer, player }) =>
      (request_amount: unknown, payment_method: unknown = 2) =>
        asPlayer('api-user-withdraw-fund-request', {
          mobile: player.mobile,
          request_amount,
          payment_method,
        }),
  )
  .extend(
    'pending',
    ({ world }) =>
      () =>
        countRows(world, "SELECT COUNT(*) AS n FROM withdraw_requests WHERE status = '0'"),
  );

describe('withdraw requests', () => {
  it.beforeEach(async ({ saveGooglePay }) => {
    await saveGooglePay();
  });

  it('holds the amount, answers a numeric fund_request_id, and shows no passbook row until approval', async ({
    app,
    world,
    asPlayer,
    balance,
    withdraw,
  }) => {
    const answer = await withdraw('500');
    const row = world.db.prepare('SELECT * FROM withdraw_requests').get() as { id: number };
    expect(answer).toEqual({
      status: true,
      msg: 'Withdraw Request Successfully Submitted',
      fund_request_id: row.id,
    });
    expect(balance()).toBe(4500);
    expect(row).toMatchObject({
      amount: 500,
      status: '0',
      payment_method: 2,
      google_pay_number: '9876543210',
      paytm_number: '',
      request_number: expect.stringMatching(/^\d{7}$/),
    });
    expect((await asPlayer('api-user-wallet-balance')).hold_amt).toBe('500');
    const passbookNotes = async () =>
      (
        (await asPlayer('api-wallet-transaction-history')).transaction_history as {
          transaction_note: string;
        }[]
      ).map((t) => t.transaction_note);
    expect(await passbookNotes()).toEqual(['Test deposit']);
    // The debit is written, in the ledger's same transaction: the balance equals the ledger.
    const debit = world.db
      .prepare("SELECT * FROM wallet_transactions WHERE amount_status = '2'")
      .get();
    expect(debit).toMatchObject({ transaction_type: '2', amount: 500, in_passbook: 0 });
    await app.inject({ method: 'POST', url: `/__sim/withdrawals/${row.id}/approve`, payload: {} });
    expect(await passbookNotes()).toEqual(['Amount Withdraw', 'Test deposit']);
    expect((await asPlayer('api-user-wallet-balance')).hold_amt).toBe('0');
    expect(balance()).toBe(4500);
  });

  it('a rejected request gives the amount back with no passbook row either way', async ({
    app,
    world,
    asPlayer,
    balance,
    withdraw,
  }) => {
    await withdraw('700');
    const { id } = world.db.prepare('SELECT id FROM withdraw_requests').get() as { id: number };
    await app.inject({ method: 'POST', url: `/__sim/withdrawals/${id}/reject`, payload: {} });
    expect(balance()).toBe(5000);
    const history = await asPlayer('api-wallet-transaction-history');
    expect(history.transaction_history).toHaveLength(1);
  });

  it('is open from the open time to the close time, both included', async ({
    world,
    withdraw,
    pending,
  }) => {
    const day = '2024-07-01';
    const cases = [
      [9 * 60 + 59, false],
      [10 * 60, true],
      [18 * 60, true],
      [18 * 60 + 1, false],
    ] as const;
    for (const [minutes, open] of cases) {
      world.clock.set(instantAt(day, minutes));
      const answer = await withdraw(500);
      expect(answer.status, String(minutes)).toBe(open);
      if (!open) expect(answer.msg).toBe(WITHDRAW_REFUSALS.outsideWindow);
    }
    expect(pending()).toBe(2);
  });

  it('real checks the window then the balance only: no minimum, no maximum, no saved number', async ({
    world,
    balance,
    withdraw,
    pending,
  }) => {
    expect((await withdraw(100)).status).toBe(true);
    settingsOf(world).update({ maxWithdrawal: 200 });
    expect((await withdraw(300, 3)).status).toBe(true);
    expect(await withdraw(4601)).toEqual({
      status: false,
      msg: 'Sorry, You Dont Have Sufficient Amount For Withdraw',
    });
    world.clock.set(instantAt('2024-07-01', 19 * 60));
    expect(await withdraw(10)).toEqual({
      status: false,
      msg: 'Sorry, You can Withdraw only in given withdraw time',
    });
    expect(pending()).toBe(2);
    expect(balance()).toBe(4600);
  });

  it('strict refuses bad amounts, limits, the balance and a method without a number', async ({
    world,
    strictly,
    balance,
    withdraw,
    pending,
  }) => {
    strictly();
    const cases: [unknown, unknown, string][] = [
      ['abc', 2, WITHDRAW_REFUSALS.invalidAmount],
      [500.5, 2, WITHDRAW_REFUSALS.invalidAmount],
      ['0', 2, WITHDRAW_REFUSALS.invalidAmount],
      [499, 2, 'Min amt is 500'],
      [50_001, 2, 'Max amt is 50000'],
      [5001, 2, WITHDRAW_REFUSALS.overBalance],
      [500, 3, WITHDRAW_REFUSALS.noNumber('Paytm')],
      [500, '4', WITHDRAW_REFUSALS.noNumber('PhonePe')],
    ];
    for (const [amount, method, msg] of cases) {
      expect(await withdraw(amount, method)).toEqual({ status: false, msg });
    }
    settingsOf(world).update({ withdrawStatus: '0' });
    expect((await withdraw(500)).msg).toBe(WITHDRAW_REFUSALS.disabled);
    expect(pending()).toBe(0);
    expect(balance()).toBe(5000);
  });

  it('takes the whole balance', async ({ balance, withdraw }) => {
    expect((await withdraw(5000)).status).toBe(true);
    expect(balance()).toBe(0);
  });

  it('strict takes the maximum itself, and keeps only the UPI number of a UPI request', async ({
    world,
    strictly,
    balance,
    withdraw,
  }) => {
    strictly();
    settingsOf(world).update({ maxWithdrawal: 5000 });
    expect((await withdraw(5000)).status).toBe(true);
    expect(balance()).toBe(0);
    expect(
      world.db
        .prepare(
          'SELECT google_pay_number, paytm_number, bank_name, branch_address, ac_holder_name, ac_number, ifsc_code FROM withdraw_requests',
        )
        .all(),
    ).toEqual([
      {
        google_pay_number: '9876543210',
        paytm_number: '',
        bank_name: '',
        branch_address: '',
        ac_holder_name: '',
        ac_number: '',
        ifsc_code: '',
      },
    ]);
  });

  it('strict refuses a player with betting disabled; real takes them', async ({
    world,
    asPlayer,
    strictly,
  }) => {
    const idle = addPlayer(world, { wallet: 1000, betting: '0' });
    const request = () =>
      asPlayer('api-user-withdraw-fund-request', { request_amount: 500, payment_method: 2 }, idle);
    expect((await request()).status).toBe(true);
    strictly();
    expect((await request()).msg).toBe(ACCESS_MESSAGES.bettingDisabled);
  });
});
