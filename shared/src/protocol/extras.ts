/**
 * Endpoints of the real server's route table that neither spec names and no public Android
 * client calls, answered on the world's own state where a client could use them: a statement by
 * dates, one passbook row in detail, the SP Motor and SP DP TP combinations a bid screen could
 * preview, the app-version row, tips (the world has none) and the contact form. Shapes and
 * messages are the real server's script's (docs/protocol.md, What the simulator answers beyond
 * the specs).
 */
import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import {
  Amount,
  EmptyRequest,
  Failure,
  Id,
  NoRows,
  Text,
  emptyList,
  listReply,
  reply,
  request,
  success,
  tokenRequest,
} from './envelope';
import { WalletTransaction } from './history';

/** api-get-statement: the passbook between two dates, read as PHP's strtotime reads them. */
export const StatementRequest = tokenRequest({ date_from: Text(), date_to: Text() });
export const StatementResponse = listReply(
  success({ transaction_history: Type.Array(WalletTransaction) }),
  emptyList({ transaction_history: NoRows }),
);

/**
 * One passbook row in detail: the row, and what its code joins. A deposit (code 1) adds its
 * receipt; a withdrawal (2) the request's method, numbers, receipt and remark; a bid (5) the bid;
 * transfers, the welcome bonus and main wins (3, 4, 6, 8) nothing more.
 */
export const TransactionDetail = Type.Object({
  amount: Type.String(),
  transaction_type: Type.String(),
  transaction_note: Type.String(),
  transfer_note: Type.String(),
  tx_request_number: Type.String(),
  amount_status: Type.String(),
  insert_date: Type.String(),
  fund_payment_receipt: Type.Optional(Type.String()),
  payment_method: Type.Optional(Type.String()),
  bank_name: Type.Optional(Type.String()),
  branch_address: Type.Optional(Type.String()),
  ac_holder_name: Type.Optional(Type.String()),
  ac_number: Type.Optional(Type.String()),
  ifsc_code: Type.Optional(Type.String()),
  paytm_number: Type.Optional(Type.String()),
  google_pay_number: Type.Optional(Type.String()),
  phone_pay_number: Type.Optional(Type.String()),
  payment_receipt: Type.Optional(Type.String()),
  remark: Type.Optional(Type.String()),
  game_name: Type.Optional(Type.String()),
  pana: Type.Optional(Type.String()),
  session: Type.Optional(Type.String()),
  digits: Type.Optional(Type.String()),
  closedigits: Type.Optional(Type.String()),
  /** The bid's session date, `YYYY-MM-DD` as the database holds it. */
  bid_date: Type.Optional(Type.String()),
});
export type TransactionDetail = Static<typeof TransactionDetail>;

export const ViewTransactionRequest = tokenRequest({ transaction_id: Id });
export const ViewTransactionResponse = listReply(
  success({ transaction_Data: Type.Array(TransactionDetail) }),
  emptyList({ transaction_Data: NoRows }),
);

/** One generated pana with the points it would carry (and, for SP DP TP, its kind's label). */
export const Combination = Type.Object({
  number: Type.String(),
  points: Amount,
  pana: Type.Optional(Type.String()),
});

/** The combinations found: no `msg`, as the real server answers them. */
export const CombinationResponse = Type.Union([
  Type.Object({
    status: Type.Literal(true),
    /** Spelt so by the real server. */
    posssible_array: Type.Array(Combination),
    total_bid_amount: Type.Integer(),
    wallet_amt_after_bid: Type.Integer(),
  }),
  Failure,
]);

/** `type` 8 asks for single panas, anything else for double panas. */
export const SpMotorRequest = tokenRequest({ type: Id, number: Text(), points: Amount });

/** A flag is on when it is 1 (or "1"); off, or absent, it adds nothing. */
export const SpDpTpRequest = tokenRequest({
  number: Text(),
  sp_flag: Type.Optional(Id),
  dp_flag: Type.Optional(Id),
  tp_flag: Type.Optional(Id),
  points: Amount,
});

/** The app-version row, as the version table holds it. */
export const VersionRow = Type.Object({
  user_current_version: Type.String(),
  user_minimum_version: Type.String(),
  pop_status: Type.String(),
  message: Type.String(),
  link: Type.String(),
  link_btn_text: Type.String(),
  action_type: Type.String(),
  action_btn_text: Type.String(),
  /** `YYYY-MM-DD` or "". */
  app_date: Type.String(),
});

export const TipsDetailsRequest = request({ tips_id: Id });

/** The contact form: every field as the player typed it. */
export const ContactUsRequest = request({
  user_name: Type.Optional(Text()),
  mobile: Type.Optional(Text()),
  email: Type.Optional(Text()),
  enquiry: Type.Optional(Text(2000)),
});

export const EXTRA_ENDPOINTS = [
  endpoint({
    path: 'api-get-statement',
    group: 'extras',
    auth: 'token',
    summary: 'The passbook rows between two dates.',
    request: StatementRequest,
    response: StatementResponse,
  }),
  endpoint({
    path: 'api-view-wallet-transaction-history',
    group: 'extras',
    auth: 'token',
    summary: 'One passbook row, with the request or bid behind it.',
    request: ViewTransactionRequest,
    response: ViewTransactionResponse,
  }),
  endpoint({
    path: 'api-get-sp-motor-combination',
    group: 'extras',
    auth: 'token',
    summary: 'The single (type 8) or double panas the entered digits make, and their cost.',
    request: SpMotorRequest,
    response: CombinationResponse,
  }),
  endpoint({
    path: 'api-get-sp-dp-tp-combination',
    group: 'extras',
    auth: 'token',
    summary: 'The single, double and triple panas of an ank, and their cost.',
    request: SpDpTpRequest,
    response: CombinationResponse,
  }),
  endpoint({
    path: 'api-get-app-version-details',
    group: 'extras',
    auth: 'key',
    summary: 'The app-version row behind the dashboard update pop-up.',
    request: EmptyRequest,
    response: reply(success({ versionDetails: Type.Array(VersionRow) })),
  }),
  endpoint({
    path: 'api-get-tips-list',
    group: 'extras',
    auth: 'key',
    summary: 'Tips: the world has none.',
    request: EmptyRequest,
    response: reply(success({ tips: Type.Array(Type.Never()) })),
  }),
  endpoint({
    path: 'api-view-tips-details',
    group: 'extras',
    auth: 'key',
    summary: 'One tip: the world has none.',
    request: TipsDetailsRequest,
    response: reply(success({ tipsDetails: Type.Array(Type.Never()) })),
  }),
  endpoint({
    path: 'api-submit-contact-us',
    group: 'extras',
    auth: 'key',
    summary: 'The contact form: taken, kept nowhere but the journal.',
    request: ContactUsRequest,
    response: reply(success({})),
  }),
] as const;
