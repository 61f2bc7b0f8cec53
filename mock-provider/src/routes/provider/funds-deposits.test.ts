import { describe, expect } from 'vitest';
import { MAX_BALANCE } from '../../domain/ledger';
import { FUNDS_MESSAGES } from '../../domain/player/funds';
import { upiUri } from '../../domain/player/upi';
import { countRows, routeTest as it } from '../../testing';
import { settingsOf } from '../../domain/settings';

describe('deposits', () => {
  it('records a pending request and moves no money', async ({ asPlayer, player, balance }) => {
    const answer = await asPlayer('api-fund-request-add', { request_amount: '250' });
    expect(answer).toEqual({
      status: true,
      msg: 'Request Successfully Added',
      fund_request_id: expect.any(Number),
    });
    expect(balance()).toBe(5000);
    await asPlayer('api-fund-request-add', { request_amount: 300 });
    const list = await asPlayer('api-get-auto-deposit-list', { mobile_no: player.mobile });
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
    const last = await asPlayer('api-last-fund-request-detail');
    expect(last).toMatchObject({
      status: true,
      min_amt: '100',
      max_amt: '50000',
      last_req_detail: [{ amount: '300' }],
    });
  });

  it('real takes any whole amount; strict refuses amounts outside the deposit limits', async ({
    world,
    asPlayer,
    strictly,
  }) => {
    expect((await asPlayer('api-fund-request-add', { request_amount: 99 })).status).toBe(true);
    expect((await asPlayer('api-fund-request-add', { request_amount: '12.5' })).msg).toBe(
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
      expect(await asPlayer('api-fund-request-add', { request_amount })).toEqual({
        status: false,
        msg,
      });
    }
    expect(countRows(world, 'SELECT COUNT(*) AS n FROM deposit_requests')).toBe(0);
    expect((await asPlayer('api-last-fund-request-detail')).last_req_detail).toEqual([]);
  });

  it('refuses, in both profiles, a request past the largest balance, which could never be approved', async ({
    world,
    asPlayer,
    control,
    balance,
    strictly,
  }) => {
    for (const request_amount of [MAX_BALANCE + 1, '1000000001', 10 ** 15])
      expect(await asPlayer('api-fund-request-add', { request_amount })).toEqual({
        status: false,
        msg: FUNDS_MESSAGES.depositTooLarge,
      });
    expect(countRows(world, 'SELECT COUNT(*) AS n FROM deposit_requests')).toBe(0);
    // The largest a wallet of 5,000 can take is taken, and approved.
    const taken = await asPlayer('api-fund-request-add', { request_amount: MAX_BALANCE - 5000 });
    expect(taken.status).toBe(true);
    const approved = await control('POST', `/deposits/${String(taken.fund_request_id)}/approve`);
    expect(approved.code).toBe(200);
    expect(balance()).toBe(MAX_BALANCE);
    strictly();
    settingsOf(world).update({ maxDeposit: MAX_BALANCE });
    expect(await asPlayer('api-fund-request-add', { request_amount: MAX_BALANCE + 1 })).toEqual({
      status: false,
      msg: FUNDS_MESSAGES.depositAboveMaximum(MAX_BALANCE),
    });
  });
});

describe('operator data', () => {
  it('answers the gateway status and bank details from settings', async ({ world, asPlayer }) => {
    settingsOf(world).update({ gatewayStatus: '3' });
    expect(await asPlayer('apiGetawayStatus')).toEqual({
      status: true,
      msg: 'Success',
      getaway_status: '3',
    });
    const bank = await asPlayer('api-admin-bank-details');
    expect(bank.bank_details).toEqual([settingsOf(world).get('bank')]);
  });

  it('answers a QR code PNG for the configured UPI id', async ({ world, asPlayer }) => {
    settingsOf(world).update({ upiId: 'shop@okaxis' });
    const answer = await asPlayer('api-get-qr-pay');
    expect(answer.qrdata).toEqual([
      { upi_id: 'shop@okaxis', qr_image: expect.stringMatching(/^data:image\/png;base64,/) },
    ]);
    expect(upiUri('shop@okaxis', 'Panna Demo')).toBe(
      'upi://pay?pa=shop@okaxis&pn=Panna%20Demo&cu=INR',
    );
  });
});
