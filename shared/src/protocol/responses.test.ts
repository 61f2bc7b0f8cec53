import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { ENDPOINTS, ENDPOINT_PATHS, type ResponseOf, type SuccessOf } from './endpoints';
import { MainMarket, MainRates } from './markets';

const check = (path: keyof typeof ENDPOINTS, value: unknown) =>
  Value.Check(ENDPOINTS[path].response, value);

const market: MainMarket = {
  game_id: '12',
  game_name: 'KALYAN',
  open_time: '03:45 PM',
  close_time: '05:45 PM',
  msg: 'Market Running',
  msg_status: 1,
  time_srt: 1719999000,
  open_result: '123-6',
  close_result: '',
  close_time_srt: 1720000000,
  open_duration: 900000,
  close_duration: 8100000,
  game_name_letter: 'K',
  web_chart_url: 'https://example.test/chart/12',
  web_chart_url_pana: 'https://example.test/chart/12/panel',
};

describe('response schemas', () => {
  it.each(ENDPOINT_PATHS)('%s accepts the shared failure', (path) => {
    expect(check(path, { status: false, msg: MSG.UNAUTHORIZED })).toBe(true);
    expect(check(path, { status: false })).toBe(false);
  });

  it('the Starline and Gali lists answer without status and msg', () => {
    const slot: SuccessOf<'api-starline-game'>['result'][number] = {
      game_id: '3',
      game_name: 'KING STARLINE 10:00 AM',
      open_time: '10:00 AM',
      close_time: '10:00 AM',
      msg: 'Market Closed',
      msg_status: 2,
      time_srt: 1719808200,
      open_result: '128-1',
      close_result: '',
      close_time_srt: 1719808200,
    };
    const starline = { result: [slot], web_starline_chart_url: 'https://example.test/s' };
    expect(check('api-starline-game', starline)).toBe(true);
    expect(
      check('api-starline-game', { ...starline, result: [{ ...slot, close_result: '1' }] }),
    ).toBe(false);
    const gali: SuccessOf<'api-galidisawar-game'>['result'][number] = {
      game_id: '9',
      game_name: 'DISAWAR',
      open_time: '05:00 AM',
      close_time: '05:00 AM',
      msg: 'Market Running',
      msg_status: 1,
      time_srt: 1719790200,
      open_result: '47',
      close_result: '',
    };
    expect(
      check('api-galidisawar-game', { result: [gali], web_galidessar_chart_url: 'https://x.test' }),
    ).toBe(true);
    expect(check('api-galidisawar-game', { result: [{ ...gali, msg: undefined }] })).toBe(false);
  });

  it('an empty history is status false with its empty list; rows carry bid_tx_id', () => {
    const empty = { status: false, msg: MSG.BID_HISTORY_EMPTY, bid_data: [] };
    expect(check('api-bid-history-data', empty)).toBe(true);
    expect(
      check('api-galidisawar-wining-history-data', { ...empty, bid_data: undefined, win_data: [] }),
    ).toBe(true);
    const row = {
      game_name: 'KALYAN',
      pana: 'Single Digit',
      session: 'Open',
      digits: '5',
      closedigits: '',
      points: '10',
      bid_tx_id: '1000042',
      bid_date: '23 Nov 2026 12:04:35 PM',
    };
    expect(
      check('api-bid-history-data', { status: true, msg: MSG.BID_HISTORY, bid_data: [row] }),
    ).toBe(true);

    const { bid_tx_id: _id, ...withoutTxId } = row;
    expect(
      check('api-bid-history-data', {
        status: true,
        msg: MSG.BID_HISTORY,
        bid_data: [withoutTxId],
      }),
    ).toBe(false);
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
      msg: MSG.LOGIN_SUCCESS,
      user_name: 'Ravi',
      unique_token: 'abcdefghijklmnopqrstuvwxyz0123',
      mobile: '9876543210',
      betting_status: '1',
      notification_status: '1',
      email: 'email',
      mobile_no: '919876500001',
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
      withdraw_status: 1,
      transfer_point_status: '1',
      account_block_status: '1',
      referral_code: 'PN0001',
      app_link: '',
      share_msg: '',
      app_maintainence_msg: '',
      maintainence_msg_status: '0',
      user_current_version: '1',
      user_minimum_version: '1',
      pop_status: '0',
      message: '',
      link: '',
      link_btn_text: '',
      action_type: '',
      action_btn_text: '',
      app_date: '',
      app_marquee_msg: 'Welcome',
      global_batting_status: '1',
      notice_count: 0,
      notification_count: 0,
      device_result: [{ device_id: 'a1', logout_status: '0', security_pin_status: '0' }],
      result: [market, { ...market, game_id: '13', msg_status: 2, open_result: '' }],
    };
    expect(check('api-get-dashboard-data', ok)).toBe(true);
    // The Android clients crash on an absent device_result or pana chart link.
    const { device_result: _devices, ...withoutDevices } = ok;
    expect(check('api-get-dashboard-data', withoutDevices)).toBe(false);
    const { web_chart_url_pana: _pana, ...withoutPana } = market;
    expect(check('api-get-dashboard-data', { ...ok, result: [withoutPana] })).toBe(false);
    expect(check('api-get-dashboard-data', { ...ok, wallet_amt: 500 })).toBe(false);
    expect(check('api-get-dashboard-data', { ...ok, withdraw_status: '1' })).toBe(false);
    expect(check('api-get-dashboard-data', { ...ok, result: [{ ...market, msg_status: 3 }] })).toBe(
      false,
    );
    expect(check('api-get-dashboard-data', { ...ok, result: [{ ...market, game_id: 12 }] })).toBe(
      false,
    );
  });

  it('the game-status calls: closed and unknown answers carry no status, open ones do', () => {
    const devices = { device_result: [] };
    const closed = { msg: 'Sorry Betting Is closed.', game_status: 2 };
    const open = { status: true, msg: 'Betting Is Open', game_status: 1 };
    expect(check('api-check-game-status', { ...closed, ...devices })).toBe(true);
    expect(check('api-check-game-status', devices)).toBe(true);
    expect(check('api-check-game-status', { ...open, ...devices })).toBe(true);
    expect(check('api-check-game-status', closed)).toBe(false);
    expect(check('api-check-game-status', { ...open, game_status: '1', ...devices })).toBe(false);
    expect(check('api-check-starline-game-status', {})).toBe(true);
    expect(check('api-check-galidisswar-game-status', closed)).toBe(true);
    expect(check('api-check-starline-game-status', { ...closed, game_status: 1 })).toBe(false);
  });

  it('api-get-current-date answers text limits and no msg', () => {
    const ok: SuccessOf<'api-get-current-date'> = {
      status: true,
      min_bid_amount: '10',
      max_bid_amount: '10000',
      min_deposite: '100',
      max_deposite: '50000',
      min_withdrawal: '500',
      max_withdrawal: '50000',
      min_transfer: '100',
      max_transfer: '50000',
      date: 'Fri 19-Nov-2021',
      new_date: '19-Nov-2021',
      open_duration: 0,
      close_duration: 0,
    };
    expect(check('api-get-current-date', ok)).toBe(true);
    expect(check('api-get-current-date', { ...ok, wallet_amt: '500' })).toBe(true);
    expect(check('api-get-current-date', { ...ok, min_bid_amount: 10 })).toBe(false);
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
    expect(
      check('api-user-withdraw-fund-request', {
        status: true,
        msg: MSG.WITHDRAW_SUBMITTED,
        fund_request_id: 7,
      }),
    ).toBe(true);
    expect(
      check('api-user-withdraw-fund-request', {
        status: true,
        msg: MSG.WITHDRAW_SUBMITTED,
        fund_request_id: '7',
      }),
    ).toBe(false);
  });

  it('history and funds lists', () => {
    const tx: SuccessOf<'api-wallet-transaction-history'> = {
      status: true,
      msg: 'ok',
      wallet_amt: '450',
      hold_amt: '0',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '06:00 PM',
      device_result: [{ device_id: 'a1', logout_status: '0', security_pin_status: '0' }],
      transaction_history: [
        {
          transaction_id: '7',
          amount: '50',
          transaction_type: '2',
          transaction_note: 'Bid Placed For KALYAN(Single Digit)',
          transfer_note: '',
          amount_status: '5',
          insert_date: '03 Jul 2024 04:10:00 PM',
          tx_request_number: '1000007',
        },
      ],
      in_history: [],
      out_history: [],
    };
    tx.out_history = tx.transaction_history;
    expect(check('api-wallet-transaction-history', tx)).toBe(true);
    expect(
      check('api-wallet-transaction-history', {
        ...tx,
        status: false,
        msg: MSG.PASSBOOK_EMPTY,
        transaction_history: [],
        out_history: [],
      }),
    ).toBe(true);
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
    expect(
      check('api-user-payment-method-list', {
        status: false,
        msg: MSG.PAYMENT_METHODS_EMPTY,
        min_amt: '50000',
        result: [],
      }),
    ).toBe(true);
    const win: SuccessOf<'api-wining-history-data'>['win_data'][number] = {
      amount: '950',
      transaction_type: '1',
      transaction_note: 'Win: DISAWAR Jodi Digit 42',
      amount_status: '13',
      tx_request_number: '1000031',
      wining_date: '03 July 24 05:02',
      game_name: 'DISAWAR',
      pana: 'Jodi Digit',
      session: 'Open',
      digits: '42',
      closedigits: '',
    };
    expect(
      check('api-galidisawar-wining-history-data', { status: true, msg: 'ok', win_data: [win] }),
    ).toBe(true);
    // Gali: the rows under bid_data (what public clients read), under both, or under either.
    for (const rows of [{ bid_data: [win] }, { win_data: [win], bid_data: [win] }])
      expect(
        check('api-galidisawar-wining-history-data', { status: true, msg: 'ok', ...rows }),
      ).toBe(true);
    expect(
      check('api-galidisawar-wining-history-data', { status: true, msg: 'ok', bid_data: [{}] }),
    ).toBe(false);
    expect(
      check('api-galidisawar-wining-history-data', {
        status: true,
        msg: 'ok',
        win_data: [{ ...win, points: undefined, amount: undefined }],
      }),
    ).toBe(false);
    expect(check('api-fund-request-add', { status: true, msg: 'ok', fund_request_id: 31 })).toBe(
      true,
    );
    expect(check('api-fund-request-add', { status: true, msg: 'ok', fund_request_id: '31' })).toBe(
      false,
    );
    // SMG signs the player out unless the passbook lists its device: the list is never left out.
    const { device_result: _devices, ...withoutDevices } = tx;
    expect(check('api-wallet-transaction-history', withoutDevices)).toBe(false);
  });

  it('deposits as the real server answers them', () => {
    // The pasted sample's first row, every value text, with the spec's two fields.
    const row: SuccessOf<'api-get-auto-deposit-list'>['result'][number] = {
      id: '5',
      user_id: '4',
      amount: '100',
      tx_request_number: '2048306',
      txn_id: 'PTM0a1d340bf2c7474fb864dc6a07c1340b',
      txn_ref: '84e648ca97c841719ce1e7c860268623',
      insert_date: '2021-11-19 14:44:37',
      payment_method: 'Others',
      paid_upi: '',
      fund_status: '0',
      deposit_type: '0',
      reject_remark: '',
      payment_receipt: '',
      request_status: '0',
    };
    expect(
      check('api-get-auto-deposit-list', { status: true, msg: 'Success', result: [row] }),
    ).toBe(true);
    // Tara crashes on the first row that lacks any field it reads.
    for (const field of ['txn_id', 'fund_status', 'deposit_type', 'reject_remark'] as const) {
      const { [field]: _left, ...rest } = row;
      expect(
        check('api-get-auto-deposit-list', { status: true, msg: 'Success', result: [rest] }),
      ).toBe(false);
    }
    // No msg either way; status false only with the list empty (SMG reads [0] when true).
    const limits = {
      min_amt: '100',
      max_amt: '50000',
      google_upi_option: 1,
      phone_upi_option: 1,
      other_upi_option: 1,
    };
    const pending = {
      fund_request_id: '31',
      request_amount: '500',
      request_number: '2048306',
      request_status: '0',
      insert_date: '19 Nov 2021',
    };
    expect(
      check('api-last-fund-request-detail', { status: false, last_req_detail: [], ...limits }),
    ).toBe(true);
    expect(
      check('api-last-fund-request-detail', {
        status: true,
        last_req_detail: [pending],
        ...limits,
      }),
    ).toBe(true);
    expect(
      check('api-last-fund-request-detail', { status: true, last_req_detail: [], ...limits }),
    ).toBe(false);
    expect(
      check('api-last-fund-request-detail', {
        status: false,
        last_req_detail: [],
        ...limits,
        google_upi_option: '1',
      }),
    ).toBe(false);
    expect(
      check('api-fund-request-history', {
        status: false,
        msg: 'Data Not Available',
        fund_req_history: [],
        transaction_history: [],
      }),
    ).toBe(true);
  });
});
