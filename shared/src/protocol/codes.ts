/** Exact protocol messages that both the mock provider and the client rely on. */
export const MSG = {
  UNAUTHORIZED: 'UnAuthorized request',
  INVALID_JSON: 'Invalid JSON body',
  INVALID_LOGIN: 'Invalid username and password',
  OLD_PASSWORD_INCORRECT: 'Old password is incorrect',
  BID_SUCCESS: 'Bid Successfully Submitted',
  INSUFFICIENT: "Sorry You Don't Have Sufficient Amount For This Bid",
  BACK_DATE: 'Sorry, back date bidding is not allowed',
} as const;
export type ProtocolMessage = (typeof MSG)[keyof typeof MSG];

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
} as const;
export type AmountStatus = (typeof AMOUNT_STATUS)[keyof typeof AMOUNT_STATUS];

/** Wallet transaction `transaction_type`. */
export const TRANSACTION_TYPE = { CREDIT: '1', DEBIT: '2' } as const;
export type TransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

/** Withdraw and deposit request `request_status`. */
export const REQUEST_STATUS = { PENDING: '0', CANCELLED: '1', APPROVED: '2' } as const;
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];

/** Payment-method `type` (a computed number) and withdraw `payment_method`. */
export const PAYMENT_METHOD = { GOOGLE_PAY: 2, PAYTM: 3, PHONEPE: 4 } as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** `upi_type` of the add-UPI call (a different numbering from PAYMENT_METHOD). */
export const UPI_TYPE = { PAYTM: '1', GOOGLE_PAY: '2', PHONEPE: '3' } as const;
export type UpiType = (typeof UPI_TYPE)[keyof typeof UPI_TYPE];

/** `getaway_status` of apiGetawayStatus (spelt so on the wire). */
export const GATEWAY_STATUS = { UPI_AND_QR: '1', UPI_ONLY: '2', QR_ONLY: '3' } as const;
export type GatewayStatus = (typeof GATEWAY_STATUS)[keyof typeof GATEWAY_STATUS];

/** Market `msg_status` (a computed number). */
export const MARKET_STATUS = { RUNNING: 1, CLOSED: 2 } as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

/** `betting_status` of the user: "1" may bet. */
export const BETTING_STATUS = { DISABLED: '0', ENABLED: '1' } as const;

/** Headline `status`: "1" is shown. */
export const HEADLINE_STATUS = { SHOW: '1' } as const;

/** Headline ids sent in `ids`. */
export const HEADLINE_ID = { HOME: 1, ADD_FUNDS: 2, OTHER: 3 } as const;
