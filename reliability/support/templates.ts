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

/** A control-plane call: route params, query and body. */
export interface ControlCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * A valid call for every control route, keyed "METHOD /__sim/path/{param}" as the OpenAPI
 * document names them; the fuzz test fails when a route has no entry here.
 */
export const CONTROL_TEMPLATES: Record<string, (f: Fixture) => ControlCall> = {
  'get /__sim/clock': () => ({}),
  'post /__sim/clock': () => ({ body: { set: '2024-07-01T11:30:00+05:30', freeze: true } }),
  'post /__sim/faults': () => ({
    body: { kind: 'status_false', path: 'api-game-rates', times: 1 },
  }),
  'get /__sim/faults': () => ({}),
  'delete /__sim/faults': () => ({}),
  'delete /__sim/faults/{id}': () => ({ params: { id: '1' } }),
  'get /__sim/journal': () => ({ query: { limit: '10' } }),
  'delete /__sim/journal': () => ({}),
  'post /__sim/journal/settings': () => ({ body: { redact: true } }),
  'get /__sim/otps': (f) => ({ query: { mobile: f.player.mobile, limit: '5' } }),
  'post /__sim/snapshots': () => ({ body: { name: 'fuzz-snap' } }),
  'get /__sim/snapshots': () => ({}),
  'post /__sim/snapshots/{name}/restore': () => ({ params: { name: 'fuzz-snap' } }),
  'delete /__sim/snapshots/{name}': () => ({ params: { name: 'fuzz-snap' } }),
  'post /__sim/reset': () => ({ body: { at: '2024-07-01T11:00:00+05:30' } }),
  'get /__sim/sandboxes': () => ({}),
  'delete /__sim/sandboxes/{name}': () => ({ params: { name: 'fuzz-box' } }),
  'get /__sim/markets': () => ({}),
  'get /__sim/markets/pending': () => ({}),
  'post /__sim/markets': () => ({
    body: { kind: 'main', name: 'FUZZ NEW', open_time: '01:00 PM', close_time: '02:00 PM' },
  }),
  'get /__sim/markets/{id}': (f) => ({ params: { id: String(f.markets.main) } }),
  'patch /__sim/markets/{id}': (f) => ({
    params: { id: String(f.markets.main) },
    body: { name: 'FUZZ MAIN 2', sort: 3 },
  }),
  'post /__sim/markets/{id}/holidays': (f) => ({
    params: { id: String(f.markets.gali) },
    body: { date: '2024-07-02' },
  }),
  'delete /__sim/markets/{id}/holidays/{date}': (f) => ({
    params: { id: String(f.markets.gali), date: '2024-07-02' },
  }),
  // The fixture's clock stands before every cut-off: QA declares early.
  'post /__sim/results': (f) => ({
    body: { game_id: f.markets.main, session: 'open', pana: '128', early: true },
  }),
  'get /__sim/results': (f) => ({ query: { game_id: String(f.markets.main) } }),
  'post /__sim/results/preview': (f) => ({
    body: { game_id: f.markets.gali, jodi: '47', early: true },
  }),
  'post /__sim/results/revert': (f) => ({ body: { game_id: f.markets.main } }),
  'get /__sim/auto-results': () => ({}),
  'post /__sim/auto-results': () => ({ body: { enabled: false } }),
  'get /__sim/players': () => ({}),
  'get /__sim/players/{mobile}': (f) => ({ params: { mobile: f.player.mobile } }),
  'patch /__sim/players/{mobile}': (f) => ({
    params: { mobile: f.other.mobile },
    body: { betting_status: '1' },
  }),
  'post /__sim/players/{mobile}/credit': (f) => ({
    params: { mobile: f.other.mobile },
    body: { amount: 100, note: 'fuzz' },
  }),
  'post /__sim/players/{mobile}/debit': (f) => ({
    params: { mobile: f.other.mobile },
    body: { amount: 100, note: 'fuzz' },
  }),
  'get /__sim/deposits': () => ({ query: { status: 'pending' } }),
  'post /__sim/deposits/{id}/approve': (f) => ({
    params: { id: String(f.depositId) },
    body: { receipt: 'https://example.invalid/r' },
  }),
  'post /__sim/deposits/{id}/reject': (f) => ({ params: { id: String(f.depositId) } }),
  'get /__sim/withdrawals': () => ({ query: { status: '0' } }),
  'post /__sim/withdrawals/{id}/approve': (f) => ({ params: { id: String(f.withdrawalId) } }),
  'post /__sim/withdrawals/{id}/reject': (f) => ({ params: { id: String(f.withdrawalId) } }),
  'get /__sim/settings': () => ({}),
  'patch /__sim/settings': () => ({ body: { minTransfer: 100, profile: 'real' } }),
  'post /__sim/scenarios/run': () => ({
    body: { scenario: 'name: fuzz\nsteps:\n  - clock: { advance: 1m }\n' },
  }),
};
