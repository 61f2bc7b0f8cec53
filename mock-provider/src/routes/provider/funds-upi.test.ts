import { describe, expect } from 'vitest';
import { FUNDS_MESSAGES } from '../../domain/player/funds';
import { countRows } from '../../testing';
import { fundsTest as it } from './funds.fixture';

describe('wallet balance', () => {
  it('answers the balance, the held amount and the limits as text', async ({
    asPlayer,
    saveGooglePay,
  }) => {
    await saveGooglePay();
    await asPlayer('api-user-withdraw-fund-request', { request_amount: '700', payment_method: 2 });
    expect(await asPlayer('api-user-wallet-balance')).toEqual({
      status: true,
      msg: 'User Wallet Balance',
      wallet_amt: '4300',
      hold_amt: '700',
      min_withdrawal: '500',
      max_withdrawal: '50000',
      min_transfer: '100',
      max_transfer: '50000',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '06:00 PM',
      transfer_point_status: '1',
    });
  });

  it('answers a token no player holds without the player fields (real); strict refuses it', async ({
    player,
    asPlayer,
    strictly,
  }) => {
    const nobody = { ...player, token: 'N'.repeat(30) };
    const answer = await asPlayer('api-user-wallet-balance', {}, nobody);
    expect(answer).toMatchObject({ status: true, min_withdrawal: '500' });
    for (const field of ['wallet_amt', 'hold_amt', 'transfer_point_status'])
      expect(answer).not.toHaveProperty(field);
    strictly();
    expect((await asPlayer('api-user-wallet-balance', {}, nobody)).status).toBe(false);
  });
});

describe('UPI numbers', () => {
  it('saves each app number and lists it as a payment method', async ({
    asPlayer,
    player,
    saveGooglePay,
  }) => {
    expect((await asPlayer('api-get-user-payment-details')).payment_details).toEqual([
      {
        google_pay_number: '',
        paytm_number: '',
        phone_pay_number: '',
        ac_holder_name: '',
        insert_date: '',
      },
    ]);
    expect(await asPlayer('api-user-payment-method-list', { mobile_no: player.mobile })).toEqual({
      status: false,
      msg: 'User Payment Method Not Added Yet',
      result: [],
      min_amt: '50000',
    });
    expect(await saveGooglePay()).toEqual({
      status: true,
      msg: 'Google Pay Number successfully register.',
    });
    expect(
      await asPlayer('api-add-user-upi-details', { upi_type: 1, paytm_no: '8123456789' }),
    ).toEqual({
      status: true,
      msg: 'Paytm Number updated successfully.',
    });
    await asPlayer('api-add-user-upi-details', { upi_type: '3', phon_pay_no: '7123456789' });
    await saveGooglePay('6999999999');
    expect((await asPlayer('api-get-user-payment-details')).payment_details).toEqual([
      {
        google_pay_number: '6999999999',
        paytm_number: '8123456789',
        phone_pay_number: '7123456789',
        ac_holder_name: '',
        // When the first number was saved, as the real server's row holds it.
        insert_date: '2024-07-01 10:00:00',
      },
    ]);
    // The spec's codes (2 Google Pay, 3 Paytm, 4 PhonePe) with the real server's names.
    expect(await asPlayer('api-user-payment-method-list', { mobile_no: player.mobile })).toEqual({
      status: true,
      msg: 'User Payment Method List',
      result: [
        { type: 2, name: 'Google Pay', value: '6999999999' },
        { type: 3, name: 'PayTM', value: '8123456789' },
        { type: 4, name: 'PhonePe', value: '7123456789' },
      ],
      min_amt: '500',
    });
  });

  it('real stores the number as sent; strict refuses one that is not a 10-digit mobile', async ({
    world,
    asPlayer,
    strictly,
    saveGooglePay,
  }) => {
    expect((await saveGooglePay('12345')).status).toBe(true);
    world.db.prepare('DELETE FROM payment_details').run();
    strictly();
    for (const bad of ['12345', '5876543210', '']) {
      expect(await saveGooglePay(bad)).toEqual({
        status: false,
        msg: FUNDS_MESSAGES.invalidNumber('Google Pay'),
      });
    }
    const answer = await asPlayer('api-add-user-upi-details', {
      upi_type: '1',
      google_pay_no: '9876543210',
    });
    expect(answer.msg).toBe(FUNDS_MESSAGES.invalidNumber('Paytm'));
    expect(countRows(world, 'SELECT COUNT(*) AS n FROM payment_details')).toBe(0);
  });

  it('stores a number without the spaces around it, and strict checks it so', async ({
    asPlayer,
    player,
    strictly,
    saveGooglePay,
  }) => {
    strictly();
    expect((await saveGooglePay(' 9876543210 ')).status).toBe(true);
    const methods = await asPlayer('api-user-payment-method-list', { mobile_no: player.mobile });
    expect(methods.result).toEqual([{ type: 2, name: 'Google Pay', value: '9876543210' }]);
  });

  it('stores nothing for a token no player holds, and so answers it as a first save each time', async ({
    world,
    provider,
  }) => {
    const sent = { unique_token: 'N'.repeat(30), upi_type: '2', google_pay_no: '9876543210' };
    for (let i = 0; i < 2; i++)
      expect(await provider('api-add-user-upi-details', sent)).toEqual({
        status: true,
        msg: 'Google Pay Number successfully register.',
      });
    expect(countRows(world, 'SELECT COUNT(*) AS n FROM payment_details')).toBe(0);
  });
});
