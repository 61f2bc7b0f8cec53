/**
 * The empty-list and generic texts (spec wording), re-exported by messages.ts: kept apart so that
 * the client's entry chunk, which shows them around every screen, carries no other message.
 */

/** Empty-list states. */
export const EMPTY_LIST_MESSAGES = {
  /** Win history. */
  noDataUpper: 'NO DATA FOUND',
  /** History screens: title and hint shown together. */
  noData: 'No Data Found',
  noDataHint: 'Try refreshing or checking back later',
  /** The title and hint as one line. */
  noDataWithHint: 'No Data Found. Try refreshing or checking back later.',
  noWithdrawals: 'No withdrawal history available',
  noAddFunds: 'No add fund transactions found.',
  noPaymentMethods: 'No payment methods available',
} as const;

/** Generic fallbacks. */
export const GENERIC_MESSAGES = {
  /** Shown with the status or message of the failure. */
  unexpectedApplicationError: 'Unexpected Application Error!',
} as const;
