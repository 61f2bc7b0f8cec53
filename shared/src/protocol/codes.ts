/** A market row's `msg` beside its msg_status. */
export const MARKET_MSG = {
  RUNNING: 'Market Running',
  CLOSED: 'Market Closed',
  /** The market does not play today. */
  OFF_TODAY: 'Market closed',
} as const;

/** The `env_type` every production body carries. */
export const ENV_TYPE = 'Prod';

/** Wallet transaction `amount_status` (what moved the money). */
export const AMOUNT_STATUS = {
  DEPOSIT: '1',
  WITHDRAWAL: '2',
  TRANSFER_OUT: '3',
  TRANSFER_IN: '4',
  BID: '5',
  WELCOME_BONUS: '6',
  MAIN_WIN: '8',
  STARLINE_WIN: '12',
  GALI_WIN: '13',
  /** A UPI deposit credited at once (api-add-money-via-upi with Google Pay or PhonePe). */
  UPI_DEPOSIT: '19',
} as const;
export type AmountStatus = (typeof AMOUNT_STATUS)[keyof typeof AMOUNT_STATUS];

/** Wallet transaction `transaction_type`. */
export const TRANSACTION_TYPE = { CREDIT: '1', DEBIT: '2' } as const;
export type TransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

/** Withdraw and deposit request `request_status`. */
export const REQUEST_STATUS = { PENDING: '0', CANCELLED: '1', APPROVED: '2' } as const;
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];

/**
 * A deposit row's `fund_status` (api-get-auto-deposit-list): the real server's deposit order, not
 * the withdraw one (REQUEST_STATUS).
 */
export const FUND_STATUS = { PENDING: '0', APPROVED: '1', REJECTED: '2' } as const;
export type FundStatus = (typeof FUND_STATUS)[keyof typeof FUND_STATUS];

/** A deposit row's `deposit_type`: "1" credited at once by a UPI app, "0" waiting for approval. */
export const DEPOSIT_TYPE = { AWAITING_APPROVAL: '0', INSTANT: '1' } as const;

/** Payment-method `type` (a computed number) and withdraw `payment_method`. */
export const PAYMENT_METHOD = { GOOGLE_PAY: 2, PAYTM: 3, PHONEPE: 4 } as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/**
 * The bank account's `type` in the payment-method list (listed first, once saved) and its withdraw
 * `payment_method`: the real server's 1, beside the UPI codes.
 */
export const BANK_ACCOUNT_METHOD = 1;

/** `upi_type` of the add-UPI call (a different numbering from PAYMENT_METHOD). */
export const UPI_TYPE = { PAYTM: '1', GOOGLE_PAY: '2', PHONEPE: '3' } as const;
export type UpiType = (typeof UPI_TYPE)[keyof typeof UPI_TYPE];

/** `getaway_status` of apiGetawayStatus (spelt so on the wire). */
export const GATEWAY_STATUS = { UPI_AND_QR: '1', UPI_ONLY: '2', QR_ONLY: '3' } as const;
export type GatewayStatus = (typeof GATEWAY_STATUS)[keyof typeof GATEWAY_STATUS];

/** `withdraw_status` on the dashboard: 1 inside the withdraw window, 0 outside (a number). */
export const WITHDRAW_STATUS = { OPEN: 1, CLOSED: 0 } as const;

/** Market `msg_status` (a computed number). */
export const MARKET_STATUS = { RUNNING: 1, CLOSED: 2 } as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

/** `betting_status` of the user: "1" may bet. */
export const BETTING_STATUS = { DISABLED: '0', ENABLED: '1' } as const;

/** Headline `status`: "1" is shown. */
export const HEADLINE_STATUS = { SHOW: '1' } as const;

/** Headline ids sent in `ids`. */
export const HEADLINE_ID = { HOME: 1, ADD_FUNDS: 2, OTHER: 3 } as const;
