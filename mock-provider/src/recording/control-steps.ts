/**
 * The control calls a recording writes, each as the scenario step that makes it again: the file
 * format's own verb where it has one (clock, setting, profile, fault, override, snapshot, market, result,
 * revert, credit, approve, reject), else `control` with the verb and its input. Markets, players
 * and requests are named, not numbered: a replay's ids are its own.
 */
import { ACTING_VERBS } from '../contract/acting';
import { RECORDING_VERBS } from '../contract/recording';
import { SCENARIO_RUN } from '../contract/scenarios';
import { SANDBOX_VERBS } from '../contract/snapshots';
import type { World } from '../worlds/world';
import {
  marketRef,
  playerRef,
  requestRef,
  step,
  without,
  type Draft,
  type DraftArgs,
  type RequestKind,
} from './drafts';
import { indiaIso } from './render';
import type { RecordingSession } from './session';

/** One answered control call: its verb, what it was given (params, query and body) and its answer. */
export interface ControlCall {
  verb: string;
  at: number;
  input: Record<string, unknown>;
  answer: Record<string, unknown>;
}

/**
 * Verbs a recording does not write. Reads; the verbs that act on other worlds or on recordings;
 * and the ones that act as a player or run a scenario, whose calls are written one by one.
 */
export const NOT_RECORDED: ReadonlySet<string> = new Set([
  'POST /results/preview',
  SCENARIO_RUN,
  ...Object.keys(SANDBOX_VERBS),
  ...Object.keys(RECORDING_VERBS),
  ...Object.keys(ACTING_VERBS),
]);

/** The verbs that put the world back to another state: a recording starts over from there. */
export const STARTS_OVER: ReadonlySet<string> = new Set([
  'POST /reset',
  'POST /snapshots/:name/restore',
]);

const numberOf = (value: unknown): number => Number(value);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

type Writer = (world: World, session: RecordingSession, call: ControlCall) => Draft[];

/** A request decision: the request by its name, and the receipt when one was given. */
const decision =
  (kind: RequestKind, verb: 'approve' | 'reject'): Writer =>
  (_world, session, call) => {
    const request = record(call.answer[kind === 'withdrawals' ? 'withdrawal' : 'deposit']);
    const id = numberOf(request.id);
    session.touchRequest(kind, id);
    session.touchPlayer(String(request.mobile));
    const receipt = call.input.receipt;
    return [
      step(call.at, verb, {
        [kind === 'withdrawals' ? 'withdrawal' : 'deposit']: requestRef(kind, id),
        ...(typeof receipt === 'string' && receipt && { receipt }),
      }),
    ];
  };

/** A control verb on one market (`:id`): the market named by the run. */
const onMarket: Writer = (_world, session, call) => {
  const id = numberOf(call.input.id);
  session.touchMarket(id);
  return [
    step(call.at, 'control', {
      verb: call.verb,
      market: marketRef(id),
      input: without(call.input, 'id'),
    }),
  ];
};

/** Credits and debits by hand: one `credit` step (a debit is a negative amount). */
const byHand =
  (sign: 1 | -1): Writer =>
  (_world, session, call) => {
    const mobile = String(call.input.mobile);
    session.touchPlayer(mobile);
    const note = call.input.note;
    return [
      step(call.at, 'credit', {
        player: playerRef(mobile),
        amount: sign * numberOf(call.input.amount),
        ...(typeof note === 'string' && note && { note }),
      }),
    ];
  };

const WRITERS: Record<string, Writer> = {
  // A replay keeps its clock frozen and sets it before each step; the final state comes last.
  'POST /clock': (_world, _session, call) => {
    const now = Date.parse(String(call.answer.now));
    return [step(now, 'clock', { set: indiaIso(now), freeze: true })];
  },
  'PATCH /settings': (_world, _session, call) => {
    const keys = Object.keys(call.input);
    return [
      keys.length === 1 && keys[0] === 'profile'
        ? step(call.at, 'profile', String(call.input.profile))
        : step(call.at, 'setting', without(call.input)),
    ];
  },
  'POST /faults': (_world, _session, call) => [step(call.at, 'fault', without(call.input))],
  'DELETE /faults': (_world, _session, call) => [step(call.at, 'fault', 'clear')],
  'POST /overrides': (_world, _session, call) => [step(call.at, 'override', without(call.input))],
  'POST /snapshots': (_world, session, call) => {
    session.savedSnapshots.add(String(call.input.name));
    return [step(call.at, 'snapshot', { save: String(call.input.name) })];
  },
  'POST /markets': (_world, session, call) => {
    const market = record(call.answer.market);
    const id = numberOf(market.id);
    session.madeMarkets.set(id, String(market.name));
    return [step(call.at, 'market', { ...without(call.input), as: marketRef(id) })];
  },
  'PATCH /markets/:id': onMarket,
  'POST /markets/:id/holidays': onMarket,
  'DELETE /markets/:id/holidays/:date': onMarket,
  'POST /results': (_world, session, call) => {
    const id = numberOf(call.input.game_id);
    session.touchMarketDate(id, String(call.answer.date));
    const { bids, winners, paid, netted } = call.answer;
    return [
      step(call.at, 'result', {
        market: marketRef(id),
        ...without(call.input, 'game_id', 'date'),
        date: String(call.answer.date),
      }),
      step(call.at, 'expect', { settled: { bids, winners, paid, netted } as DraftArgs }),
    ];
  },
  'POST /results/revert': (_world, session, call) => {
    const id = numberOf(call.input.game_id);
    session.touchMarketDate(id, String(call.answer.date));
    const { bids, reclaimed, shortfall } = call.answer;
    return [
      step(call.at, 'revert', {
        market: marketRef(id),
        ...without(call.input, 'game_id', 'date'),
        date: String(call.answer.date),
      }),
      step(call.at, 'expect', { reverted: { bids, reclaimed, owed: shortfall } as DraftArgs }),
    ];
  },
  'POST /auto-results': (_world, _session, call) => [
    {
      at: call.at,
      comment: `auto-results turned ${call.input.enabled ? 'on' : 'off'} here: the results they declare are written as result steps`,
    },
  ],
  'POST /players/:mobile/credit': byHand(1),
  'POST /players/:mobile/debit': byHand(-1),
  'PATCH /players/:mobile': (_world, session, call) => {
    session.touchPlayer(String(call.input.mobile));
    return [step(call.at, 'control', { verb: call.verb, input: without(call.input) })];
  },
  // The replay has the device only once the player signs in from it (a login writes it, both
  // switches off); then both switches are set as the recorded world had them after the call.
  'PATCH /players/:mobile/devices/:device': (_world, session, call) => {
    const mobile = String(call.input.mobile);
    session.touchPlayer(mobile);
    const { device_id, logout_status, security_pin_status } = record(call.answer.device);
    const device = String(device_id);
    const password = session.passwordOf(mobile);
    return [
      step(call.at, 'call', {
        path: 'api-user-login',
        body: { mobile, password, device_id: device },
      }),
      step(call.at, 'control', {
        verb: call.verb,
        input: { mobile, device, logout_status, security_pin_status } as DraftArgs,
      }),
    ];
  },
  'POST /players/:mobile/notifications': (_world, session, call) => {
    session.touchPlayer(String(call.input.mobile));
    return [step(call.at, 'control', { verb: call.verb, input: without(call.input) })];
  },
  'POST /withdrawals/:id/approve': decision('withdrawals', 'approve'),
  'POST /withdrawals/:id/reject': decision('withdrawals', 'reject'),
  'POST /deposits/:id/approve': decision('deposits', 'approve'),
  'POST /deposits/:id/reject': decision('deposits', 'reject'),
};

/** Writes a control call into the recording (any verb without a writer as a `control` step). */
export function recordControlCall(
  world: World,
  session: RecordingSession,
  call: ControlCall,
): void {
  if (NOT_RECORDED.has(call.verb) || call.verb.startsWith('GET ')) return;
  const writer = WRITERS[call.verb];
  session.push(
    ...(writer
      ? writer(world, session, call)
      : [step(call.at, 'control', { verb: call.verb, input: without(call.input) })]),
  );
  session.expectBalances(world, call.at);
}
