import { ENDPOINTS, instantAt, type EndpointPath } from '@panna/shared';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FUNDS_MESSAGES, upiUri } from '../../domain/funds';
import { TRANSFER_REFUSALS } from '../../domain/transfers';
import { WITHDRAW_REFUSALS } from '../../domain/withdrawals';
import {
  addPlayer,
  call,
  ledgerMismatches,
  testApp,
  type TestApp,
  type TestPlayer,
} from '../../test-support';
import type { World } from '../../world';
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

describe('wallet balance', () => {
  it('answers the balance, the held amount and the limits as text', async () => {
    await saveGooglePay();
    await post('api-user-withdraw-fund-request', { request_amount: '700', payment_method: 2 });
    expect(await post('api-user-wallet-balance')).toEqual({
      status: true,
      msg: FUNDS_MESSAGES.ok,
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
});

describe('UPI numbers', () => {
  it('saves each app number and lists it as a payment method', async () => {
    expect((await post('api-get-user-payment-details')).payment_details).toEqual([
      { google_pay_number: '', paytm_number: '', phone_pay_number: '' },
    ]);
    expect(await saveGooglePay()).toEqual({ status: true, msg: FUNDS_MESSAGES.upiSaved });
    await post('api-add-user-upi-details', { upi_type: 1, paytm_no: '8123456789' });
    await post('api-add-user-upi-details', { upi_type: '3', phon_pay_no: '7123456789' });
    await saveGooglePay('6999999999');
    expect((await post('api-get-user-payment-details')).payment_details).toEqual([
      {
        google_pay_number: '6999999999',
        paytm_number: '8123456789',
        phone_pay_number: '7123456789',
      },
    ]);
    expect(await post('api-user-payment-method-list', { mobile_no: player.mobile })).toEqual({
      status: true,
      msg: FUNDS_MESSAGES.ok,
      result: [
        { type: 2, name: 'Google Pay', value: '6999999999' },
        { type: 3, name: 'Paytm', value: '8123456789' },
        { type: 4, name: 'PhonePe', value: '7123456789' },
      ],
      min_amt: '500',
    });
  });

  it('refuses a number that is not a 10-digit mobile', async () => {
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

  it('debits the amount and records a pending request', async () => {
    expect(await withdraw('500')).toEqual({ status: true, msg: WITHDRAW_REFUSALS.submitted });
    expect(balance()).toBe(4500);
    const row = world.db.prepare('SELECT * FROM withdraw_requests').get();
    expect(row).toMatchObject({
      amount: 500,
      status: '0',
      payment_method: 2,
      google_pay_number: '9876543210',
      paytm_number: '',
    });
    const debit = world.db
      .prepare("SELECT * FROM wallet_transactions WHERE amount_status = '2'")
      .get();
    expect(debit).toMatchObject({ transaction_type: '2', amount: 500 });
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

  it('refuses bad amounts, limits, the balance and a method without a number', async () => {
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

  it('refuses a player with betting disabled', async () => {
    const idle = addPlayer(world, { wallet: 1000, betting: '0' });
    const answer = await post(
      'api-user-withdraw-fund-request',
      { request_amount: 500, payment_method: 2 },
      idle,
    );
    expect(answer.msg).toBe(ACCESS_MESSAGES.bettingDisabled);
  });
});

describe('transfers', () => {
  let friend: TestPlayer;
  beforeEach(() => {
    friend = addPlayer(world, { wallet: 0, name: 'Ravi' });
  });
  const transfer = (amount: unknown, mobile_no = friend.mobile) =>
    post('api-user-transfer-wallet-balance', { amount, mobile_no, transfer_note: '' });

  it('checks the receiver', async () => {
    expect(await post('api-check-user-for-transfer-amt', { mobile_no: friend.mobile })).toEqual({
      status: true,
      msg: FUNDS_MESSAGES.ok,
      user_name: 'Ravi',
    });
    const refusals = [
      ['6000000000', TRANSFER_REFUSALS.userNotFound],
      ['12345', TRANSFER_REFUSALS.invalidMobile],
      [player.mobile, TRANSFER_REFUSALS.self],
    ];
    for (const [mobile_no, msg] of refusals) {
      expect(await post('api-check-user-for-transfer-amt', { mobile_no })).toEqual({
        status: false,
        msg,
      });
    }
  });

  it('moves exactly 100 with two ledger rows and conserves the total', async () => {
    expect(await transfer('100')).toEqual({ status: true, msg: TRANSFER_REFUSALS.done });
    expect([balance(), balance(friend)]).toEqual([4900, 100]);
    const rows = world.db
      .prepare(
        'SELECT user_id, transaction_type, amount_status, note FROM wallet_transactions WHERE amount_status IN (?, ?) ORDER BY id',
      )
      .all('3', '4');
    expect(rows).toEqual([
      {
        user_id: player.id,
        transaction_type: '2',
        amount_status: '3',
        note: `Transfer to Ravi (${friend.mobile})`,
      },
      {
        user_id: friend.id,
        transaction_type: '1',
        amount_status: '4',
        note: `Transfer from Asha (${player.mobile})`,
      },
    ]);
  });

  it('refuses self, unknown receivers, under 100, over the maximum and over the balance', async () => {
    const cases: [unknown, string, string][] = [
      [100, player.mobile, TRANSFER_REFUSALS.self],
      [100, '6000000000', TRANSFER_REFUSALS.userNotFound],
      [99, friend.mobile, TRANSFER_REFUSALS.belowMinimum(100)],
      ['1e3', friend.mobile, TRANSFER_REFUSALS.invalidAmount],
      [50_001, friend.mobile, TRANSFER_REFUSALS.aboveMaximum(50_000)],
      [5001, friend.mobile, TRANSFER_REFUSALS.overBalance],
    ];
    for (const [amount, mobile, msg] of cases) {
      expect(await transfer(amount, mobile)).toEqual({ status: false, msg });
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
      msg: FUNDS_MESSAGES.depositAdded,
      fund_request_id: expect.any(String),
    });
    expect(balance()).toBe(5000);
    await post('api-fund-request-add', { request_amount: 300 });
    const list = await post('api-get-auto-deposit-list', { mobile_no: player.mobile });
    expect(list.result).toEqual([
      {
        amount: '300',
        insert_date: '1-July-2024 10:00 AM',
        payment_method: 'UPI',
        payment_receipt: '',
        request_status: '0',
        tx_request_number: expect.stringMatching(/^TX20240701\d{6}$/),
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

  it('refuses amounts outside the deposit limits', async () => {
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
      msg: FUNDS_MESSAGES.ok,
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
