/**
 * Deposits: the payment gateway's status, the QR and bank details a deposit pays to, and the
 * deposit (fund) requests. Wallet, withdrawals and transfers are in funds.ts.
 */
import { Type, type Static } from 'typebox';
import { Amount, EmptyRequest, TokenRequest, reply, success, tokenRequest } from './envelope';
import { endpoint } from './define';
import { TokenMobileRequest } from './funds';

/** A money amount or limit as the database holds it (text). */
const Money = Type.String();

/** `getaway_status` "1" UPI and QR, "2" UPI only, "3" QR only. */
export const GatewayStatusSuccess = success({ getaway_status: Type.String() });
export type GatewayStatusSuccess = Static<typeof GatewayStatusSuccess>;
export const GatewayStatusResponse = reply(GatewayStatusSuccess);
export type GatewayStatusResponse = Static<typeof GatewayStatusResponse>;

export const QrData = Type.Object({ upi_id: Type.String(), qr_image: Type.String() });
export type QrData = Static<typeof QrData>;

export const QrPaySuccess = success({ qrdata: Type.Array(QrData) });
export type QrPaySuccess = Static<typeof QrPaySuccess>;
export const QrPayResponse = reply(QrPaySuccess);
export type QrPayResponse = Static<typeof QrPayResponse>;

export const BankDetails = Type.Object({
  upi_payment_id: Type.String(),
  google_upi_payment_id: Type.String(),
  phonepay_upi_payment_id: Type.String(),
  ac_holder_name: Type.String(),
  account_number: Type.String(),
  ifsc_code: Type.String(),
});
export type BankDetails = Static<typeof BankDetails>;

export const BankDetailsSuccess = success({ bank_details: Type.Array(BankDetails) });
export type BankDetailsSuccess = Static<typeof BankDetailsSuccess>;
export const BankDetailsResponse = reply(BankDetailsSuccess);
export type BankDetailsResponse = Static<typeof BankDetailsResponse>;

/** A deposit (fund) request; `request_status`: see REQUEST_STATUS. */
export const DepositRequest = Type.Object({
  amount: Money,
  insert_date: Type.String(),
  payment_method: Type.String(),
  payment_receipt: Type.String(),
  request_status: Type.String(),
  tx_request_number: Type.String(),
});
export type DepositRequest = Static<typeof DepositRequest>;

/** Deposit limits; `last_req_detail` holds the last deposit request, if any. */
export const LastFundRequestSuccess = success({
  min_amt: Money,
  max_amt: Money,
  last_req_detail: Type.Array(DepositRequest),
});
export type LastFundRequestSuccess = Static<typeof LastFundRequestSuccess>;
export const LastFundRequestResponse = reply(LastFundRequestSuccess);
export type LastFundRequestResponse = Static<typeof LastFundRequestResponse>;

export const FundRequestAddRequest = tokenRequest({ request_amount: Amount });
export type FundRequestAddRequest = Static<typeof FundRequestAddRequest>;
/** A pending deposit was recorded under this (numeric) id. */
export const FundRequestAddSuccess = success({ fund_request_id: Type.Integer() });
export type FundRequestAddSuccess = Static<typeof FundRequestAddSuccess>;
export const FundRequestAddResponse = reply(FundRequestAddSuccess);
export type FundRequestAddResponse = Static<typeof FundRequestAddResponse>;

export const DepositListSuccess = success({ result: Type.Array(DepositRequest) });
export type DepositListSuccess = Static<typeof DepositListSuccess>;
export const DepositListResponse = reply(DepositListSuccess);
export type DepositListResponse = Static<typeof DepositListResponse>;

/** The deposit endpoints: gateway status, QR and bank details, deposit requests. */
export const DEPOSIT_ENDPOINTS = [
  endpoint({
    path: 'apiGetawayStatus',
    group: 'funds',
    auth: 'key',
    summary: 'Deposit gateway: 1 UPI and QR, 2 UPI only, 3 QR only.',
    request: EmptyRequest,
    response: GatewayStatusResponse,
  }),
  endpoint({
    path: 'api-get-qr-pay',
    group: 'funds',
    auth: 'key',
    summary: 'The deposit QR code and UPI id.',
    request: EmptyRequest,
    response: QrPayResponse,
  }),
  endpoint({
    path: 'api-admin-bank-details',
    group: 'funds',
    auth: 'key',
    summary: "The operator's UPI ids and bank account for deposits.",
    request: EmptyRequest,
    response: BankDetailsResponse,
  }),
  endpoint({
    path: 'api-last-fund-request-detail',
    group: 'funds',
    auth: 'token',
    summary: 'Deposit limits and the last deposit request.',
    request: TokenRequest,
    response: LastFundRequestResponse,
  }),
  endpoint({
    path: 'api-fund-request-add',
    group: 'funds',
    auth: 'token',
    bettingRequired: true,
    summary: 'Record a pending deposit after the UPI app was opened.',
    request: FundRequestAddRequest,
    response: FundRequestAddResponse,
  }),
  endpoint({
    path: 'api-get-auto-deposit-list',
    group: 'funds',
    auth: 'token',
    summary: "The user's deposit requests.",
    request: TokenMobileRequest,
    response: DepositListResponse,
  }),
] as const;
