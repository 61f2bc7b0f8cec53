/**
 * Deposits: the payment gateway's status, the QR and bank details a deposit pays to, deposit
 * requests, UPI deposits and payment slips. Wallet, withdrawals and transfers are in funds.ts.
 */
import { Type, type Static } from 'typebox';
import {
  Amount,
  EmptyRequest,
  Id,
  NoRows,
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

/**
 * A deposit row, every value text. The real server's columns (the sample a public client carries):
 * `id`, `user_id`, `amount`, `tx_request_number`, `txn_id`, `txn_ref`, `insert_date` (unformatted,
 * "2021-11-19 14:44:37"), `payment_method` ("Google Pay", "Phone Pe", "Others"; a deposit request
 * "UPI"), `paid_upi`, `fund_status` (FUND_STATUS), `deposit_type` (DEPOSIT_TYPE), `reject_remark`;
 * and the spec's `payment_receipt` and `request_status` (REQUEST_STATUS, the withdraw order).
 */
export const DepositRequest = Type.Object({
  id: Type.String(),
  user_id: Type.String(),
  amount: Money,
  tx_request_number: Type.String(),
  txn_id: Type.String(),
  txn_ref: Type.String(),
  insert_date: Type.String(),
  payment_method: Type.String(),
  paid_upi: Type.String(),
  fund_status: Type.String(),
  deposit_type: Type.String(),
  reject_remark: Type.String(),
  payment_receipt: Type.String(),
  request_status: Type.String(),
});
export type DepositRequest = Static<typeof DepositRequest>;

/**
 * A deposit request as the fund-request calls list it: `request_status` as REQUEST_STATUS,
 * `insert_date` "19 Nov 2021".
 */
export const FundRequestRecord = Type.Object({
  fund_request_id: Type.String(),
  request_amount: Money,
  request_number: Type.String(),
  request_status: Type.String(),
  insert_date: Type.String(),
});
export type FundRequestRecord = Static<typeof FundRequestRecord>;

/** The deposit limits and which UPI apps a deposit may be paid with (numbers, 1 offered). */
const lastFundFields = {
  min_amt: Money,
  max_amt: Money,
  google_upi_option: Type.Integer(),
  phone_upi_option: Type.Integer(),
  other_upi_option: Type.Integer(),
};

/**
 * The latest pending deposit request, as the real server answers it: no `msg` either way, and
 * `status: false` with `last_req_detail: []` when none is pending (ANSWERS_WITHOUT_MSG).
 */
export const LastFundRequestSuccess = Type.Object({
  status: Type.Literal(true),
  last_req_detail: Type.Array(FundRequestRecord, { minItems: 1 }),
  ...lastFundFields,
});
export type LastFundRequestSuccess = Static<typeof LastFundRequestSuccess>;
export const NoPendingFundRequest = Type.Object({
  status: Type.Literal(false),
  last_req_detail: NoRows,
  ...lastFundFields,
});
export type NoPendingFundRequest = Static<typeof NoPendingFundRequest>;
export const LastFundRequestResponse = listReply(LastFundRequestSuccess, NoPendingFundRequest);
export type LastFundRequestResponse = Static<typeof LastFundRequestResponse>;

/** `utr_number`: the UPI reference a public client sends (the real server ignores it). */
export const FundRequestAddRequest = tokenRequest({
  request_amount: Amount,
  utr_number: Type.Optional(Type.Union([Text(), Type.Null()])),
});
export type FundRequestAddRequest = Static<typeof FundRequestAddRequest>;
/** A pending deposit was recorded under this (numeric) id. */
export const FundRequestAddSuccess = success({ fund_request_id: Type.Integer() });
export type FundRequestAddSuccess = Static<typeof FundRequestAddSuccess>;
export const FundRequestAddResponse = reply(FundRequestAddSuccess);
export type FundRequestAddResponse = Static<typeof FundRequestAddResponse>;

/** Always `status: true`, as the real server answers it, the list empty or not. */
export const DepositListSuccess = success({ result: Type.Array(DepositRequest) });
export type DepositListSuccess = Static<typeof DepositListSuccess>;
export const DepositListResponse = reply(DepositListSuccess);
export type DepositListResponse = Static<typeof DepositListResponse>;

/** A UPI app's flag: "1" (or 1) names the app that paid, "0" the others. */
const UpiAppFlag = Type.Optional(Type.Union([Text(20), Type.Number(), Type.Null()]));

/**
 * A deposit paid in a UPI app: `txn_id` and `txn_ref` are what the app returned (null taken); one
 * of `upigpay`, `upiphonepe`, `otherupi` is "1". SMG adds `request_amount` (its txn id: ignored).
 */
export const AddMoneyViaUpiRequest = tokenRequest({
  amount: Amount,
  txn_id: Type.Union([Text(), Type.Null()]),
  txn_ref: Type.Union([Text(), Type.Null()]),
  upigpay: UpiAppFlag,
  upiphonepe: UpiAppFlag,
  otherupi: UpiAppFlag,
  paid_upi: Type.Optional(Type.Union([Text(), Type.Null()])),
  request_amount: Type.Optional(Type.Union([Text(), Type.Number(), Type.Null()])),
});
export type AddMoneyViaUpiRequest = Static<typeof AddMoneyViaUpiRequest>;

/**
 * A decided deposit request, as the real server lists it (`fund_payment_receipt` the slip's or the
 * receipt's link, else the upload folder's), and the same requests under `transaction_history`
 * as a passbook's rows, which one public client reads instead.
 */
export const FundRequestHistoryRecord = Type.Object({
  fund_request_id: Type.String(),
  request_amount: Money,
  request_number: Type.String(),
  request_status: Type.String(),
  fund_payment_receipt: Type.String(),
  insert_date: Type.String(),
});
export type FundRequestHistoryRecord = Static<typeof FundRequestHistoryRecord>;
export const FundRequestLedgerRecord = Type.Object({
  transaction_type: Type.String(),
  transaction_note: Type.String(),
  amount: Money,
  insert_date: Type.String(),
});
export type FundRequestLedgerRecord = Static<typeof FundRequestLedgerRecord>;

export const FundRequestHistorySuccess = success({
  fund_req_history: Type.Array(FundRequestHistoryRecord),
  transaction_history: Type.Array(FundRequestLedgerRecord),
});
export type FundRequestHistorySuccess = Static<typeof FundRequestHistorySuccess>;
export const FundRequestHistoryResponse = listReply(
  FundRequestHistorySuccess,
  emptyList({ fund_req_history: NoRows, transaction_history: NoRows }),
);
export type FundRequestHistoryResponse = Static<typeof FundRequestHistoryResponse>;

/**
 * A file part of a multipart body, as the simulator reads it: its name and type as sent, its size,
 * its SHA-256 and its first bytes (hex), which tell an image's kind. The bytes are not kept.
 */
export const UploadedFile = Type.Object({
  filename: Type.String({ maxLength: 255 }),
  content_type: Type.String({ maxLength: 200 }),
  size: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ maxLength: 64 }),
  head: Type.String({ maxLength: 32 }),
});
export type UploadedFile = Static<typeof UploadedFile>;

/**
 * A payment slip for a deposit request: `multipart/form-data` with the text parts and the file
 * part `payment_slip`. The real server needs `fund_request_id`; SMG sends `unique_token` and
 * `request_amount` instead.
 */
export const PaymentSlipUploadRequest = request({
  unique_token: Type.Optional(Text()),
  fund_request_id: Type.Optional(Id),
  request_amount: Type.Optional(Type.Union([Text(), Type.Number()])),
  payment_slip: Type.Optional(UploadedFile),
});
export type PaymentSlipUploadRequest = Static<typeof PaymentSlipUploadRequest>;
/** The request's status once the slip is attached. */
export const PaymentSlipUploadSuccess = success({ request_status: Type.String() });
export type PaymentSlipUploadSuccess = Static<typeof PaymentSlipUploadSuccess>;
export const PaymentSlipUploadResponse = reply(PaymentSlipUploadSuccess);
export type PaymentSlipUploadResponse = Static<typeof PaymentSlipUploadResponse>;

/** How to pay a deposit by UPI: four steps to show, the UPI id and a QR image to load. */
export const PaymentData = Type.Object({
  step1: Type.String(),
  step2: Type.String(),
  step3: Type.String(),
  step4: Type.String(),
  upi: Type.String(),
  qr: Type.String(),
});
export type PaymentData = Static<typeof PaymentData>;
export const PaymentDataSuccess = success({ payment_data: PaymentData });
export type PaymentDataSuccess = Static<typeof PaymentDataSuccess>;
export const PaymentDataResponse = reply(PaymentDataSuccess);
export type PaymentDataResponse = Static<typeof PaymentDataResponse>;

/** The deposit endpoints: gateway status, QR and bank details, deposit requests, UPI deposits. */
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
    summary: 'Deposit limits, UPI app options and the latest pending deposit request (no msg).',
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
    summary: "The user's deposits: UPI deposits and deposit requests.",
    request: TokenMobileRequest,
    response: DepositListResponse,
  }),
  endpoint({
    path: 'api-add-money-via-upi',
    group: 'funds',
    auth: 'token',
    bettingRequired: true,
    summary:
      'A deposit paid in a UPI app: Google Pay and PhonePe credited at once, others pending.',
    request: AddMoneyViaUpiRequest,
    response: OkResponse,
  }),
  endpoint({
    path: 'api-fund-request-history',
    group: 'funds',
    auth: 'token',
    summary: "The user's decided deposit requests.",
    request: TokenRequest,
    response: FundRequestHistoryResponse,
  }),
  endpoint({
    path: 'api-fund-payment-slip-upload',
    group: 'funds',
    auth: 'token',
    summary: 'Attach a payment slip (multipart/form-data, JPEG or PNG) to a deposit request.',
    request: PaymentSlipUploadRequest,
    response: PaymentSlipUploadResponse,
  }),
  endpoint({
    path: 'api-payment-data',
    group: 'funds',
    auth: 'open',
    summary: 'How to pay a deposit: four steps, the UPI id and a QR image (GET or POST, no key).',
    request: EmptyRequest,
    response: PaymentDataResponse,
  }),
] as const;
