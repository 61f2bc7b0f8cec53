// The server's messages, apart from its other fixed values (codes.ts): the app's home screen
// chunk holds codes.ts (client/vite.config.ts), and only the screens that show messages read these.

/** The real server's refusal of a wrong old password (the app shows the spec's words for it). */
export const OLD_PASSWORD_NOT_MATCHED = 'Old password does not matched.';

/**
 * The real server's messages, word for word (docs/protocol.md, docs/profiles.md), that the
 * mock answers and tests pin. Trailing spaces and spelling are the server's own.
 */
export const MSG = {
  UNAUTHORIZED: 'UnAuthorized request',
  /** The simulator's own answer to a body that is not JSON. */
  INVALID_JSON: 'Invalid JSON body',
  SUCCESS: 'Success',
  // Accounts
  MOBILE_REGISTERED: 'Mobile number is already registered. Try Login.',
  MOBILE_NOT_REGISTERED: 'Mobile number is not registered',
  /** api-forget-check-mobile's success: the number is known and a code was sent. */
  MOBILE_KNOWN: 'Mobile number is registered. Try Login.',
  OTP_RESENT: 'Otp Re-Sent',
  REGISTERED: 'You are successfully register.',
  LOGIN_SUCCESS: 'Login successful.. Redirecting..',
  INVALID_LOGIN: 'Invalid login details',
  MOBILE_NOT_FOUND: 'Mobile not found',
  ACCOUNT_BLOCKED: 'Account is blocked By admin. Please contact to admin.',
  PASSWORD_UPDATED: 'Password updated successfully.',
  OLD_PASSWORD_INCORRECT: OLD_PASSWORD_NOT_MATCHED,
  PASSWORD_RESET: 'Password Successfully Changed.',
  RESET_MOBILE_UNKNOWN: 'This Mobile Number is Not Registered',
  PROFILE_UPDATED: 'Your Profile Successfully Updated.',
  // Bidding
  BID_SUCCESS: 'Bid Successfully Submitted',
  INSUFFICIENT: "Sorry You Don't Have Sufficient Amount For This Bid",
  BACK_DATE: 'Sorry, back date bidding is not allowed. Your account can be blocked for this.',
  OPEN_SESSION_CLOSED: 'Sorry Open session for this Betting Is Closed',
  BETTING_CLOSED: 'Sorry Betting Is Closed',
  CLOSE_SESSION_CLOSED: 'Betting Closed for close Session ',
  // Histories: a list answers status true, or false with the empty list and these
  BID_HISTORY: 'Bid History Data Available',
  BID_HISTORY_EMPTY: 'Bid History Data Not Available',
  WIN_HISTORY: 'Wining History Data Available',
  WIN_HISTORY_EMPTY: 'Wining History Data Not Available',
  PASSBOOK: 'Wallet Trasaction History',
  PASSBOOK_EMPTY: 'Wallet Trasaction History Data Not Available',
  WITHDRAW_HISTORY: 'Withdraw Trasaction Data',
  WITHDRAW_HISTORY_EMPTY: 'Withdraw Trasaction Data Not Available',
  // Wallet and funds
  WALLET_BALANCE: 'User Wallet Balance',
  GAME_RATES: 'Game Rates',
  PAYMENT_METHODS: 'User Payment Method List',
  PAYMENT_METHODS_EMPTY: 'User Payment Method Not Added Yet',
  WITHDRAW_SUBMITTED: 'Withdraw Request Successfully Submitted',
  WITHDRAW_OVER_BALANCE: 'Sorry, You Dont Have Sufficient Amount For Withdraw',
  WITHDRAW_OUTSIDE_WINDOW: 'Sorry, You can Withdraw only in given withdraw time',
  DEPOSIT_ADDED: 'Request Successfully Added',
  ACCOUNT_FOUND: 'Account found ',
  ACCOUNT_NOT_FOUND: 'Account not found ',
  TRANSFER_DONE: 'Amount Successfully Transferred',
  TRANSFER_OVER_BALANCE: 'Sorry, Your Transfer Amount Is Greater Then Your Wallet Balance',
  UPI_TYPE_INVALID: 'This UPI Type Is Not Valid',
} as const;
export type ProtocolMessage = (typeof MSG)[keyof typeof MSG];

/**
 * The messages above that a player can see (toasts, form messages): the app shows each in the
 * player's language, its catalogue holding it without the server's trailing spaces
 * (client/src/i18n/provider-texts.ts, where one missing from the catalogue does not compile).
 */
export const PLAYER_FACING_MESSAGES = [
  MSG.ACCOUNT_FOUND,
  MSG.ACCOUNT_BLOCKED,
  MSG.ACCOUNT_NOT_FOUND,
  MSG.TRANSFER_DONE,
  MSG.CLOSE_SESSION_CLOSED,
  MSG.MOBILE_REGISTERED,
  MSG.MOBILE_NOT_REGISTERED,
  MSG.OTP_RESENT,
  MSG.PASSWORD_RESET,
  MSG.PASSWORD_UPDATED,
  MSG.DEPOSIT_ADDED,
  MSG.BETTING_CLOSED,
  MSG.INSUFFICIENT,
  MSG.OPEN_SESSION_CLOSED,
  MSG.WITHDRAW_OVER_BALANCE,
  MSG.WITHDRAW_OUTSIDE_WINDOW,
  MSG.TRANSFER_OVER_BALANCE,
  MSG.BACK_DATE,
  MSG.RESET_MOBILE_UNKNOWN,
  MSG.UPI_TYPE_INVALID,
  MSG.WITHDRAW_SUBMITTED,
  MSG.REGISTERED,
  MSG.PROFILE_UPDATED,
] as const;
