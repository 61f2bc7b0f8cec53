import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import {
  Amount,
  LIMITS,
  OkResponse,
  Text,
  TokenRequest,
  emptyList,
  listReply,
  reply,
  request,
  success,
  tokenRequest,
} from './envelope';

/** A money amount or limit as the database holds it (text). */
const Money = Type.String();

/**
 * The balance and the limits. `wallet_amt`, `hold_amt` and `transfer_point_status` come from the
 * player's row: a token the server does not know answers without them.
 */
export const WalletBalanceSuccess = success({
  wallet_amt: Type.Optional(Money),
  hold_amt: Type.Optional(Money),
  transfer_point_status: Type.Optional(Type.String()),
  min_withdrawal: Money,
  max_withdrawal: Money,
  min_transfer: Money,
  max_transfer: Money,
  /** 12-hour India time, e.g. "09:00 AM". */
  withdraw_open_time: Type.String(),
  withdraw_close_time: Type.String(),
});
export type WalletBalanceSuccess = Static<typeof WalletBalanceSuccess>;
export const WalletBalanceResponse = reply(WalletBalanceSuccess);
export type WalletBalanceResponse = Static<typeof WalletBalanceResponse>;

/**
 * The saved numbers, "" each when not saved; `ac_holder_name` the saved bank account's holder and
 * `insert_date` when the first was saved (unformatted, "2021-11-19 14:44:37"; "" when none was).
 */
export const PaymentDetails = Type.Object({
  google_pay_number: Type.String(),
  paytm_number: Type.String(),
  phone_pay_number: Type.String(),
  ac_holder_name: Type.String(),
  insert_date: Type.String(),
});
export type PaymentDetails = Static<typeof PaymentDetails>;

export const PaymentDetailsSuccess = success({ payment_details: Type.Array(PaymentDetails) });
export type PaymentDetailsSuccess = Static<typeof PaymentDetailsSuccess>;
export const PaymentDetailsResponse = reply(PaymentDetailsSuccess);
export type PaymentDetailsResponse = Static<typeof PaymentDetailsResponse>;

/** A request that names the user's mobile as context; the token identifies the user. */
export const TokenMobileRequest = tokenRequest({ mobile_no: Type.Optional(Text()) });
export type TokenMobileRequest = Static<typeof TokenMobileRequest>;

/** `type` is computed: 1 the bank account (listed first), 2 Google Pay, 3 Paytm, 4 PhonePe. */
export const PaymentMethod = Type.Object({
  type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
  name: Type.String(),
  value: Type.String(),
});
export type PaymentMethod = Static<typeof PaymentMethod>;

export const PaymentMethodListSuccess = success({
  result: Type.Array(PaymentMethod),
  min_amt: Money,
});
export type PaymentMethodListSuccess = Static<typeof PaymentMethodListSuccess>;
/** None saved: status false with the empty list (and, as the real server has it, max_withdrawal as min_amt). */
export const PaymentMethodListResponse = listReply(
  PaymentMethodListSuccess,
  emptyList({ result: Type.Array(Type.Never()), min_amt: Money }),
);
export type PaymentMethodListResponse = Static<typeof PaymentMethodListResponse>;

/** A UPI number field: public clients send `null` for the two not being added. */
const UpiNumber = Type.Optional(Type.Union([Text(), Type.Null()]));

/** `upi_type` "1" Paytm, "2" Google Pay, "3" PhonePe; the number in its own field. */
export const AddUpiRequest = tokenRequest({
  upi_type: Type.Union([
    Type.Literal('1'),
    Type.Literal('2'),
    Type.Literal('3'),
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
  ]),
  paytm_no: UpiNumber,
  google_pay_no: UpiNumber,
  phon_pay_no: UpiNumber,
});
export type AddUpiRequest = Static<typeof AddUpiRequest>;

/**
 * `payment_method` 1 the bank account, 2 Google Pay, 3 Paytm, 4 PhonePe (number or text). Public
 * clients send `""`, or nothing, when the player saved no number: the real server takes it (strict
 * refuses it).
 */
export const WithdrawFundRequest = tokenRequest({
  mobile: Type.Optional(Text()),
  request_amount: Amount,
  payment_method: Type.Optional(
    Type.Union([
      Type.Literal(1),
      Type.Literal('1'),
      Type.Literal(2),
      Type.Literal(3),
      Type.Literal(4),
      Type.Literal('2'),
      Type.Literal('3'),
      Type.Literal('4'),
      Type.Literal(''),
    ]),
  ),
});
export type WithdrawFundRequest = Static<typeof WithdrawFundRequest>;

/** A request was recorded: `fund_request_id` is its number in the withdraw list. */
export const WithdrawFundSuccess = success({ fund_request_id: Type.Integer() });
export type WithdrawFundSuccess = Static<typeof WithdrawFundSuccess>;
export const WithdrawFundResponse = reply(WithdrawFundSuccess);
export type WithdrawFundResponse = Static<typeof WithdrawFundResponse>;

/**
 * The receiver of a transfer, by mobile number. The real server reads nothing else, and SMG sends
 * no token: real answers without one, strict refuses it (as any unknown token).
 */
export const TransferCheckRequest = request({
  unique_token: Type.Optional(Text()),
  mobile_no: Text(),
});
export type TransferCheckRequest = Static<typeof TransferCheckRequest>;
export const TransferCheckSuccess = success({ user_name: Type.String() });
export type TransferCheckSuccess = Static<typeof TransferCheckSuccess>;
export const TransferCheckResponse = reply(TransferCheckSuccess);
export type TransferCheckResponse = Static<typeof TransferCheckResponse>;

/**
 * A bank account, saved in the row that holds the UPI numbers. Tara adds `user_id` and
 * `insert_date` (both ""), which the real server ignores; `ac_number` 9 to 18 digits (strict).
 */
export const AddBankDetailsRequest = tokenRequest({
  bank_name: Text(),
  branch_address: Type.Optional(Type.Union([Text(), Type.Null()])),
  ac_holder_name: Text(),
  ac_number: Text(),
  ifsc_code: Text(),
});
export type AddBankDetailsRequest = Static<typeof AddBankDetailsRequest>;
/** `bank_id` (a number) when the player's row was made now; none when it was updated. */
export const AddBankDetailsSuccess = success({ bank_id: Type.Optional(Type.Integer()) });
export type AddBankDetailsSuccess = Static<typeof AddBankDetailsSuccess>;
export const AddBankDetailsResponse = reply(AddBankDetailsSuccess);
export type AddBankDetailsResponse = Static<typeof AddBankDetailsResponse>;

export const TransferRequest = tokenRequest({
  amount: Amount,
  mobile_no: Text(),
  transfer_note: Type.Optional(Text(LIMITS.NOTE)),
});
export type TransferRequest = Static<typeof TransferRequest>;

export const FUNDS_ENDPOINTS = [
  endpoint({
    path: 'api-user-wallet-balance',
    group: 'funds',
    auth: 'token',
    summary: 'Balance, held amount, withdraw and transfer limits, withdraw window.',
    request: TokenRequest,
    response: WalletBalanceResponse,
  }),
  endpoint({
    path: 'api-get-user-payment-details',
    group: 'funds',
    auth: 'token',
    summary: "The user's saved UPI numbers.",
    request: TokenRequest,
    response: PaymentDetailsResponse,
  }),
  endpoint({
    path: 'api-user-payment-method-list',
    group: 'funds',
    auth: 'token',
    summary: 'Withdraw methods the user has set up, and the minimum amount.',
    request: TokenMobileRequest,
    response: PaymentMethodListResponse,
  }),
  endpoint({
    path: 'api-add-user-upi-details',
    group: 'funds',
    auth: 'token',
    summary: 'Save a UPI number (upi_type 1 Paytm, 2 Google Pay, 3 PhonePe).',
    request: AddUpiRequest,
    response: OkResponse,
  }),
  endpoint({
    path: 'api-add-user-bank-details',
    group: 'funds',
    auth: 'token',
    summary: 'Save the bank account (listed as withdraw method 1).',
    request: AddBankDetailsRequest,
    response: AddBankDetailsResponse,
  }),
  endpoint({
    path: 'api-user-withdraw-fund-request',
    group: 'funds',
    auth: 'token',
    bettingRequired: true,
    summary: 'Request a withdrawal; the amount is held (hold_amt) until decided.',
    request: WithdrawFundRequest,
    response: WithdrawFundResponse,
  }),
  endpoint({
    path: 'api-check-user-for-transfer-amt',
    group: 'funds',
    auth: 'token',
    summary: 'Look up the receiver of a transfer by mobile number (real: no token needed).',
    request: TransferCheckRequest,
    response: TransferCheckResponse,
  }),
  endpoint({
    path: 'api-user-transfer-wallet-balance',
    group: 'funds',
    auth: 'token',
    bettingRequired: true,
    summary: 'Transfer points to another user (two transactions: out and in).',
    request: TransferRequest,
    response: OkResponse,
  }),
] as const;
