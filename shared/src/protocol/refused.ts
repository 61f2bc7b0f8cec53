/**
 * The real server's route-table paths the simulator refuses, in one list: what it does not play
 * (Roulette), keep (support chat, referrals, addresses) or serve (the provider's own calls, a
 * call whose form was never seen). Each is a provider route all the same, so the journal, faults
 * and overrides see it; after the app key check it answers `status: false` with its reason
 * (docs/protocol.md, Endpoints the simulator refuses). None is called by a public client.
 */
import { endpoint, type EndpointDef } from './define';
import { EmptyRequest, Failure } from './envelope';

/** Why each family is refused, as the answer's `msg` says it. */
export const REFUSAL_REASONS = {
  roulette: 'The simulator does not play Roulette',
  chat: 'The simulator has no support chat',
  referral: 'The simulator keeps no referrals',
  address: 'The simulator keeps no addresses',
  internal: "The simulator does not serve the provider's own calls",
  unseen: 'The simulator does not serve this call: its form was never seen',
} as const;
export type RefusalReason = keyof typeof REFUSAL_REASONS;

const refused = <const P extends string>(path: P, reason: RefusalReason) =>
  endpoint({
    path,
    group: 'refused',
    auth: 'key',
    summary: `Refused: ${REFUSAL_REASONS[reason]}.`,
    request: EmptyRequest,
    response: Failure,
  });

/** Each refused path and its reason. */
export const REFUSED_PATHS = {
  'api-roulette-game': 'roulette',
  'api-get-roulette-game-time': 'roulette',
  'api-check-roulette-game-status': 'roulette',
  'api-get-roulette-game-info': 'roulette',
  'api-roulette-submit-bid': 'roulette',
  'api-get-roulette-game-winning-number': 'roulette',
  'api-roulette-bid-history-data': 'roulette',
  'api-roulette-wining-history-data': 'roulette',
  'roulette-result-declare': 'internal',
  'api-chat-app': 'chat',
  'api-get-chat-app': 'chat',
  'api-get-user-network': 'referral',
  'api-check-refer-valid': 'referral',
  checkMoneyToReferral: 'referral',
  'api-get-state': 'address',
  'api-get-district': 'address',
  'api-add-user-address': 'address',
  'api-get-user-address': 'address',
  checkNotifiation: 'internal',
  'api-wining-result': 'unseen',
} as const satisfies Record<string, RefusalReason>;
export type RefusedPath = keyof typeof REFUSED_PATHS;

export const isRefusedPath = (path: string): path is RefusedPath =>
  Object.prototype.hasOwnProperty.call(REFUSED_PATHS, path);

/** One registry entry per refused path, typed by its path as the hand-written entries are. */
export const REFUSED_ENDPOINTS = Object.entries(REFUSED_PATHS).map(([path, reason]) =>
  refused(path, reason),
) as readonly {
  [P in RefusedPath]: EndpointDef<P, typeof EmptyRequest, typeof Failure>;
}[RefusedPath][];
