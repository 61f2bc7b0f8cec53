/** The provider's fuzz templates: one valid body per endpoint, from the test world's fixture. */
import { REFUSED_PATHS, type EndpointPath, type RefusedPath } from '@panna/shared';
import { bidDate, filterDate, type Fixture } from './world';

type Body = Record<string, unknown>;

const bid = (f: Fixture, gameid: number, pana: string, row: Body, session = 'Open'): Body => ({
  unique_token: f.player.token,
  game_id: String(gameid),
  new_result: {
    unique_token: f.player.token,
    Gamename: 'FUZZ',
    totalbit: Number(row.points),
    gameid: String(gameid),
    pana,
    bid_date: bidDate(f),
    session,
    result: [{ closedigits: '', session, pana, closepana: '', ...row }],
  },
});

/**
 * A valid body for every provider endpoint (the envelope is added by the caller). Typed as a
 * complete record, so a new endpoint in the registry does not compile until it has one here.
 * Built at call time: they read the player's current token.
 */
export const PROVIDER_TEMPLATES: Record<EndpointPath, (f: Fixture) => Body> = {
  'api-check-mobile': () => ({ mobile: '9123400001' }),
  'api-resend-otp': () => ({ mobile: '9123400002' }),
  'api-user-registration': () => ({
    name: 'New Player',
    email: 'email',
    password: 'pass1234',
    mobile: '9123400003',
    security_pin: '123456',
    device_id: null,
  }),
  'api-user-login': (f) => ({ mobile: f.other.mobile, password: 'secret1', device_id: null }),
  'api-forget-check-mobile': (f) => ({ mobile: f.other.mobile }),
  'api-forgot-password': (f) => ({ mobile: f.other.mobile, new_pass: 'secret1' }),
  'api-change-password': (f) => ({
    unique_token: f.player.token,
    old_pass: 'secret1',
    new_pass: 'secret1',
  }),
  'api-profile-update': (f) => ({ unique_token: f.player.token, user_name: 'Fuzz Player' }),
  'api-get-app-key': () => ({}),
  'api-check-security-pin': (f) => ({ unique_token: f.player.token, security_pin: '4821' }),
  'api-update-pin': (f) => ({ mobile: f.other.mobile, security_pin: '4821' }),
  'api-otp-sent': () => ({ mobile: '9123400004' }),
  'api-get-profile': (f) => ({ unique_token: f.player.token }),
  'api-validate-bank': (f) => ({ unique_token: f.player.token }),
  'api-notification-setting': (f) => ({ unique_token: f.player.token, notification_status: '1' }),
  'api-fcm-update': (f) => ({ unique_token: f.player.token, fcm_token: 'fuzz-push-token' }),
  'api-get-dashboard-data': (f) => ({ unique_token: f.player.token }),
  'api-get-current-date': (f) => ({ unique_token: f.player.token, game_id: f.markets.main }),
  'api-check-game-status': (f) => ({ unique_token: f.player.token, game_id: f.markets.main }),
  'api-check-starline-game-status': (f) => ({ game_id: String(f.markets.starline) }),
  'api-check-galidisswar-game-status': (f) => ({ game_id: String(f.markets.gali) }),
  'api-check-games-active-inactive': (f) => ({ game_id: String(f.markets.main) }),
  'api-check-starline-games-active-inactive': (f) => ({ game_id: f.markets.starline }),
  'api-check-galidisswar-games-active-inactive': (f) => ({ game_id: f.markets.gali }),
  'api-starline-game': (f) => ({ unique_token: f.player.token }),
  'api-starline-game-rates': () => ({}),
  'api-galidisawar-game': (f) => ({ unique_token: f.player.token }),
  'api-galidisawar-game-rates': () => ({}),
  'api-game-rates': () => ({}),
  'api-get-social-data': () => ({}),
  'api-get-slider-images': (f) => ({ unique_token: f.player.token }),
  'api-get-headline': () => ({ ids: [1, 2, 3] }),
  'api-how-to-play': () => ({}),
  'api-money-deposit-withdrawal-rule': () => ({}),
  'api-get-contact-details': () => ({}),
  'api-get-notification': (f) => ({ unique_token: f.player.token }),
  'api-get-notice': () => ({}),
  'api-get-banners': () => ({}),
  'api-submit-bid': (f) => bid(f, f.markets.main, 'Single Digit', { digits: '5', points: '10' }),
  'api-starline-submit-bid': (f) =>
    bid(f, f.markets.starline, 'Single Pana', { digits: '128', points: '10' }),
  'api-galidisawar-submit-bid': (f) =>
    bid(f, f.markets.gali, 'Jodi Digit', { digits: '47', points: '10' }),
  'api-bid-history-data': (f) => ({
    unique_token: f.player.token,
    bid_from: filterDate(f),
    bid_to: filterDate(f),
  }),
  'api-wining-history-data': (f) => ({
    unique_token: f.player.token,
    date_from: filterDate(f),
    date_to: filterDate(f),
  }),
  'api-starline-bid-history-data': (f) => ({
    unique_token: f.player.token,
    bid_from: filterDate(f),
    bid_to: filterDate(f),
  }),
  'api-starline-wining-history-data': (f) => ({
    unique_token: f.player.token,
    date_from: filterDate(f),
    date_to: filterDate(f),
  }),
  'api-galidisawar-bid-history-data': (f) => ({
    unique_token: f.player.token,
    bid_from: filterDate(f),
    bid_to: filterDate(f),
  }),
  'api-galidisawar-wining-history-data': (f) => ({
    unique_token: f.player.token,
    date_from: filterDate(f),
    date_to: filterDate(f),
  }),
  'api-wallet-transaction-history': (f) => ({ unique_token: f.player.token }),
  'api-user-withdraw-transaction-history': (f) => ({
    unique_token: f.player.token,
    mobile_no: f.player.mobile,
  }),
  'api-user-wallet-balance': (f) => ({ unique_token: f.player.token }),
  'api-get-user-payment-details': (f) => ({ unique_token: f.player.token }),
  'api-user-payment-method-list': (f) => ({
    unique_token: f.player.token,
    mobile_no: f.player.mobile,
  }),
  'api-add-user-upi-details': (f) => ({
    unique_token: f.player.token,
    upi_type: '2',
    paytm_no: '',
    google_pay_no: '9876500011',
    phon_pay_no: '',
  }),
  'api-user-withdraw-fund-request': (f) => ({
    unique_token: f.player.token,
    mobile: f.player.mobile,
    request_amount: '500',
    payment_method: 2,
  }),
  'api-check-user-for-transfer-amt': (f) => ({
    unique_token: f.player.token,
    mobile_no: f.other.mobile,
  }),
  'api-user-transfer-wallet-balance': (f) => ({
    unique_token: f.player.token,
    amount: '100',
    mobile_no: f.other.mobile,
    transfer_note: 'fuzz',
  }),
  apiGetawayStatus: () => ({}),
  'api-get-qr-pay': () => ({}),
  'api-admin-bank-details': () => ({}),
  'api-last-fund-request-detail': (f) => ({ unique_token: f.player.token }),
  'api-fund-request-add': (f) => ({ unique_token: f.player.token, request_amount: '500' }),
  'api-get-auto-deposit-list': (f) => ({
    unique_token: f.player.token,
    mobile_no: f.player.mobile,
  }),
  'api-add-money-via-upi': (f) => ({
    unique_token: f.player.token,
    amount: '500',
    txn_id: 'PTM0a1d340bf2c7474fb864dc6a07c1340b',
    txn_ref: '84e648ca97c841719ce1e7c860268623',
    upigpay: '0',
    upiphonepe: '1',
    otherupi: '0',
  }),
  'api-fund-request-history': (f) => ({ unique_token: f.player.token }),
  'api-add-user-bank-details': (f) => ({
    unique_token: f.player.token,
    user_id: '',
    bank_name: 'state bank',
    branch_address: '',
    ac_holder_name: 'fuzz player',
    ac_number: '123456789012',
    ifsc_code: 'SBIN0001234',
    insert_date: '',
  }),
  // As JSON (the fuzzer's transport); the form itself is fuzzed in the route's own tests.
  'api-fund-payment-slip-upload': (f) => ({
    unique_token: f.player.token,
    fund_request_id: String(f.depositId),
    payment_slip: {
      filename: 'slip.jpg',
      content_type: 'image/jpeg',
      size: 4,
      sha256: 'a'.repeat(64),
      head: 'ffd8ffe0',
    },
  }),
  'api-payment-data': () => ({}),
  // The route table's other calls (shared/src/protocol/extras.ts, refused.ts).
  'api-get-statement': (f) => ({
    unique_token: f.player.token,
    date_from: filterDate(f),
    date_to: filterDate(f),
  }),
  'api-view-wallet-transaction-history': (f) => ({
    unique_token: f.player.token,
    transaction_id: '1',
  }),
  'api-get-sp-motor-combination': (f) => ({
    unique_token: f.player.token,
    type: '8',
    number: '1234',
    points: '10',
  }),
  'api-get-sp-dp-tp-combination': (f) => ({
    unique_token: f.player.token,
    number: '4',
    sp_flag: '1',
    dp_flag: '1',
    tp_flag: '1',
    points: '10',
  }),
  'api-get-app-version-details': () => ({}),
  'api-get-tips-list': () => ({}),
  'api-view-tips-details': () => ({ tips_id: '1' }),
  'api-submit-contact-us': (f) => ({
    user_name: 'Fuzz',
    mobile: f.player.mobile,
    email: '',
    enquiry: 'fuzz',
  }),
  ...(Object.fromEntries(Object.keys(REFUSED_PATHS).map((path) => [path, () => ({})])) as Record<
    RefusedPath,
    () => Body
  >),
};
