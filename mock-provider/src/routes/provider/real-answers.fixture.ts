/**
 * Answers of the real provider, written from the public copies of its backend script and the
 * public clients it was read from (docs/protocol.md, docs/profiles.md): the fields, value types, formats and
 * messages it sends. Values are examples; the fidelity-*.test.ts files compare the simulator's
 * answers with these by shape (every key, every value's type and format) and messages word for
 * word.
 */
export const REAL = {
  /** Difference 1: login answers the token made at registration, every time. */
  login: {
    status: true,
    msg: 'Login successful.. Redirecting..',
    unique_token: 'k3Jd9LmQ2pX7vB4nR8tY1wZ6cF5hG0',
    user_name: 'Demo Player',
    mobile: '9876543210',
    notification_status: '1',
    email: 'email',
    mobile_no: '919876500001',
    betting_status: '1',
  },

  /** Difference 2: the Starline list, without status or msg. */
  starlineGame: {
    result: [
      {
        game_id: '31',
        game_name: 'KING STARLINE 01:00 PM',
        open_time: '01:00 PM',
        close_time: '01:00 PM',
        msg: 'Market Running',
        msg_status: 1,
        time_srt: 1719819000,
        open_result: '',
        close_result: '',
        close_time_srt: 1719819000,
      },
    ],
    web_starline_chart_url: 'https://provider.example/game-result-chart-details',
  },

  /** Difference 2: the Gali list; a declared row carries the jodi in open_result. */
  galiGame: {
    result: [
      {
        game_id: '5',
        game_name: 'DELHI BAZAR',
        open_time: '03:00 PM',
        close_time: '03:00 PM',
        msg: 'Market Closed',
        msg_status: 2,
        time_srt: 1719826200,
        open_result: '47',
        close_result: '',
      },
    ],
    web_galidessar_chart_url: 'https://provider.example/game-result-galidessar-chart-details',
  },

  /** Difference 3: the messages of a bid submission. */
  bidMessages: {
    success: 'Bid Successfully Submitted',
    insufficient: "Sorry You Don't Have Sufficient Amount For This Bid",
    backDate: 'Sorry, back date bidding is not allowed. Your account can be blocked for this.',
    openSessionClosed: 'Sorry Open session for this Betting Is Closed',
    bettingClosed: 'Sorry Betting Is Closed',
    closeSessionClosed: 'Betting Closed for close Session ',
  },

  /** Difference 3 and 4: one passbook row per bid row. */
  passbook: {
    status: true,
    msg: 'Wallet Trasaction History',
    transaction_history: [
      {
        transaction_id: '21',
        amount: '10',
        transaction_type: '2',
        transaction_note: 'Bid Placed For KALYAN(Single Digit)',
        transfer_note: '',
        amount_status: '5',
        insert_date: '01 Jul 2024 10:00:00 AM',
        tx_request_number: '1000021',
      },
    ],
    in_history: [],
    out_history: [
      {
        transaction_id: '21',
        amount: '10',
        transaction_type: '2',
        transaction_note: 'Bid Placed For KALYAN(Single Digit)',
        transfer_note: '',
        amount_status: '5',
        insert_date: '01 Jul 2024 10:00:00 AM',
        tx_request_number: '1000021',
      },
    ],
    wallet_amt: '490',
    hold_amt: '0',
    withdraw_open_time: '10:00 AM',
    withdraw_close_time: '06:00 PM',
    // The player's devices (issue 41): none here, the test's login names none.
    device_result: [],
  },

  /** Difference 4: a bid history row: the insert time as bid_date, and bid_tx_id. */
  bidHistory: {
    status: true,
    msg: 'Bid History Data Available',
    bid_data: [
      {
        game_name: 'KALYAN',
        pana: 'Single Digit',
        session: 'Open',
        digits: '5',
        closedigits: '',
        points: '10',
        bid_tx_id: '1000021',
        bid_date: '23 Nov 2026 12:04:35 PM',
      },
    ],
  },
  bidHistoryEmpty: { status: false, msg: 'Bid History Data Not Available', bid_data: [] },

  /** Difference 4: a win: its wallet row and the bid, no points, no bid_date. */
  winHistory: {
    status: true,
    msg: 'Wining History Data Available',
    win_data: [
      {
        amount: '95',
        transaction_type: '1',
        transaction_note: 'Win: KALYAN Single Digit 5 (Open)',
        amount_status: '8',
        tx_request_number: '1000022',
        wining_date: '17 November 26 05:45',
        game_name: 'KALYAN',
        pana: 'Single Digit',
        session: 'Open',
        digits: '5',
        closedigits: '',
      },
    ],
  },
  winHistoryEmpty: { status: false, msg: 'Wining History Data Not Available', win_data: [] },
  /** Issue 31: the Gali wins, under the sibling's key and the one public clients read. */
  galiWinHistoryEmpty: {
    status: false,
    msg: 'Wining History Data Not Available',
    win_data: [],
    bid_data: [],
  },
  passbookEmpty: {
    status: false,
    msg: 'Wallet Trasaction History Data Not Available',
    transaction_history: [],
    in_history: [],
    out_history: [],
    wallet_amt: '0',
    hold_amt: '0',
    withdraw_open_time: '10:00 AM',
    withdraw_close_time: '06:00 PM',
    device_result: [],
  },

  /** Difference 5: a withdraw request, its history row, and the numeric ids. */
  withdrawSubmitted: {
    status: true,
    msg: 'Withdraw Request Successfully Submitted',
    fund_request_id: 24,
  },
  withdrawHistory: {
    status: true,
    msg: 'Withdraw Trasaction Data',
    withdrawdata: [
      {
        withdraw_request_id: '24',
        request_amount: '100',
        request_number: '4839201',
        request_status: '0',
        payment_method: '2',
        bank_name: '',
        branch_address: '',
        ac_holder_name: '',
        ac_number: '',
        ifsc_code: '',
        paytm_number: '',
        google_pay_number: '9876543210',
        phone_pay_number: '',
        remark: '',
        payment_receipt: '',
        insert_date: '01 Jul 2024 10:00:00 AM',
      },
    ],
    last_request_status: '0',
    withdraw_open_time: '10:00 AM',
    withdraw_close_time: '06:00 PM',
    wallet_amt: '400',
  },
  fundRequestAdded: { status: true, msg: 'Request Successfully Added', fund_request_id: 7 },
  paymentMethodsEmpty: {
    status: false,
    msg: 'User Payment Method Not Added Yet',
    result: [],
    min_amt: '50000',
  },

  /** Difference 6: the account messages, word for word. */
  accountMessages: {
    mobileRegistered: 'Mobile number is already registered. Try Login.',
    mobileNotRegistered: 'Mobile number is not registered',
    registered: 'You are successfully register.',
    invalidLogin: 'Invalid login details',
    mobileNotFound: 'Mobile not found',
    blocked: 'Account is blocked By admin. Please contact to admin.',
    passwordChanged: 'Password updated successfully.',
    oldPasswordWrong: 'Old password does not matched.',
    passwordReset: 'Password Successfully Changed.',
  },

  /** Difference 6: a token the server does not know: blank player fields, status true. */
  walletBalanceUnknownToken: {
    status: true,
    msg: 'User Wallet Balance',
    min_withdrawal: '500',
    max_withdrawal: '50000',
    min_transfer: '100',
    max_transfer: '50000',
    withdraw_open_time: '10:00 AM',
    withdraw_close_time: '06:00 PM',
  },

  /** Difference 5, 6 and 7: the dashboard, with a row of a market closing after midnight. */
  dashboard: {
    status: true,
    msg: 'Success',
    wallet_amt: '500',
    betting_status: '1',
    user_name: 'Demo Player',
    mobile: '9876543210',
    mobile_1: '9876500002',
    mobile_no: '919876500001',
    telegram_no: '9876500003',
    withdraw_status: 1,
    transfer_point_status: '1',
    account_block_status: '1',
    referral_code: 'PN000A',
    app_link: '',
    share_msg: '',
    app_maintainence_msg: '',
    maintainence_msg_status: '0',
    user_current_version: '1',
    user_minimum_version: '1',
    // The rest of the version row (a row that shows no pop-up), and the devices (issue 41).
    pop_status: '0',
    message: '',
    link: '',
    link_btn_text: '',
    action_type: '',
    action_btn_text: '',
    app_date: '',
    notice_count: 0,
    notification_count: 0,
    device_result: [],
    // Read by the Android clients, sent by a newer server than the one read (INFERRED).
    app_marquee_msg: 'Welcome to Panna. Results are declared on time, every day.',
    global_batting_status: '1',
    result: [
      {
        game_id: '11',
        game_name: 'MAIN BAZAR',
        open_time: '09:35 PM',
        close_time: '12:05 AM',
        msg: 'Market Closed',
        msg_status: 2,
        time_srt: 1719849900,
        open_result: '',
        close_result: '',
        close_time_srt: 1719772500,
        open_duration: 41700000,
        close_duration: 35700000,
        game_name_letter: 'M',
        web_chart_url: 'https://provider.example/game-result-chart/11',
        web_chart_url_pana: 'https://provider.example/game-result-chart/11/panel',
      },
    ],
  },

  /** Issue 31: how every answer travels, and what a body that is not JSON gets. */
  transport: {
    contentType: 'text/html; charset=UTF-8',
    malformedBody: { status: false, msg: 'UnAuthorized request' },
  },

  /** Issue 31: a UPI number saved with null for the two others, as public clients send it. */
  upiSaved: { status: true, msg: 'Google Pay Number successfully register.' },

  /** Issue 31: a withdraw request that named no method, as its history row lists it. */
  withdrawRowWithoutMethod: {
    payment_method: '',
    paytm_number: '',
    google_pay_number: '',
    phone_pay_number: '',
  },
} as const;
