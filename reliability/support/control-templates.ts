/** The control plane's fuzz templates: one valid call per control verb. */
import type { ControlVerb } from '@panna/mock-provider/control-client';
import { DEVICE, type Fixture } from './world';

/** A control-plane call: route params, query and body. */
export interface ControlCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * A valid call for every control verb, keyed by the contract's verb name: a verb without one, or
 * a name that is none, fails the typecheck.
 */
export const CONTROL_TEMPLATES: { readonly [V in ControlVerb]: (f: Fixture) => ControlCall } = {
  'GET /clock': () => ({}),
  'POST /clock': () => ({ body: { set: '2024-07-01T11:30:00+05:30', freeze: true } }),
  'POST /faults': () => ({
    body: { kind: 'status_false', path: 'api-game-rates', times: 1 },
  }),
  'GET /faults': () => ({}),
  'DELETE /faults': () => ({}),
  'DELETE /faults/:id': () => ({ params: { id: '1' } }),
  'POST /overrides': () => ({
    body: { path: 'api-game-rates', answer: { status: false, msg: 'fuzz' }, status: 503, times: 1 },
  }),
  'GET /overrides': () => ({}),
  'DELETE /overrides/:id': () => ({ params: { id: 'o1' } }),
  'GET /journal': () => ({ query: { limit: '10' } }),
  'DELETE /journal': () => ({}),
  'POST /journal/settings': () => ({ body: { redact: true } }),
  'GET /otps': (f) => ({ query: { mobile: f.player.mobile, limit: '5' } }),
  'POST /snapshots': () => ({ body: { name: 'fuzz-snap' } }),
  'GET /snapshots': () => ({}),
  'POST /snapshots/:name/restore': () => ({ params: { name: 'fuzz-snap' } }),
  'DELETE /snapshots/:name': () => ({ params: { name: 'fuzz-snap' } }),
  'POST /reset': () => ({ body: { at: '2024-07-01T11:00:00+05:30' } }),
  'GET /sandboxes': () => ({}),
  'DELETE /sandboxes/:name': () => ({ params: { name: 'fuzz-box' } }),
  'GET /markets': () => ({}),
  'GET /markets/pending': () => ({}),
  'POST /markets': () => ({
    body: { kind: 'main', name: 'FUZZ NEW', open_time: '01:00 PM', close_time: '02:00 PM' },
  }),
  'GET /markets/:id': (f) => ({ params: { id: String(f.markets.main) } }),
  'PATCH /markets/:id': (f) => ({
    params: { id: String(f.markets.main) },
    body: { name: 'FUZZ MAIN 2', sort: 3 },
  }),
  'POST /markets/:id/holidays': (f) => ({
    params: { id: String(f.markets.gali) },
    body: { date: '2024-07-02' },
  }),
  'DELETE /markets/:id/holidays/:date': (f) => ({
    params: { id: String(f.markets.gali), date: '2024-07-02' },
  }),
  // The fixture's clock stands before every cut-off: QA declares early.
  'POST /results': (f) => ({
    body: { game_id: f.markets.main, session: 'open', pana: '128', early: true },
  }),
  'GET /results': (f) => ({ query: { game_id: String(f.markets.main) } }),
  'POST /results/preview': (f) => ({
    body: { game_id: f.markets.gali, jodi: '47', early: true },
  }),
  'POST /results/revert': (f) => ({ body: { game_id: f.markets.main } }),
  'GET /auto-results': () => ({}),
  'POST /auto-results': () => ({ body: { enabled: false } }),
  'GET /players': () => ({}),
  'GET /players/:mobile': (f) => ({ params: { mobile: f.player.mobile } }),
  'PATCH /players/:mobile': (f) => ({
    params: { mobile: f.other.mobile },
    body: { betting_status: '1' },
  }),
  'GET /players/:mobile/devices': (f) => ({ params: { mobile: f.player.mobile } }),
  'PATCH /players/:mobile/devices/:device': (f) => ({
    params: { mobile: f.player.mobile, device: DEVICE },
    body: { logout_status: '1' },
  }),
  'POST /players/:mobile/notifications': (f) => ({
    params: { mobile: f.player.mobile },
    body: { msg: 'Fuzz notification' },
  }),
  'GET /players/:mobile/notifications': (f) => ({ params: { mobile: f.player.mobile } }),
  'POST /notifications': () => ({ body: { msg: 'Fuzz notification to each' } }),
  'POST /notices': () => ({ body: { title: 'Fuzz', msg: 'Fuzz notice', date: '2024-07-01' } }),
  'GET /notices': () => ({}),
  'DELETE /notices': () => ({}),
  'POST /players/:mobile/credit': (f) => ({
    params: { mobile: f.other.mobile },
    body: { amount: 100, note: 'fuzz' },
  }),
  'POST /players/:mobile/debit': (f) => ({
    params: { mobile: f.other.mobile },
    body: { amount: 100, note: 'fuzz' },
  }),
  'GET /deposits': () => ({ query: { status: 'pending' } }),
  'POST /deposits/:id/approve': (f) => ({
    params: { id: String(f.depositId) },
    body: { receipt: 'https://example.invalid/r' },
  }),
  'POST /deposits/:id/reject': (f) => ({ params: { id: String(f.depositId) } }),
  'GET /withdrawals': () => ({ query: { status: '0' } }),
  'POST /withdrawals/:id/approve': (f) => ({ params: { id: String(f.withdrawalId) } }),
  'POST /withdrawals/:id/reject': (f) => ({ params: { id: String(f.withdrawalId) } }),
  'GET /settings': () => ({}),
  'PATCH /settings': () => ({ body: { minTransfer: 100, profile: 'real' } }),
  'POST /scenarios/run': () => ({
    body: { scenario: 'name: fuzz\nsteps:\n  - clock: { advance: 1m }\n' },
  }),
  'GET /owed': (f) => ({ query: { mobile: f.player.mobile } }),
  'GET /recording': () => ({}),
  // Stop, not start: a recording left running would follow the next route's calls.
  'POST /recording': () => ({ body: { action: 'stop' } }),
  'POST /players': () => ({
    body: { mobile: '9000000999', name: 'Fuzz Player', password: 'fuzz-pass', wallet: 100 },
  }),
  'GET /players/:mobile/session': (f) => ({ params: { mobile: f.player.mobile } }),
  'POST /players/:mobile/bids': (f) => ({
    params: { mobile: f.player.mobile },
    body: { game_id: f.markets.main, type: 'single-digit', digits: '5', points: 10 },
  }),
  'POST /players/:mobile/deposits': (f) => ({
    params: { mobile: f.player.mobile },
    body: { amount: 100 },
  }),
  'POST /players/:mobile/withdrawals': (f) => ({
    params: { mobile: f.player.mobile },
    body: { amount: 500, method: 'gpay' },
  }),
  'POST /bids/random': (f) => ({ body: { count: 2, seed: 7, game_ids: [f.markets.main] } }),
};

/** The OpenAPI document's name of a verb's route: "GET /markets/:id" is "get /__sim/markets/{id}". */
export function routeOf(verb: string): string {
  const [method, path] = verb.split(' ') as [string, string];
  return `${method.toLowerCase()} /__sim${path.replace(/:(\w+)/g, '{$1}')}`;
}

const BY_ROUTE = new Map(
  Object.entries(CONTROL_TEMPLATES).map(([verb, template]) => [routeOf(verb), template]),
);

/** The template of a route as the OpenAPI document names it (the fuzz tests walk the document). */
export function templateOf(route: string): (f: Fixture) => ControlCall {
  const template = BY_ROUTE.get(route);
  if (!template) throw new Error(`no control template for ${route}`);
  return template;
}
