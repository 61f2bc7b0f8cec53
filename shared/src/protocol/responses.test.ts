import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MSG } from './codes';
import { ENDPOINTS, ENDPOINT_PATHS, type ResponseOf, type SuccessOf } from './endpoints';
import { MainMarket, MainRates } from './markets';

const check = (path: keyof typeof ENDPOINTS, value: unknown) =>
  Value.Check(ENDPOINTS[path].response, value);

const market: MainMarket = {
  game_id: '12',
  game_name: 'KALYAN',
  open_time: '03:45 PM',
  close_time: '05:45 PM',
  open_result: '123-6',
  close_result: '',
  msg_status: 1,
  close_time_srt: 1720000000,
  web_chart_url: 'https://example.test/chart/12',
};

describe('response schemas', () => {
  it.each(ENDPOINT_PATHS)('%s accepts the shared failure', (path) => {
    expect(check(path, { status: false, msg: MSG.UNAUTHORIZED })).toBe(true);
    expect(check(path, { status: false })).toBe(false);
  });

  it('api-check-mobile answers status "true" (a string) with a 4-digit otp', () => {
    const ok: SuccessOf<'api-check-mobile'> = { status: 'true', msg: 'OTP sent', otp: 4821 };
    expect(check('api-check-mobile', ok)).toBe(true);
    expect(check('api-check-mobile', { ...ok, status: true })).toBe(false);
    expect(check('api-check-mobile', { ...ok, otp: '4821' })).toBe(false);
    expect(check('api-check-mobile', { ...ok, otp: 48210 })).toBe(false);
    expect(check('api-check-mobile', { status: false, msg: 'Mobile already registered' })).toBe(
      true,
    );
  });

  it('api-user-login: success carries the session, failure the fixed message', () => {
    const ok: SuccessOf<'api-user-login'> = {
      status: true,
      msg: 'Login Successfully',
      user_name: 'Ravi',
      unique_token: 'abcdefghijklmnopqrstuvwxyz0123',
      mobile: '9876543210',
      betting_status: '1',
    };
    expect(check('api-user-login', ok)).toBe(true);
    expect(check('api-user-login', { ...ok, betting_status: 1 })).toBe(false);
    const { unique_token: _dropped, ...withoutToken } = ok;
    expect(check('api-user-login', withoutToken)).toBe(false);
    const failure: ResponseOf<'api-user-login'> = { status: false, msg: MSG.INVALID_LOGIN };
    expect(check('api-user-login', failure)).toBe(true);
  });

  it('api-get-dashboard-data: database values are strings, computed values numbers', () => {
    const ok: SuccessOf<'api-get-dashboard-data'> = {
      status: true,
      msg: 'Success',
      wallet_amt: '500',
      betting_status: '1',
      user_name: 'Ravi',
      mobile: '9876543210',
      mobile_1: '9123456789',
      mobile_no: '9123456780',
      telegram_no: '9123456781',
      withdraw_status: '1',
      result: [market, { ...market, game_id: '13', msg_status: 2, open_result: '' }],
    };
    expect(check('api-get-dashboard-data', ok)).toBe(true);
    expect(check('api-get-dashboard-data', { ...ok, wallet_amt: 500 })).toBe(false);
    expect(check('api-get-dashboard-data', { ...ok, result: [{ ...market, msg_status: 3 }] })).toBe(
      false,
    );
    expect(check('api-get-dashboard-data', { ...ok, result: [{ ...market, game_id: 12 }] })).toBe(
      false,
    );
  });

  it('rates use the protocol names, tripple_pana included', () => {
    const names = [
      'single_digit',
      'jodi_digit',
      'single_pana',
      'double_pana',
      'tripple_pana',
      'half_sangam',
      'full_sangam',
    ];
    const keys = names.flatMap((n) => [`${n}_val_1`, `${n}_val_2`]);
    expect(Object.keys(MainRates.properties).sort()).toEqual(keys.sort());
    const rates = Object.fromEntries(keys.map((k) => [k, k.endsWith('_1') ? '10' : '95']));
    expect(check('api-game-rates', { status: true, msg: 'ok', game_rates: [rates] })).toBe(true);
    const starline = {
      single_digit_val_1: '10',
      single_digit_val_2: '95',
      single_pana_val_1: '10',
      single_pana_val_2: '1400',
      double_pana_val_1: '10',
      double_pana_val_2: '2800',
      tripple_pana_val_1: '10',
      tripple_pana_val_2: '7000',
    };
    expect(
      check('api-starline-game-rates', { status: true, msg: 'ok', game_rates: [starline] }),
    ).toBe(true);
    const { tripple_pana_val_2: _t, ...incomplete } = starline;
    expect(
      check('api-starline-game-rates', { status: true, msg: 'ok', game_rates: [incomplete] }),
    ).toBe(false);
  });

  it('bids answer status and msg', () => {
    expect(check('api-submit-bid', { status: true, msg: MSG.BID_SUCCESS })).toBe(true);
    expect(check('api-submit-bid', { status: false, msg: MSG.INSUFFICIENT })).toBe(true);
    expect(check('api-galidisawar-submit-bid', { status: 'false', msg: MSG.BACK_DATE })).toBe(
      false,
    );
  });

  it('history and funds lists', () => {
    const tx: SuccessOf<'api-wallet-transaction-history'> = {
      status: true,
      msg: 'ok',
      wallet_amt: '450',
      transaction_history: [
        {
          transaction_id: '7',
          transaction_type: '2',
          transaction_note: 'Bid Placed',
          amount: '50',
          amount_status: '5',
          insert_date: '03 Jul 2024 04:10 PM',
        },
      ],
    };
    expect(check('api-wallet-transaction-history', tx)).toBe(true);
    const methods: SuccessOf<'api-user-payment-method-list'> = {
      status: true,
      msg: 'ok',
      min_amt: '500',
      result: [{ type: 2, name: 'Google Pay', value: '9876543210' }],
    };
    expect(check('api-user-payment-method-list', methods)).toBe(true);
    expect(
      check('api-user-payment-method-list', {
        ...methods,
        result: [{ ...methods.result[0], type: '2' }],
      }),
    ).toBe(false);
    const win = {
      game_name: 'DISAWAR',
      pana: 'Jodi Digit',
      session: '',
      digits: '42',
      closedigits: '',
      amount: '950',
      wining_date: '03 Jul 2024',
    };
    expect(
      check('api-galidisawar-wining-history-data', {
        status: true,
        msg: 'ok',
        win_data: [win],
        bid_data: [win],
      }),
    ).toBe(true);
    expect(check('api-fund-request-add', { status: true, msg: 'ok', fund_request_id: 31 })).toBe(
      true,
    );
  });
});
