import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import { Amount, Id, LIMITS, OkResponse, Text, request } from './envelope';

/**
 * One bid row. Half and Full Sangam put the open part in `digits` and the close part in
 * `closedigits`; points travel as text but some clients send a number.
 */
export const NewResultRow = Type.Object({
  digits: Text(),
  closedigits: Type.Optional(Text()),
  points: Type.Union([Text(20), Type.Integer()]),
  session: Type.Optional(Text()),
  pana: Type.Optional(Text()),
  closepana: Type.Optional(Text()),
});
export type NewResultRow = Static<typeof NewResultRow>;

/** `new_result`: the part of a submission the server reads. */
export const NewResult = Type.Object({
  unique_token: Text(),
  Gamename: Text(),
  /** Total points of the submission. */
  totalbit: Amount,
  gameid: Id,
  /** The bid type: Single Digit, Jodi Digit, ..., Left Digit, Right Digit. */
  pana: Text(),
  /** DP Motor: Open or Close. */
  gametype: Type.Optional(Text()),
  /** `D-MonthName-YYYY`, e.g. "3-July-2024". */
  bid_date: Text(),
  session: Text(),
  result: Type.Array(NewResultRow, { minItems: 1, maxItems: LIMITS.BID_ROWS }),
});
export type NewResult = Static<typeof NewResult>;

/**
 * The body of all three submit-bid calls. The server reads `new_result` only: the token that
 * counts is `new_result.unique_token`, the market `new_result.gameid`; the top-level copies are
 * what some clients add (the app, Tara; SMG and RN send none).
 */
export const SubmitBidRequest = request({
  unique_token: Type.Optional(Text()),
  game_id: Type.Optional(Id),
  new_result: NewResult,
});
export type SubmitBidRequest = Static<typeof SubmitBidRequest>;

export const BIDDING_ENDPOINTS = [
  endpoint({
    path: 'api-submit-bid',
    group: 'bidding',
    auth: 'token',
    bettingRequired: true,
    summary: 'Place main-market bids; the balance is debited once for the submission.',
    request: SubmitBidRequest,
    response: OkResponse,
  }),
  endpoint({
    path: 'api-starline-submit-bid',
    group: 'bidding',
    auth: 'token',
    bettingRequired: true,
    summary: 'Place Starline bids on one slot.',
    request: SubmitBidRequest,
    response: OkResponse,
  }),
  endpoint({
    path: 'api-galidisawar-submit-bid',
    group: 'bidding',
    auth: 'token',
    bettingRequired: true,
    summary: 'Place Gali Disawar bids (Left, Right, Jodi).',
    request: SubmitBidRequest,
    response: OkResponse,
  }),
] as const;
