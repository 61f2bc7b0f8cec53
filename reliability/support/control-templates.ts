/** The control plane's fuzz templates: one valid call per control route. */
import { type Fixture } from './world';

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
  'post /__sim/overrides': () => ({
    body: { path: 'api-game-rates', answer: { status: false, msg: 'fuzz' }, status: 503, times: 1 },
  }),
  'get /__sim/overrides': () => ({}),
  'delete /__sim/overrides/{id}': () => ({ params: { id: 'o1' } }),
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
