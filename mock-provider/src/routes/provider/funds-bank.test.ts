import { describe, expect } from 'vitest';
import { FUNDS_MESSAGES } from '../../domain/player/funds';
import { WITHDRAW_REFUSALS } from '../../domain/player/withdrawals';
import { MONDAY_10AM, countRows, onTestDay } from '../../testing';
import { fundsTest } from './funds.fixture';

/** The body Tara's bank screen sends: `user_id` and `insert_date` blank, no branch. */
const TARA_BANK = {
  user_id: '',
  bank_name: 'state bank of india',
  branch_address: '',
  ac_holder_name: 'asha rao',
  ac_number: '123456789012',
  ifsc_code: 'SBIN0001234',
  insert_date: '',
};

const it = fundsTest.extend(
  'saveBank',
  ({ asPlayer }) =>
    (fields: Record<string, unknown> = {}) =>
      asPlayer('api-add-user-bank-details', { ...TARA_BANK, ...fields }),
);

describe('api-add-user-bank-details', () => {
  it('saves the account beside the UPI numbers and lists it first, as type 1', async ({
    world,
    asPlayer,
    player,
    saveBank,
    saveGooglePay,
  }) => {
    world.clock.set(MONDAY_10AM);
    expect(await saveBank()).toEqual({
      status: true,
      msg: 'Bank Detail successfully register.',
      bank_id: player.id,
    });
    expect(await saveBank({ ac_number: '987654321' })).toEqual({
      status: true,
      msg: 'Bank Detail updated successfully.',
    });
    // The names word-capitalised, as the real server stores them.
    expect(
      world.db
        .prepare(
          'SELECT bank_name, ac_holder_name, ac_number FROM payment_details WHERE user_id = ?',
        )
        .get(player.id),
    ).toEqual({
      bank_name: 'State Bank Of India',
      ac_holder_name: 'Asha Rao',
      ac_number: '987654321',
    });
    // The row holds the UPI numbers too: a number saved now updates it.
    expect((await saveGooglePay()).msg).toBe('Google Pay Number updated successfully.');
    expect(await asPlayer('api-user-payment-method-list', { mobile_no: player.mobile })).toEqual({
      status: true,
      msg: 'User Payment Method List',
      result: [
        { type: 1, name: 'Account number', value: '987654321' },
        { type: 2, name: 'Google Pay', value: '9876543210' },
      ],
      min_amt: '500',
    });
    expect((await asPlayer('api-get-user-payment-details')).payment_details).toEqual([
      {
        google_pay_number: '9876543210',
        paytm_number: '',
        phone_pay_number: '',
        ac_holder_name: 'Asha Rao',
        insert_date: '2024-07-01 10:00:00',
      },
    ]);
  });

  it('answers the update message, without bank_id, when a UPI number was saved first', async ({
    saveBank,
    saveGooglePay,
  }) => {
    await saveGooglePay();
    expect(await saveBank()).toEqual({ status: true, msg: FUNDS_MESSAGES.bankUpdated });
  });

  it('real stores the account as sent; strict wants every field, 9 to 18 digits and an IFSC', async ({
    world,
    saveBank,
    strictly,
    provider,
  }) => {
    expect((await saveBank({ ac_number: '12ab', ifsc_code: 'x' })).status).toBe(true);
    // A token no player holds is answered, and nothing is stored for it.
    const nobody = await provider('api-add-user-bank-details', {
      unique_token: 'N'.repeat(30),
      ...TARA_BANK,
    });
    expect(nobody).toEqual({ status: true, msg: FUNDS_MESSAGES.bankRegistered });
    expect(countRows(world, 'SELECT COUNT(*) AS n FROM payment_details')).toBe(1);
    strictly();
    const refusals: [Record<string, string>, string][] = [
      [{ bank_name: ' ' }, FUNDS_MESSAGES.noBankName],
      [{ ac_holder_name: '' }, FUNDS_MESSAGES.noAccountHolder],
      [{ ac_number: '12345678' }, FUNDS_MESSAGES.invalidAccountNumber],
      [{ ac_number: '1234567890123456789' }, FUNDS_MESSAGES.invalidAccountNumber],
      [{ ifsc_code: 'SBIN1001234' }, FUNDS_MESSAGES.invalidIfsc],
      [{ ifsc_code: 'XSBIN0001234' }, FUNDS_MESSAGES.invalidIfsc],
      [{ ifsc_code: 'SBIN00012345' }, FUNDS_MESSAGES.invalidIfsc],
      [{ ac_number: '1234567890x' }, FUNDS_MESSAGES.invalidAccountNumber],
    ];
    for (const [fields, msg] of refusals)
      expect(await saveBank(fields)).toEqual({ status: false, msg });
    expect((await saveBank({ ifsc_code: 'sbin0001234' })).status).toBe(true);
  });

  it('stores each field without the spaces around it, and strict checks it so', async ({
    world,
    player,
    saveBank,
    strictly,
  }) => {
    strictly();
    const sent = {
      bank_name: ' state bank\tof\vindia ',
      branch_address: '  Andheri East ',
      ac_holder_name: ' asha rao ',
      ac_number: ' 123456789012 ',
      ifsc_code: ' SBIN0001234 ',
    };
    expect((await saveBank(sent)).status).toBe(true);
    expect(
      world.db
        .prepare(
          `SELECT bank_name, branch_address, ac_holder_name, ac_number, ifsc_code
           FROM payment_details WHERE user_id = ?`,
        )
        .get(player.id),
    ).toEqual({
      // Capitalised after any of PHP's ucwords separators, the tab and vertical tab too.
      bank_name: 'State Bank\tOf\vIndia',
      branch_address: 'Andheri East',
      ac_holder_name: 'Asha Rao',
      ac_number: '123456789012',
      ifsc_code: 'SBIN0001234',
    });
  });
});

describe('withdrawing to the bank account (payment_method 1)', () => {
  it('keeps the account on the request and lists it in the withdraw history', async ({
    world,
    asPlayer,
    player,
    saveBank,
    balance,
    strictly,
  }) => {
    world.clock.set(onTestDay(11));
    // real: taken without a saved account, as for a UPI method without a number.
    expect(
      (
        await asPlayer('api-user-withdraw-fund-request', {
          request_amount: '600',
          payment_method: '1',
        })
      ).status,
    ).toBe(true);
    await saveBank();
    const answer = await asPlayer('api-user-withdraw-fund-request', {
      request_amount: 700,
      payment_method: 1,
    });
    expect(answer).toMatchObject({ status: true, fund_request_id: expect.any(Number) });
    expect(balance()).toBe(3700);
    const history = await asPlayer('api-user-withdraw-transaction-history', {
      mobile_no: player.mobile,
    });
    expect(history.withdrawdata).toMatchObject([
      {
        request_amount: '700',
        payment_method: '1',
        bank_name: 'State Bank Of India',
        ac_holder_name: 'Asha Rao',
        ac_number: '123456789012',
        ifsc_code: 'SBIN0001234',
        google_pay_number: '',
      },
      { request_amount: '600', payment_method: '1', ac_number: '' },
    ]);
    world.db.prepare("UPDATE payment_details SET ac_number = ''").run();
    strictly();
    expect(
      await asPlayer('api-user-withdraw-fund-request', { request_amount: 600, payment_method: 1 }),
    ).toEqual({ status: false, msg: WITHDRAW_REFUSALS.noBankAccount });
  });
});
