import { describe, expect } from 'vitest';
import { MAX_BALANCE } from '../../contract/limits';
import { FUNDS_MESSAGES } from '../../domain/player/funds';
import { upiUri } from '../../domain/player/upi';
import { MONDAY_10AM, countRows, routeTest as it } from '../../testing';
import { settingsOf } from '../../domain/settings';

describe('deposits', () => {
  it('records a pending request and moves no money', async ({
    world,
    asPlayer,
    player,
    balance,
  }) => {
    const answer = await asPlayer('api-fund-request-add', { request_amount: '250' });
    expect(answer).toEqual({
      status: true,
      msg: 'Request Successfully Added',
      fund_request_id: expect.any(Number),
    });
    expect(balance()).toBe(5000);
    world.clock.set(MONDAY_10AM + (4 * 60 + 44) * 60_000 + 37_000);
    // The UTR a public client sends is kept as the row's txn_id, without the spaces around it.
    await asPlayer('api-fund-request-add', { request_amount: 300, utr_number: ' 412345678901 ' });
    const list = await asPlayer('api-get-auto-deposit-list', { mobile_no: player.mobile });
    expect(list.result).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        user_id: String(player.id),
        amount: '300',
        tx_request_number: expect.stringMatching(/^\d{7}$/),
        txn_id: '412345678901',
        txn_ref: '',
        // Unformatted, as the real server answers its rows.
        insert_date: '2024-07-01 14:44:37',
        payment_method: 'UPI',
        paid_upi: '',
        fund_status: '0',
        deposit_type: '0',
        reject_remark: '',
        payment_receipt: '',
        request_status: '0',
      },
      expect.objectContaining({
        id: String(answer.fund_request_id),
        amount: '250',
        txn_id: '',
        request_status: '0',
        fund_status: '0',
      }),
    ]);
  });

  it('answers the latest pending request without msg, and status false with none pending', async ({
    asPlayer,
    control,
  }) => {
    const limits = {
      min_amt: '100',
      max_amt: '50000',
      google_upi_option: 1,
      phone_upi_option: 1,
      other_upi_option: 1,
    };
    // SMG reads last_req_detail[0] whenever status is true: none pending is status false.
    expect(await asPlayer('api-last-fund-request-detail')).toEqual({
      status: false,
      last_req_detail: [],
      ...limits,
    });
    const first = await asPlayer('api-fund-request-add', { request_amount: '250' });
    const second = await asPlayer('api-fund-request-add', { request_amount: '300' });
    expect(await asPlayer('api-last-fund-request-detail')).toEqual({
      status: true,
      last_req_detail: [
        {
          fund_request_id: String(second.fund_request_id),
          request_amount: '300',
          request_number: expect.stringMatching(/^\d{7}$/),
          request_status: '0',
          insert_date: '01 Jul 2024',
        },
      ],
      ...limits,
    });
    await control('POST', `/deposits/${String(second.fund_request_id)}/reject`);
    expect((await asPlayer('api-last-fund-request-detail')).last_req_detail).toMatchObject([
      { fund_request_id: String(first.fund_request_id) },
    ]);
    await control('POST', `/deposits/${String(first.fund_request_id)}/approve`);
    expect((await asPlayer('api-last-fund-request-detail')).status).toBe(false);
    // A UPI deposit waiting for approval is not a fund request.
    await asPlayer('api-add-money-via-upi', {
      amount: '500',
      txn_id: 'T1',
      txn_ref: 'R1',
      otherupi: '1',
    });
    expect((await asPlayer('api-last-fund-request-detail')).status).toBe(false);
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
    // The limits themselves are taken.
    for (const request_amount of [100, 50_000])
      expect((await asPlayer('api-fund-request-add', { request_amount })).status).toBe(true);
  });

  it('files nothing for a token no player holds: there is nobody to credit', async ({
    world,
    provider,
  }) => {
    const sent = { unique_token: 'N'.repeat(30), request_amount: '250' };
    expect(await provider('api-fund-request-add', sent)).toEqual({
      status: false,
      msg: 'UnAuthorized request',
    });
    expect(countRows(world, 'SELECT COUNT(*) AS n FROM deposit_requests')).toBe(0);
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
    // The largest balance itself can be asked for: it would fit an empty wallet.
    expect((await asPlayer('api-fund-request-add', { request_amount: MAX_BALANCE })).status).toBe(
      true,
    );
    world.db.prepare('DELETE FROM deposit_requests').run();
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
