import type { Static } from 'typebox';
import { ACCOUNT_ENDPOINTS } from './accounts';
import { BIDDING_ENDPOINTS } from './bidding';
import { CONTENT_ENDPOINTS } from './content';
import type { EndpointDef } from './define';
import type { Failure } from './envelope';
import { DEPOSIT_ENDPOINTS } from './deposits';
import { FUNDS_ENDPOINTS } from './funds';
import { HISTORY_ENDPOINTS } from './history';
import { WITHDRAW_HISTORY_ENDPOINTS } from './withdraw-history';
import { MARKET_ENDPOINTS } from './markets';
import { EXTRA_ENDPOINTS } from './extras';
import { REFUSED_ENDPOINTS } from './refused';

/** Every endpoint, group by group (docs/protocol.md has a section per group). */
const ENDPOINT_LIST = [
  ...ACCOUNT_ENDPOINTS,
  ...MARKET_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...BIDDING_ENDPOINTS,
  ...HISTORY_ENDPOINTS,
  ...WITHDRAW_HISTORY_ENDPOINTS,
  ...FUNDS_ENDPOINTS,
  ...DEPOSIT_ENDPOINTS,
  ...EXTRA_ENDPOINTS,
  ...REFUSED_ENDPOINTS,
] as const;

type ByPath<L extends readonly EndpointDef[]> = { readonly [E in L[number] as E['path']]: E };

/** The registry of provider endpoints, keyed by path. */
export const ENDPOINTS = Object.freeze(
  Object.fromEntries(ENDPOINT_LIST.map((e) => [e.path, e])),
) as ByPath<typeof ENDPOINT_LIST>;

export type EndpointPath = keyof typeof ENDPOINTS;

/** Every path, in the registry's order. */
export const ENDPOINT_PATHS: readonly EndpointPath[] = ENDPOINT_LIST.map((e) => e.path);

export const isEndpointPath = (path: string): path is EndpointPath =>
  Object.prototype.hasOwnProperty.call(ENDPOINTS, path);

/**
 * Paths of a sibling deployment of the same backend, which spells Gali "galidisswar": each answers
 * exactly as the registry path it names.
 */
export const PATH_ALIASES = {
  'api-galidisswar-game': 'api-galidisawar-game',
  'api-galidisswar-game-rates': 'api-galidisawar-game-rates',
  'api-galidisswar-submit-bid': 'api-galidisawar-submit-bid',
  'api-galidisswar-bid-history-data': 'api-galidisawar-bid-history-data',
  'api-galidisswar-wining-history-data': 'api-galidisawar-wining-history-data',
} as const satisfies Record<string, EndpointPath>;
export type AliasPath = keyof typeof PATH_ALIASES;

/** The request body of an endpoint. */
export type RequestOf<P extends EndpointPath> = Static<(typeof ENDPOINTS)[P]['request']>;
/** The answer of an endpoint: its success object or `Failure`. */
export type ResponseOf<P extends EndpointPath> = Static<(typeof ENDPOINTS)[P]['response']>;
/** The success branch of an endpoint's answer. */
export type SuccessOf<P extends EndpointPath> = Exclude<ResponseOf<P>, Failure>;

/**
 * The session token a body carries: bid submissions carry it in `new_result.unique_token` (the one
 * the server reads), every other call at the top level.
 */
export const requestToken = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { unique_token: top, new_result: inner } = body as Record<string, unknown>;
  if (typeof inner === 'object' && inner !== null) {
    const nested = (inner as Record<string, unknown>).unique_token;
    if (typeof nested === 'string') return nested;
  }
  return typeof top === 'string' ? top : undefined;
};
