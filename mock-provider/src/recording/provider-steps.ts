/**
 * The provider calls a recording writes, each as the scenario step that makes it again, with what
 * it answered: sign-ups, failed logins where a lockout counts them, password, PIN, profile and
 * notification changes, bids, UPI numbers, withdrawals, deposits and transfers. Calls that change nothing (reads, and
 * account calls refused) are left out; so is every secret: passwords are the replay's stand-ins.
 */
import {
  bidTypeByLabel,
  formatBidDate,
  indiaDateKey,
  requestToken,
  type EndpointPath,
  type MarketKind,
  type PathsOf,
  type ReadPath,
  type RefusedPath,
} from '@panna/shared';
import { marketsOf } from '../domain/markets';
import { usersOf } from '../domain/users';
import type { CallOutcome } from '../scenarios/format';
import { KIND_PREFIX, bidSubmission } from '../scenarios/bid-slip';
import { maskFields } from '../contract/secrets';
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
import type { RecordingSession } from './session';

/** The PIN a replay sets (another when the player chose this one: theirs is never written). */
const REPLAY_PIN = '1234';
const REPLAY_PIN_OTHER = '4321';

/** One answered provider call, as the journal hook hands it over. */
export interface ProviderCall {
  /** Its registry path, or a path a proxy forwarded outside the protocol (never recorded). */
  path: string;
  /** Its arrival on the world's clock. */
  at: number;
  body: Record<string, unknown>;
  outcome: CallOutcome;
  msg: string | undefined;
  /** The token's player (or undefined: none, or unknown). */
  mobile: string | undefined;
}

/** The HTTP ending of a call, as a scenario's `expect call` names it. */
export function outcomeOf(http: number, answer: { status: unknown } | null): CallOutcome {
  if (http === 0) return 'dropped';
  if (http >= 400) return 'http_error';
  if (!answer) return 'not_json';
  return answer.status && answer.status !== 'false' ? 'accepted' : 'refused';
}

/** The envelope and the references a replay fills in itself. */
const ENVELOPE_KEYS = ['env_type', 'app_key', 'unique_token'];

/**
 * A body with every secret in it (secrets.ts: passwords, PINs, OTPs, tokens, at any depth) written
 * as `***`, never by its ends as the journal shows tokens: a scenario file is shared, and a replay
 * fills in its own players' tokens where the protocol reads one (the top and a bid's `new_result`).
 */
const maskSecrets = (body: Record<string, unknown>): Record<string, unknown> =>
  maskFields(body, () => '***') as Record<string, unknown>;

/** The expectation after a call: how it ended, and the msg it answered. */
const expectation = (call: ProviderCall, check: 'call' | 'bid'): Draft =>
  step(call.at, 'expect', {
    [check]: call.outcome,
    ...(call.msg && { msg: call.msg }),
  });

/**
 * A `call` step for the caller with the body as sent, less the envelope and the token, and with
 * every secret masked (the passwords a step needs are stand-ins).
 */
function callStep(call: ProviderCall, extra: DraftArgs = {}, body = maskSecrets(call.body)): Draft {
  const kept = without(body, ...ENVELOPE_KEYS);
  return step(call.at, 'call', {
    path: call.path,
    ...(call.mobile && { player: playerRef(call.mobile) }),
    ...extra,
    ...(Object.keys(kept).length > 0 && { body: kept }),
  });
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

/** The newest request of a player, per kind (static SQL: a table name is never interpolated). */
const NEWEST_REQUEST: Record<RequestKind, string> = {
  withdrawals:
    'SELECT r.id FROM withdraw_requests r JOIN users u ON u.id = r.user_id WHERE u.mobile = ? ORDER BY r.id DESC LIMIT 1',
  deposits:
    'SELECT r.id FROM deposit_requests r JOIN users u ON u.id = r.user_id WHERE u.mobile = ? ORDER BY r.id DESC LIMIT 1',
};

/** The request a player's accepted call just made: their newest. */
function newestRequest(world: World, kind: RequestKind, mobile: string): number | undefined {
  return world.db.prepare<[string], { id: number }>(NEWEST_REQUEST[kind]).get(mobile)?.id;
}

/** A withdrawal or deposit request: a call named after the request it made, when it made one. */
function requestSteps(
  world: World,
  session: RecordingSession,
  call: ProviderCall,
  kind: RequestKind,
): Draft[] {
  const id =
    call.outcome === 'accepted' && call.mobile
      ? newestRequest(world, kind, call.mobile)
      : undefined;
  if (id !== undefined) session.madeRequests.add(`${kind}:${id}`);
  return [
    callStep(call, id === undefined ? {} : { as: requestRef(kind, id) }),
    expectation(call, 'call'),
  ];
}

/**
 * A bid submission: the friendly `bid` step when the app's own slip for it sends exactly this
 * body (one entry of a catalogue type, dated today), else the body itself with the market named.
 */
function bidSteps(world: World, session: RecordingSession, call: ProviderCall): Draft[] {
  const submission = call.body.new_result as Record<string, unknown> | undefined;
  const market = marketsOf(world).byId(Number(text(submission?.gameid ?? call.body.game_id)));
  if (!market || !submission) return [callStep(call), expectation(call, 'bid')];
  const date = marketsOf(world).play(market, call.at)?.session.date;
  if (date) session.touchMarketDate(market.id, date);
  else session.touchMarket(market.id);
  const friendly = friendlyBid(market, submission, call);
  if (friendly) return [step(call.at, 'bid', friendly), expectation(call, 'bid')];
  const { new_result: _sent, game_id: _id, ...rest } = call.body;
  const body = maskSecrets({
    ...rest,
    new_result: without(submission, 'unique_token', 'gameid', 'Gamename'),
  });
  return [callStep(call, { market: marketRef(market.id) }, body), expectation(call, 'bid')];
}

/** The `bid` step whose slip sends this submission, if one does. */
function friendlyBid(
  market: { id: number; kind: MarketKind; name: string },
  submission: Record<string, unknown>,
  call: ProviderCall,
): DraftArgs | undefined {
  const rows = submission.result;
  const type = bidTypeByLabel(market.kind, text(submission.pana).trim());
  if (!type || !call.mobile || !Array.isArray(rows) || rows.length !== 1) return undefined;
  const row = rows[0] as Record<string, unknown>;
  const entry = {
    type: type.id.replace(KIND_PREFIX[market.kind], ''),
    digits: text(row.digits),
    closedigits: text(row.closedigits) || undefined,
    points: text(row.points),
    session: text(submission.session).toLowerCase(),
  };
  try {
    const rebuilt = bidSubmission(
      market,
      entry,
      text(requestToken(call.body)),
      formatBidDate(indiaDateKey(call.at)),
    );
    const sent = without(call.body, 'env_type', 'app_key');
    if (rebuilt.path !== call.path || canonical(rebuilt.body) !== canonical(sent)) return undefined;
  } catch {
    return undefined;
  }
  return {
    player: playerRef(call.mobile),
    market: marketRef(market.id),
    type: entry.type,
    digits: entry.digits,
    ...(entry.closedigits && { closedigits: entry.closedigits }),
    points: entry.points,
    ...(entry.session === 'close' && { session: 'close' }),
  };
}

/** JSON with keys in order, so two bodies compare by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

type Recorder = (world: World, session: RecordingSession, call: ProviderCall) => Draft[];

const accepted = (call: ProviderCall) => call.outcome === 'accepted';

/**
 * The provider paths a recording leaves out, each group for its reason: the reads (ReadPath), the
 * refused ones (REFUSED_PATHS) and those below. With RECORDERS they name every path of the
 * registry: a new endpoint does not compile until it is in one or the other.
 */
type LeftOut =
  | ReadPath
  // Codes texted to a number: a replay's `player` step signs up on its own.
  | PathsOf<'api-check-mobile' | 'api-resend-otp' | 'api-otp-sent' | 'api-validate-bank'>
  // Kept nowhere a replay compares: the push token, the contact form, notifications seen.
  | PathsOf<'api-fcm-update' | 'api-submit-contact-us' | 'api-get-notification'>
  // A payment slip is a file sent as multipart: a step's `call` sends a JSON body, which cannot
  // carry its bytes (and the slip changes no balance, bid or request a replay compares).
  | PathsOf<'api-fund-payment-slip-upload'>
  | RefusedPath;

/** The provider paths a recording writes, and how. */
const RECORDERS: { readonly [P in Exclude<EndpointPath, LeftOut>]: Recorder } = {
  'api-user-registration': (_world, session, call) => {
    const mobile = text(call.body.mobile);
    if (!accepted(call) || !mobile) return [];
    session.madePlayers.add(mobile);
    session.touched.players.delete(mobile);
    const name = text(call.body.name).trim();
    return [
      step(call.at, 'player', {
        mobile,
        ...(name && { name }),
        as: playerRef(mobile),
      }),
    ];
  },

  // A wrong password counts towards the lockout (in every profile: only strict locks). The
  // replay sends a password that is not the player's.
  'api-user-login': (world, session, call) => {
    const mobile = text(call.body.mobile);
    if (accepted(call)) return [];
    if (!usersOf(world).byMobile(mobile)) return [];
    session.touchPlayer(mobile);
    const body = { mobile, password: `not-${session.passwordOf(mobile)}` };
    return [
      step(call.at, 'call', { path: call.path, body }),
      step(call.at, 'expect', { call: 'refused', ...(call.msg && { msg: call.msg }) }),
    ];
  },

  // The code a reset needs (strict checks that one was sent).
  'api-forget-check-mobile': (_world, session, call) => {
    const mobile = text(call.body.mobile);
    if (!accepted(call)) return [];
    session.touchPlayer(mobile);
    return [step(call.at, 'call', { path: call.path, body: { mobile } })];
  },

  'api-forgot-password': (_world, session, call) => {
    const mobile = text(call.body.mobile);
    if (!accepted(call)) return [];
    session.touchPlayer(mobile);
    const { next } = session.changePassword(mobile);
    return [step(call.at, 'call', { path: call.path, body: { mobile, new_pass: next } })];
  },

  'api-change-password': (_world, session, call) => {
    if (!accepted(call) || !call.mobile) return [];
    const { old, next } = session.changePassword(call.mobile);
    return [callStep(call, {}, { old_pass: old, new_pass: next })];
  },

  'api-profile-update': (_world, _session, call) => (accepted(call) ? [callStep(call)] : []),
  'api-notification-setting': (_world, _session, call) => (accepted(call) ? [callStep(call)] : []),

  // A PIN set for a number (no token): written with the replay's stand-in, never the one chosen.
  'api-update-pin': (_world, session, call) => {
    const mobile = text(call.body.mobile);
    if (!accepted(call) || !mobile) return [];
    session.touchPlayer(mobile);
    const pin = text(call.body.security_pin) === REPLAY_PIN ? REPLAY_PIN_OTHER : REPLAY_PIN;
    return [callStep(call, {}, { mobile, security_pin: pin })];
  },
  'api-add-user-upi-details': (_world, _session, call) => (accepted(call) ? [callStep(call)] : []),

  'api-user-withdraw-fund-request': (world, session, call) =>
    requestSteps(world, session, call, 'withdrawals'),
  'api-fund-request-add': (world, session, call) => requestSteps(world, session, call, 'deposits'),
  'api-add-user-bank-details': (_world, _session, call) => (accepted(call) ? [callStep(call)] : []),
  // A UPI deposit (Google Pay and PhonePe credited at once): made again as sent. Its answer names
  // no request, so a replay cannot name one waiting for approval.
  'api-add-money-via-upi': (_world, _session, call) => [callStep(call), expectation(call, 'call')],

  'api-user-transfer-wallet-balance': (_world, session, call) => {
    const receiver = text(call.body.mobile_no);
    if (receiver) session.touchPlayer(receiver);
    return [callStep(call), expectation(call, 'call')];
  },

  'api-submit-bid': bidSteps,
  'api-starline-submit-bid': bidSteps,
  'api-galidisawar-submit-bid': bidSteps,
};

/** Writes a provider call into the recording, when it is one a replay needs. */
export function recordProviderCall(
  world: World,
  session: RecordingSession,
  call: ProviderCall,
): void {
  const recorder = (RECORDERS as Partial<Record<string, Recorder>>)[call.path];
  if (!recorder) return;
  if (call.mobile) session.touchPlayer(call.mobile);
  const drafts = recorder(world, session, call);
  if (drafts.length === 0) return;
  session.push(...drafts);
  session.expectBalances(world, call.at);
}
