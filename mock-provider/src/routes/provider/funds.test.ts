import { ENDPOINTS, instantAt, type EndpointPath } from '@panna/shared';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FUNDS_MESSAGES } from '../../domain/player/funds';
import { upiUri } from '../../domain/player/upi';
import { TRANSFER_REFUSALS } from '../../domain/player/transfers';
import { WITHDRAW_REFUSALS } from '../../domain/player/withdrawals';
import {
  addPlayer,
  call,
  ledgerMismatches,
  testApp,
  type TestApp,
  type TestPlayer,
} from '../../testing/support';
import type { World } from '../../worlds/world';
import { ACCESS_MESSAGES } from '../../domain/users';

let app: TestApp;
let world: World;
let player: TestPlayer;

beforeEach(async () => {
  app = await testApp();
  world = app.worlds.get();
  world.clock.freeze(true);
  player = addPlayer(world, { wallet: 5000, name: 'Asha' });
});

afterEach(async () => {
  expect(ledgerMismatches(world)).toEqual([]);
  await app.close();
});

/** Posts as `who` (the player by default) and checks the answer against the response schema. */
async function post(path: EndpointPath, body: Record<string, unknown> = {}, who = player) {
  const answer = await call(app, path, { unique_token: who.token, ...body });
  expect(Value.Check(ENDPOINTS[path].response, answer), JSON.stringify(answer)).toBe(true);
  return answer;
}

const count = (sql: string) => (world.db.prepare(sql).get() as { n: number }).n;
const balance = (p: TestPlayer = player) => world.ledger.balance(p.id);
const saveGooglePay = (number = '9876543210') =>
  post('api-add-user-upi-details', {
    upi_type: '2',
    google_pay_no: number,
    paytm_no: '',
    phon_pay_no: '',
  });

const strictly = () => world.settings.update({ profile: 'strict' });

describe('wallet balance', () => {
  it('answers the balance, the held amount and the limits as text', async () => {
    await saveGooglePay();
    await post('api-user-withdraw-fund-request', { request_amount: '700', payment_method: 2 });
    expect(await post('api-user-wallet-balance')).toEqual({
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

  it('answers a token no player holds without the player fields (real); strict refuses it', async () => {
    const nobody = { ...player, token: 'N'.repeat(30) };
    const answer = await post('api-user-wallet-balance', {}, nobody);
    expect(answer).toMatchObject({ status: true, min_withdrawal: '500' });
    for (const field of ['wallet_amt', 'hold_amt', 'transfer_point_status'])
      expect(answer).not.toHaveProperty(field);
    strictly();
    expect((await post('api-user-wallet-balance', {}, nobody)).status).toBe(false);
  });
});

describe('UPI numbers', () => {
  it('saves each app number and lists it as a payment method', async () => {
    expect((await post('api-get-user-payment-details')).payment_details).toEqual([
      { google_pay_number: '', paytm_number: '', phone_pay_number: '' },
    ]);
    expect(await post('api-user-payment-method-list', { mobile_no: player.mobile })).toEqual({
      status: false,
      msg: 'User Payment Method Not Added Yet',
      result: [],
      min_amt: '50000',
    });
    expect(await saveGooglePay()).toEqual({
      status: true,
      msg: 'Google Pay Number successfully register.',
    });
    expect(await post('api-add-user-upi-details', { upi_type: 1, paytm_no: '8123456789' })).toEqual(
      {
        status: true,
        msg: 'Paytm Number updated successfully.',
      },
    );
    await post('api-add-user-upi-details', { upi_type: '3', phon_pay_no: '7123456789' });
    await saveGooglePay('6999999999');
    expect((await post('api-get-user-payment-details')).payment_details).toEqual([
      {
        google_pay_number: '6999999999',
        paytm_number: '8123456789',
        phone_pay_number: '7123456789',
      },
    ]);
    // The spec's codes (2 Google Pay, 3 Paytm, 4 PhonePe) with the real server's names.
    expect(await post('api-user-payment-method-list', { mobile_no: player.mobile })).toEqual({
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

  it('real stores the number as sent; strict refuses one that is not a 10-digit mobile', async () => {
    expect((await saveGooglePay('12345')).status).toBe(true);
    world.db.prepare('DELETE FROM payment_details').run();
    strictly();
    for (const bad of ['12345', '5876543210', '']) {
      expect(await saveGooglePay(bad)).toEqual({
        status: false,
        msg: FUNDS_MESSAGES.invalidNumber('Google Pay'),
      });
    }
    const answer = await post('api-add-user-upi-details', {
      upi_type: '1',
      google_pay_no: '9876543210',
    });
    expect(answer.msg).toBe(FUNDS_MESSAGES.invalidNumber('Paytm'));
    expect(count('SELECT COUNT(*) AS n FROM payment_details')).toBe(0);
  });
});

describe('withdraw requests', () => {
  const withdraw = (request_amount: unknown, payment_method: unknown = 2) =>
    post('api-user-withdraw-fund-request', {
      mobile: player.mobile,
      request_amount,
      payment_method,
    });
  const pending = () => count("SELECT COUNT(*) AS n FROM withdraw_requests WHERE status = '0'");

  beforeEach(async () => {
    await saveGooglePay();
  });

  it('holds the amount, answers a numeric fund_request_id, and shows no passbook row until approval', async () => {
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
    expect((await post('api-user-wallet-balance')).hold_amt).toBe('500');
    const passbookNotes = async () =>
      (
        (await post('api-wallet-transaction-history')).transaction_history as {
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
    expect((await post('api-user-wallet-balance')).hold_amt).toBe('0');
    expect(balance()).toBe(4500);
  });

  it('a rejected request gives the amount back with no passbook row either way', async () => {
    await withdraw('700');
    const { id } = world.db.prepare('SELECT id FROM withdraw_requests').get() as { id: number };
    await app.inject({ method: 'POST', url: `/__sim/withdrawals/${id}/reject`, payload: {} });
    expect(balance()).toBe(5000);
    const history = await post('api-wallet-transaction-history');
    expect(history.transaction_history).toHaveLength(1);
  });

  it('is open from the open time to the close time, both included', async () => {
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

  it('real checks the window then the balance only: no minimum, no maximum, no saved number', async () => {
    expect((await withdraw(100)).status).toBe(true);
    world.settings.update({ maxWithdrawal: 200 });
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

  it('strict refuses bad amounts, limits, the balance and a method without a number', async () => {
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
    world.settings.update({ withdrawStatus: '0' });
    expect((await withdraw(500)).msg).toBe(WITHDRAW_REFUSALS.disabled);
    expect(pending()).toBe(0);
    expect(balance()).toBe(5000);
  });

  it('takes the whole balance', async () => {
    expect((await withdraw(5000)).status).toBe(true);
    expect(balance()).toBe(0);
  });

  it('strict refuses a player with betting disabled; real takes them', async () => {
    const idle = addPlayer(world, { wallet: 1000, betting: '0' });
    const request = () =>
      post('api-user-withdraw-fund-request', { request_amount: 500, payment_method: 2 }, idle);
    expect((await request()).status).toBe(true);
    strictly();
    expect((await request()).msg).toBe(ACCESS_MESSAGES.bettingDisabled);
  });
});

describe('transfers', () => {
  let friend: TestPlayer;
  beforeEach(() => {
    friend = addPlayer(world, { wallet: 0, name: 'Ravi' });
  });
  const transfer = (amount: unknown, mobile_no = friend.mobile) =>
    post('api-user-transfer-wallet-balance', { amount, mobile_no, transfer_note: '' });

  it('checks the receiver, with the real messages and their trailing space', async () => {
    expect(await post('api-check-user-for-transfer-amt', { mobile_no: friend.mobile })).toEqual({
      status: true,
      msg: 'Account found ',
      user_name: 'Ravi',
    });
    expect(await post('api-check-user-for-transfer-amt', { mobile_no: '6000000000' })).toEqual({
      status: false,
      msg: 'Account not found ',
      user_name: '',
    });
    expect(
      (await post('api-check-user-for-transfer-amt', { mobile_no: player.mobile })).status,
    ).toBe(true);
    strictly();
    const refusals = [
      ['6000000000', TRANSFER_REFUSALS.userNotFound],
      ['12345', TRANSFER_REFUSALS.invalidMobile],
      [player.mobile, TRANSFER_REFUSALS.self],
    ];
    for (const [mobile_no, msg] of refusals) {
      expect(await post('api-check-user-for-transfer-amt', { mobile_no })).toMatchObject({
        status: false,
        msg,
      });
    }
  });

  it('moves exactly 100 with two ledger rows, noted as the real server notes them', async () => {
    expect(
      await post('api-user-transfer-wallet-balance', {
        amount: '100',
        mobile_no: friend.mobile,
        transfer_note: 'for tea',
      }),
    ).toEqual({ status: true, msg: 'Amount Successfully Transferred' });
    expect([balance(), balance(friend)]).toEqual([4900, 100]);
    const rows = world.db
      .prepare(
        'SELECT user_id, transaction_type, amount_status, note, transfer_note FROM wallet_transactions WHERE amount_status IN (?, ?) ORDER BY id',
      )
      .all('3', '4');
    expect(rows).toEqual([
      {
        user_id: player.id,
        transaction_type: '2',
        amount_status: '3',
        note: 'Amount Transfer To Ravi',
        transfer_note: 'for tea',
      },
      {
        user_id: friend.id,
        transaction_type: '1',
        amount_status: '4',
        note: 'Amount Received From Asha',
        transfer_note: 'for tea',
      },
    ]);
    const [out] = (await post('api-wallet-transaction-history')).transaction_history as {
      transfer_note: string;
    }[];
    expect(out!.transfer_note).toBe('for tea');
  });

  it('real checks only the balance (and that the receiver exists)', async () => {
    expect((await transfer(99)).status).toBe(true);
    expect((await transfer(60_000 - 59_000)).status).toBe(true);
    world.settings.update({ transferPointStatus: '0', maxTransfer: 100 });
    expect((await transfer(500)).status).toBe(true);
    expect(await transfer(5000)).toEqual({
      status: false,
      msg: 'Sorry, Your Transfer Amount Is Greater Then Your Wallet Balance',
    });
    expect(await transfer(100, '6000000000')).toEqual({
      status: false,
      msg: 'Account not found ',
    });
    expect([balance(), balance(friend)]).toEqual([5000 - 1599, 1599]);
  });

  it('strict refuses self, unknown receivers, under 100, over the maximum and over the balance', async () => {
    strictly();
    const cases: [unknown, string, string][] = [
      [100, player.mobile, TRANSFER_REFUSALS.self],
      [100, '6000000000', TRANSFER_REFUSALS.userNotFound],
      [99, friend.mobile, TRANSFER_REFUSALS.belowMinimum(100)],
      ['1e3', friend.mobile, TRANSFER_REFUSALS.invalidAmount],
      [50_001, friend.mobile, TRANSFER_REFUSALS.aboveMaximum(50_000)],
      [5001, friend.mobile, 'Sorry, Your Transfer Amount Is Greater Then Your Wallet Balance'],
    ];
    for (const [amount, mobile, msg] of cases) {
      expect(await transfer(amount, mobile)).toMatchObject({ status: false, msg });
    }
    world.settings.update({ transferPointStatus: '0' });
    expect((await transfer(100)).msg).toBe(TRANSFER_REFUSALS.disabled);
    expect([balance(), balance(friend)]).toEqual([5000, 0]);
  });
});

describe('deposits', () => {
  it('records a pending request and moves no money', async () => {
    const answer = await post('api-fund-request-add', { request_amount: '250' });
    expect(answer).toEqual({
      status: true,
      msg: 'Request Successfully Added',
      fund_request_id: expect.any(Number),
    });
    expect(balance()).toBe(5000);
    await post('api-fund-request-add', { request_amount: 300 });
    const list = await post('api-get-auto-deposit-list', { mobile_no: player.mobile });
    expect(list.result).toEqual([
      {
        amount: '300',
        insert_date: '01 Jul 2024 10:00:00 AM',
        payment_method: 'UPI',
        payment_receipt: '',
        request_status: '0',
        tx_request_number: expect.stringMatching(/^\d{7}$/),
      },
      expect.objectContaining({ amount: '250', request_status: '0' }),
    ]);
    const last = await post('api-last-fund-request-detail');
    expect(last).toMatchObject({
      status: true,
      min_amt: '100',
      max_amt: '50000',
      last_req_detail: [{ amount: '300' }],
    });
  });

  it('real takes any whole amount; strict refuses amounts outside the deposit limits', async () => {
    expect((await post('api-fund-request-add', { request_amount: 99 })).status).toBe(true);
    expect((await post('api-fund-request-add', { request_amount: '12.5' })).msg).toBe(
      FUNDS_MESSAGES.invalidAmount,
    );
    world.db.prepare('DELETE FROM deposit_requests').run();
    strictly();
    const cases: [unknown, string][] = [
      [99, 'Minimum amount to add is 100'],
      ['50001', FUNDS_MESSAGES.depositAboveMaximum(50_000)],
      ['12.5', FUNDS_MESSAGES.invalidAmount],
      [-100, FUNDS_MESSAGES.invalidAmount],
    ];
    for (const [request_amount, msg] of cases) {
      expect(await post('api-fund-request-add', { request_amount })).toEqual({
        status: false,
        msg,
      });
    }
    expect(count('SELECT COUNT(*) AS n FROM deposit_requests')).toBe(0);
    expect((await post('api-last-fund-request-detail')).last_req_detail).toEqual([]);
  });
});

describe('operator data', () => {
  it('answers the gateway status and bank details from settings', async () => {
    world.settings.update({ gatewayStatus: '3' });
    expect(await post('apiGetawayStatus')).toEqual({
      status: true,
      msg: 'Success',
      getaway_status: '3',
    });
    const bank = await post('api-admin-bank-details');
    expect(bank.bank_details).toEqual([world.settings.get('bank')]);
  });

  it('answers a QR code PNG for the configured UPI id', async () => {
    world.settings.update({ upiId: 'shop@okaxis' });
    const answer = await post('api-get-qr-pay');
    expect(answer.qrdata).toEqual([
      { upi_id: 'shop@okaxis', qr_image: expect.stringMatching(/^data:image\/png;base64,/) },
    ]);
    expect(upiUri('shop@okaxis', 'Panna Demo')).toBe(
      'upi://pay?pa=shop@okaxis&pn=Panna%20Demo&cu=INR',
    );
  });
});
