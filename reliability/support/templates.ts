/** The provider's fuzz templates: one valid body per endpoint, from the test world's fixture. */
import type { EndpointPath } from '@panna/shared';
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
  'api-get-dashboard-data': (f) => ({ unique_token: f.player.token }),
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
};
