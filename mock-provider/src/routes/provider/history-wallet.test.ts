import { describe, expect } from 'vitest';
import { devicesOf } from '../../domain/player/devices';
import { MONDAY_10AM, addPlayer, call } from '../../testing';
import { historyTest as it } from './history.fixture';

describe('wallet and withdraw histories', () => {
  const TX_FIELDS = {
    transaction_id: expect.stringMatching(/^\d+$/),
    tx_request_number: expect.stringMatching(/^\d{7}$/),
    transfer_note: '',
  };

  it('answers the passbook newest first, credits and debits apart, with the balance and times', async ({
    asPlayer,
    bid,
    markets: { main },
  }) => {
    await bid('main', main, '2024-07-01', '1', 40);
    const answer = await asPlayer('api-wallet-transaction-history');
    const debit = {
      ...TX_FIELDS,
      amount: '40',
      transaction_type: '2',
      transaction_note: 'Bid Placed For KALYAN(Single Digit)',
      amount_status: '5',
      insert_date: '01 Jul 2024 10:00:00 AM',
    };
    const credit = {
      ...TX_FIELDS,
      amount: '10000',
      transaction_type: '1',
      transaction_note: 'Test deposit',
      amount_status: '1',
      insert_date: '01 Jul 2024 10:00:00 AM',
    };
    expect(answer).toEqual({
      status: true,
      msg: 'Wallet Trasaction History',
      transaction_history: [debit, credit],
      in_history: [credit],
      out_history: [debit],
      wallet_amt: '9960',
      hold_amt: '0',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '06:00 PM',
      device_result: [],
    });
  });

  it("lists the player's devices, newest first, with rows or without (SMG signs out otherwise)", async ({
    app,
    world,
    asPlayer,
    player,
  }) => {
    devicesOf(world).signedIn(player.id, 'android-1');
    world.clock.set(MONDAY_10AM + 60_000);
    devicesOf(world).signedIn(player.id, 'android-2');
    const other = addPlayer(world);
    devicesOf(world).signedIn(other.id, 'someone-else');
    world.db.prepare("UPDATE devices SET logout_status = '1' WHERE device_id = 'android-1'").run();
    const rows = [
      { device_id: 'android-2', logout_status: '0', security_pin_status: '0' },
      { device_id: 'android-1', logout_status: '1', security_pin_status: '0' },
    ];
    expect((await asPlayer('api-wallet-transaction-history')).device_result).toEqual(rows);
    // An empty passbook lists them too, and a token no player holds lists none.
    const fresh = await call(app, 'api-wallet-transaction-history', { unique_token: other.token });
    expect(fresh).toMatchObject({ status: false, device_result: [{ device_id: 'someone-else' }] });
    const nobody = await call(app, 'api-wallet-transaction-history', {
      unique_token: 'N'.repeat(30),
    });
    expect(nobody).toMatchObject({ status: false, device_result: [] });
  });

  it('answers an empty passbook as status false', async ({ app, world }) => {
    const fresh = addPlayer(world);
    const answer = await call(app, 'api-wallet-transaction-history', {
      unique_token: fresh.token,
    });
    expect(answer).toMatchObject({
      status: false,
      msg: 'Wallet Trasaction History Data Not Available',
      transaction_history: [],
      in_history: [],
      out_history: [],
      wallet_amt: '0',
    });
  });

  it('answers withdraw requests newest first, with numeric ids and numbers', async ({
    world,
    asPlayer,
    player,
  }) => {
    world.clock.set(MONDAY_10AM + 5 * 60_000);
    expect(
      await asPlayer('api-user-withdraw-transaction-history', { mobile_no: player.mobile }),
    ).toEqual({
      status: false,
      msg: 'Withdraw Trasaction Data Not Available',
      withdrawdata: [],
      last_request_status: '',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '06:00 PM',
      wallet_amt: '10000',
    });
    world.db
      .prepare("INSERT INTO payment_details (user_id, paytm_number) VALUES (?, '9876543210')")
      .run(player.id);
    const first = await asPlayer('api-user-withdraw-fund-request', {
      request_amount: '500',
      payment_method: 3,
    });
    expect(first).toEqual({
      status: true,
      msg: 'Withdraw Request Successfully Submitted',
      fund_request_id: expect.any(Number),
    });
    expect(
      (
        await asPlayer('api-user-withdraw-fund-request', {
          request_amount: 600,
          payment_method: '3',
        })
      ).status,
    ).toBe(true);
    const answer = await asPlayer('api-user-withdraw-transaction-history', {
      mobile_no: player.mobile,
    });
    expect(answer).toMatchObject({
      status: true,
      msg: 'Withdraw Trasaction Data',
      last_request_status: '0',
      wallet_amt: '8900',
    });
    expect(answer.withdrawdata).toMatchObject([
      {
        withdraw_request_id: String(
          (first as unknown as { fund_request_id: number }).fund_request_id + 1,
        ),
        request_number: expect.stringMatching(/^\d{7}$/),
        request_amount: '600',
        request_status: '0',
        payment_method: '3',
        bank_name: '',
        remark: '',
        insert_date: '01 Jul 2024 10:05:00 AM',
        paytm_number: '9876543210',
        google_pay_number: '',
        phone_pay_number: '',
        payment_receipt: '',
      },
      {
        withdraw_request_id: String(
          (first as unknown as { fund_request_id: number }).fund_request_id,
        ),
        request_amount: '500',
        request_status: '0',
      },
    ]);
  });
});
