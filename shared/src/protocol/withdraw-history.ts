/** Withdraw history: the player's withdraw requests and their answer (the list endpoint). */
import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import { Text, emptyList, listReply, success, tokenRequest, NoRows } from './envelope';

/** The user is known by the token; `mobile_no` is context some clients add. */
export const WithdrawHistoryRequest = tokenRequest({ mobile_no: Type.Optional(Text()) });
export type WithdrawHistoryRequest = Static<typeof WithdrawHistoryRequest>;

/**
 * A withdraw request. The method is `payment_method` (2, 3, 4 as text) and whichever of the three
 * numbers is present; `request_status`: see REQUEST_STATUS; `request_number` a 6-7 digit number.
 */
export const WithdrawRequest = Type.Object({
  withdraw_request_id: Type.String(),
  request_amount: Type.String(),
  request_number: Type.String(),
  request_status: Type.String(),
  payment_method: Type.String(),
  bank_name: Type.String(),
  branch_address: Type.String(),
  ac_holder_name: Type.String(),
  ac_number: Type.String(),
  ifsc_code: Type.String(),
  paytm_number: Type.String(),
  google_pay_number: Type.String(),
  phone_pay_number: Type.String(),
  remark: Type.String(),
  payment_receipt: Type.String(),
  insert_date: Type.String(),
});
export type WithdrawRequest = Static<typeof WithdrawRequest>;

const withdrawHistoryFields = {
  /** The newest request's status, "" when there is none. */
  last_request_status: Type.String(),
  withdraw_open_time: Type.String(),
  withdraw_close_time: Type.String(),
  wallet_amt: Type.String(),
};

export const WithdrawHistorySuccess = success({
  withdrawdata: Type.Array(WithdrawRequest),
  ...withdrawHistoryFields,
});
export type WithdrawHistorySuccess = Static<typeof WithdrawHistorySuccess>;
export const WithdrawHistoryResponse = listReply(
  WithdrawHistorySuccess,
  emptyList({ withdrawdata: NoRows, ...withdrawHistoryFields }),
);
export type WithdrawHistoryResponse = Static<typeof WithdrawHistoryResponse>;

export const WITHDRAW_HISTORY_ENDPOINTS = [
  endpoint({
    path: 'api-user-withdraw-transaction-history',
    group: 'history',
    auth: 'token',
    summary: "The user's withdraw requests and their status.",
    request: WithdrawHistoryRequest,
    response: WithdrawHistoryResponse,
  }),
] as const;
