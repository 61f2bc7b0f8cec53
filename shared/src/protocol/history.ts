import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import { Text, TokenRequest, reply, success, tokenRequest } from './envelope';

/** Bid history filter: dates are `M/D/YYYY` without padding ("7/3/2024"). */
export const BidHistoryRequest = tokenRequest({ bid_from: Text(), bid_to: Text() });
export type BidHistoryRequest = Static<typeof BidHistoryRequest>;

/** Win history filter: dates are `M/D/YYYY` without padding. */
export const WinHistoryRequest = tokenRequest({ date_from: Text(), date_to: Text() });
export type WinHistoryRequest = Static<typeof WinHistoryRequest>;

/** A placed bid. `pana` names the bid type; `closedigits` is "" where unused. */
export const BidRecord = Type.Object({
  game_name: Type.String(),
  pana: Type.String(),
  session: Type.String(),
  digits: Type.String(),
  closedigits: Type.String(),
  points: Type.String(),
  bid_date: Type.String(),
});
export type BidRecord = Static<typeof BidRecord>;

/** A winning bid: the bid fields (points and bid_date may be left out) plus amount and date. */
export const WinRecord = Type.Object({
  game_name: Type.String(),
  pana: Type.String(),
  session: Type.String(),
  digits: Type.String(),
  closedigits: Type.String(),
  points: Type.Optional(Type.String()),
  bid_date: Type.Optional(Type.String()),
  amount: Type.String(),
  wining_date: Type.String(),
});
export type WinRecord = Static<typeof WinRecord>;

export const BidHistorySuccess = success({ bid_data: Type.Array(BidRecord) });
export type BidHistorySuccess = Static<typeof BidHistorySuccess>;
export const BidHistoryResponse = reply(BidHistorySuccess);
export type BidHistoryResponse = Static<typeof BidHistoryResponse>;

export const WinHistorySuccess = success({ win_data: Type.Array(WinRecord) });
export type WinHistorySuccess = Static<typeof WinHistorySuccess>;
export const WinHistoryResponse = reply(WinHistorySuccess);
export type WinHistoryResponse = Static<typeof WinHistoryResponse>;

/** Gali win history carries the rows under both keys; public clients read `bid_data`. */
export const GaliWinHistorySuccess = success({
  win_data: Type.Array(WinRecord),
  bid_data: Type.Array(WinRecord),
});
export type GaliWinHistorySuccess = Static<typeof GaliWinHistorySuccess>;
export const GaliWinHistoryResponse = reply(GaliWinHistorySuccess);
export type GaliWinHistoryResponse = Static<typeof GaliWinHistoryResponse>;

/** A wallet ledger entry. `transaction_type` and `amount_status`: see codes.ts. */
export const WalletTransaction = Type.Object({
  transaction_id: Type.String(),
  transaction_type: Type.String(),
  transaction_note: Type.String(),
  amount: Type.String(),
  amount_status: Type.String(),
  insert_date: Type.String(),
});
export type WalletTransaction = Static<typeof WalletTransaction>;

export const WalletHistorySuccess = success({
  transaction_history: Type.Array(WalletTransaction),
  wallet_amt: Type.String(),
});
export type WalletHistorySuccess = Static<typeof WalletHistorySuccess>;
export const WalletHistoryResponse = reply(WalletHistorySuccess);
export type WalletHistoryResponse = Static<typeof WalletHistoryResponse>;

/** The user is known by the token; `mobile_no` is context some clients add. */
export const WithdrawHistoryRequest = tokenRequest({ mobile_no: Type.Optional(Text()) });
export type WithdrawHistoryRequest = Static<typeof WithdrawHistoryRequest>;

/**
 * A withdraw request. The method is whichever of the three numbers is present;
 * `request_status`: see REQUEST_STATUS.
 */
export const WithdrawRequest = Type.Object({
  request_number: Type.String(),
  request_amount: Type.String(),
  request_status: Type.String(),
  insert_date: Type.String(),
  payment_receipt: Type.Optional(Type.String()),
  paytm_number: Type.Optional(Type.String()),
  google_pay_number: Type.Optional(Type.String()),
  phone_pay_number: Type.Optional(Type.String()),
});
export type WithdrawRequest = Static<typeof WithdrawRequest>;

export const WithdrawHistorySuccess = success({ withdrawdata: Type.Array(WithdrawRequest) });
export type WithdrawHistorySuccess = Static<typeof WithdrawHistorySuccess>;
export const WithdrawHistoryResponse = reply(WithdrawHistorySuccess);
export type WithdrawHistoryResponse = Static<typeof WithdrawHistoryResponse>;

export const HISTORY_ENDPOINTS = [
  endpoint({
    path: 'api-bid-history-data',
    group: 'history',
    auth: 'token',
    summary: 'Main-market bids placed between two dates.',
    request: BidHistoryRequest,
    response: BidHistoryResponse,
  }),
  endpoint({
    path: 'api-wining-history-data',
    group: 'history',
    auth: 'token',
    summary: 'Main-market wins between two dates.',
    request: WinHistoryRequest,
    response: WinHistoryResponse,
  }),
  endpoint({
    path: 'api-starline-bid-history-data',
    group: 'history',
    auth: 'token',
    summary: 'Starline bids placed between two dates.',
    request: BidHistoryRequest,
    response: BidHistoryResponse,
  }),
  endpoint({
    path: 'api-starline-wining-history-data',
    group: 'history',
    auth: 'token',
    summary: 'Starline wins between two dates.',
    request: WinHistoryRequest,
    response: WinHistoryResponse,
  }),
  endpoint({
    path: 'api-galidisawar-bid-history-data',
    group: 'history',
    auth: 'token',
    summary: 'Gali Disawar bids placed between two dates.',
    request: BidHistoryRequest,
    response: BidHistoryResponse,
  }),
  endpoint({
    path: 'api-galidisawar-wining-history-data',
    group: 'history',
    auth: 'token',
    summary: 'Gali Disawar wins between two dates (rows under win_data and bid_data).',
    request: WinHistoryRequest,
    response: GaliWinHistoryResponse,
  }),
  endpoint({
    path: 'api-wallet-transaction-history',
    group: 'history',
    auth: 'token',
    summary: 'The wallet ledger and the current balance.',
    request: TokenRequest,
    response: WalletHistoryResponse,
  }),
  endpoint({
    path: 'api-user-withdraw-transaction-history',
    group: 'history',
    auth: 'token',
    summary: "The user's withdraw requests and their status.",
    request: WithdrawHistoryRequest,
    response: WithdrawHistoryResponse,
  }),
] as const;
