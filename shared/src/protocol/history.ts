import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import {
  Text,
  TokenRequest,
  emptyList,
  listReply,
  success,
  tokenRequest,
  NoRows,
} from './envelope';
import { DeviceRow } from './markets';

/**
 * Bid history filter: dates are `M/D/YYYY` without padding ("7/3/2024"); the real server reads
 * other date texts too, as strtotime does (the Android clients send "5-3-2025", day first), and
 * two empty dates mean today.
 */
export const BidHistoryRequest = tokenRequest({ bid_from: Text(), bid_to: Text() });
export type BidHistoryRequest = Static<typeof BidHistoryRequest>;

/** Win history filter: as the bid history's, under other names. */
export const WinHistoryRequest = tokenRequest({ date_from: Text(), date_to: Text() });
export type WinHistoryRequest = Static<typeof WinHistoryRequest>;

/**
 * A placed bid. `pana` names the bid type; `closedigits` is "" where unused; `bid_date` is the
 * time it was placed, "23 Nov 2026 12:04:35 PM"; `bid_tx_id` the number of its wallet row.
 */
export const BidRecord = Type.Object({
  game_name: Type.String(),
  pana: Type.String(),
  session: Type.String(),
  digits: Type.String(),
  closedigits: Type.String(),
  points: Type.String(),
  bid_tx_id: Type.String(),
  bid_date: Type.String(),
});
export type BidRecord = Static<typeof BidRecord>;

/**
 * A win: its wallet row (amount, transaction_*, amount_status, tx_request_number, wining_date)
 * with the winning bid's fields. No points, no bid_date. `wining_date` is "17 November 26 05:45"
 * (main and Gali) or "17 Nov 2026 05:45:00 PM" (Starline).
 */
export const WinRecord = Type.Object({
  amount: Type.String(),
  transaction_type: Type.String(),
  transaction_note: Type.String(),
  amount_status: Type.String(),
  tx_request_number: Type.String(),
  wining_date: Type.String(),
  game_name: Type.String(),
  pana: Type.String(),
  session: Type.String(),
  digits: Type.String(),
  closedigits: Type.String(),
});
export type WinRecord = Static<typeof WinRecord>;

export const BidHistorySuccess = success({ bid_data: Type.Array(BidRecord) });
export type BidHistorySuccess = Static<typeof BidHistorySuccess>;
export const BidHistoryResponse = listReply(BidHistorySuccess, emptyList({ bid_data: NoRows }));
export type BidHistoryResponse = Static<typeof BidHistoryResponse>;

/** Main and Starline wins: the rows under `win_data`. */
export const WinHistorySuccess = success({ win_data: Type.Array(WinRecord) });
export type WinHistorySuccess = Static<typeof WinHistorySuccess>;
export const WinHistoryResponse = listReply(WinHistorySuccess, emptyList({ win_data: NoRows }));
export type WinHistoryResponse = Static<typeof WinHistoryResponse>;

/**
 * Gali wins: the sibling deployment's script writes the rows under `win_data`, while public clients
 * of this deployment read `bid_data`. The simulator answers both keys; a client reads either.
 */
export const GaliWinHistorySuccess = success({
  win_data: Type.Optional(Type.Array(WinRecord)),
  bid_data: Type.Optional(Type.Array(WinRecord)),
});
export type GaliWinHistorySuccess = Static<typeof GaliWinHistorySuccess>;
export const GaliWinHistoryResponse = listReply(
  GaliWinHistorySuccess,
  emptyList({ win_data: Type.Optional(NoRows), bid_data: Type.Optional(NoRows) }),
);
export type GaliWinHistoryResponse = Static<typeof GaliWinHistoryResponse>;

/**
 * A wallet ledger entry. `transaction_type` and `amount_status`: see codes.ts; `insert_date`
 * "23 Nov 2026 12:04:35 PM"; `transfer_note` the sender's note on transfers, else "".
 */
export const WalletTransaction = Type.Object({
  transaction_id: Type.String(),
  amount: Type.String(),
  transaction_type: Type.String(),
  transaction_note: Type.String(),
  transfer_note: Type.String(),
  amount_status: Type.String(),
  insert_date: Type.String(),
  tx_request_number: Type.String(),
});
export type WalletTransaction = Static<typeof WalletTransaction>;

/** What the passbook carries besides its rows, empty or not. */
const passbookFields = {
  wallet_amt: Type.String(),
  /** Points held by pending withdraw requests. */
  hold_amt: Type.String(),
  withdraw_open_time: Type.String(),
  withdraw_close_time: Type.String(),
  /** The player's devices, newest first (an Android client signs out unless its own is listed). */
  device_result: Type.Array(DeviceRow),
};

/** Every row, and the credits (`in_history`) and debits (`out_history`) apart. */
export const WalletHistorySuccess = success({
  transaction_history: Type.Array(WalletTransaction),
  in_history: Type.Array(WalletTransaction),
  out_history: Type.Array(WalletTransaction),
  ...passbookFields,
});
export type WalletHistorySuccess = Static<typeof WalletHistorySuccess>;
export const WalletHistoryResponse = listReply(
  WalletHistorySuccess,
  emptyList({
    transaction_history: NoRows,
    in_history: NoRows,
    out_history: NoRows,
    ...passbookFields,
  }),
);
export type WalletHistoryResponse = Static<typeof WalletHistoryResponse>;

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
    summary: 'Gali Disawar wins between two dates (the rows under win_data and bid_data).',
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
] as const;
