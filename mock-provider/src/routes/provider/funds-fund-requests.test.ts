import { ENDPOINTS } from '@panna/shared';
import { Value } from 'typebox/value';
import { describe, expect } from 'vitest';
import { PAYMENT_STEPS } from '../../domain/player/funds';
import { settingsOf } from '../../domain/settings';
import { ENVELOPE, MONDAY_10AM, routeTest as it } from '../../testing';
import { JPEG, formBody, smgParts } from './funds-slip.fixture';

describe('api-fund-request-history', () => {
  it("answers the decided requests, newest first, under the real server's key and Tara's", async ({
    app,
    world,
    asPlayer,
    player,
    control,
  }) => {
    world.clock.set(MONDAY_10AM);
    expect(await asPlayer('api-fund-request-history')).toEqual({
      status: false,
      msg: 'Data Not Available',
      fund_req_history: [],
      transaction_history: [],
    });
    const first = await asPlayer('api-fund-request-add', { request_amount: '250' });
    const second = await asPlayer('api-fund-request-add', { request_amount: '300' });
    await asPlayer('api-fund-request-add', { request_amount: '400' });
    // A UPI deposit is no fund request: never listed here.
    await asPlayer('api-add-money-via-upi', {
      amount: '900',
      txn_id: 'G',
      txn_ref: 'R',
      upigpay: '1',
    });
    const slip = formBody(
      smgParts(
        player.token,
        [{ name: 'fund_request_id', value: String(second.fund_request_id) }],
        JPEG,
      ),
    );
    await app.inject({
      method: 'POST',
      url: '/api-fund-payment-slip-upload',
      payload: slip,
      headers: {
        'content-type': 'multipart/form-data; boundary=c3f1e2b0-7a3d-4b1e-9f00-2d4d5a6b7c8d',
      },
    });
    world.clock.set(MONDAY_10AM + 3_600_000);
    await control('POST', `/deposits/${String(first.fund_request_id)}/approve`, {
      receipt: 'https://example.com/r/1',
    });
    await control('POST', `/deposits/${String(second.fund_request_id)}/reject`);
    const answer = await asPlayer('api-fund-request-history');
    expect(answer).toEqual({
      status: true,
      msg: 'Fund Request History Data',
      fund_req_history: [
        {
          fund_request_id: String(second.fund_request_id),
          request_amount: '300',
          request_number: expect.stringMatching(/^\d{7}$/),
          request_status: '1',
          // The slip's link under the world's base, where the real server keeps uploads.
          fund_payment_receipt: expect.stringMatching(
            /^http:\/\/localhost:80\/uploads\/file\/slip-\d+-[0-9a-f]{12}\.jpg$/,
          ),
          insert_date: '01 Jul 2024',
        },
        {
          fund_request_id: String(first.fund_request_id),
          request_amount: '250',
          request_number: expect.stringMatching(/^\d{7}$/),
          request_status: '2',
          fund_payment_receipt: 'https://example.com/r/1',
          insert_date: '01 Jul 2024',
        },
      ],
      transaction_history: [
        {
          transaction_type: '1',
          transaction_note: expect.stringMatching(/^Deposit \d{7} rejected$/),
          amount: '300',
          insert_date: '01 Jul 2024 11:00:00 AM',
        },
        {
          transaction_type: '1',
          transaction_note: expect.stringMatching(/^Deposit \d{7} approved$/),
          amount: '250',
          insert_date: '01 Jul 2024 11:00:00 AM',
        },
      ],
    });
  });

  it('answers the bare upload folder for a request without a file, as the real server does', async ({
    asPlayer,
    control,
  }) => {
    const added = await asPlayer('api-fund-request-add', { request_amount: '250' });
    await control('POST', `/deposits/${String(added.fund_request_id)}/reject`);
    const answer = await asPlayer('api-fund-request-history');
    expect((answer.fund_req_history as { fund_payment_receipt: string }[])[0]).toMatchObject({
      fund_payment_receipt: 'http://localhost:80/uploads/file/',
    });
  });

  it('answers a token no player holds with the empty list (real); strict refuses it', async ({
    provider,
    strictly,
  }) => {
    const nobody = { unique_token: 'N'.repeat(30) };
    expect((await provider('api-fund-request-history', nobody)).msg).toBe('Data Not Available');
    strictly();
    expect((await provider('api-fund-request-history', nobody)).msg).toBe(
      'Invalid token. Please login again.',
    );
  });
});

describe('api-payment-data', () => {
  it('answers the steps, the UPI id and its QR, to a GET without a body as to a POST', async ({
    app,
    world,
    provider,
  }) => {
    settingsOf(world).update({ upiId: 'shop@okaxis', payeeName: 'Shop' });
    const expected = {
      status: true,
      msg: 'Success',
      payment_data: {
        step1: PAYMENT_STEPS.step1,
        step2: PAYMENT_STEPS.step2('shop@okaxis', 'Shop'),
        step3: PAYMENT_STEPS.step3,
        step4: PAYMENT_STEPS.step4,
        upi: 'shop@okaxis',
        qr: expect.stringMatching(/^data:image\/png;base64,/),
      },
    };
    // Tara asks with a GET: no body, no app key.
    const got = await app.inject({ method: 'GET', url: '/api-payment-data' });
    expect(got.statusCode).toBe(200);
    const answer = got.json<Record<string, unknown>>();
    expect(answer).toEqual(expected);
    expect(Value.Check(ENDPOINTS['api-payment-data'].response, answer)).toBe(true);
    expect(await provider('api-payment-data')).toEqual(expected);
    const keyless = await app.inject({ method: 'POST', url: '/api-payment-data', payload: {} });
    expect(keyless.json()).toEqual(expected);
    // A sandbox answers its own settings.
    const sandboxed = await app.inject({
      method: 'POST',
      url: '/s/tara/api-payment-data',
      payload: ENVELOPE,
    });
    expect(sandboxed.json()).toMatchObject({ payment_data: { upi: 'panna.demo@upi' } });
  });
});
