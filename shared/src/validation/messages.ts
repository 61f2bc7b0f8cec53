/**
 * Every user-visible form and account/funds message, copied character for character from the
 * spec (including its inconsistent capitalisation). Bid-entry messages live with the bid catalogue.
 */

/** Login form and login failures. */
export const LOGIN_MESSAGES = {
  phoneRequired: 'Phone No is required!',
  phoneInvalid: 'Phone No is not valid!',
  passwordRequired: 'Password is required!',
  /** Shown for a failing status or any request failure. */
  notRegistered: 'User Not Registered',
  /** The server's inner message; never displayed to the player. */
  serverInvalidCredentials: 'Invalid username and password',
} as const;

/** Registration form and registration failures. */
export const REGISTER_MESSAGES = {
  usernameRequired: 'Username is required',
  phoneRequired: 'Phone No is required!',
  phoneInvalid: 'Phone No is not valid!',
  passwordRequired: 'Password is required!',
  alreadyRegistered: 'User Already Registered',
  /** Prefix: the error text follows it (see `registrationErrorMessage`). */
  errorRegisteringPrefix: 'Error registering: ',
} as const;

/** 'Error registering: ' followed by the error text. */
export function registrationErrorMessage(detail: string): string {
  return `${REGISTER_MESSAGES.errorRegisteringPrefix}${detail}`;
}

/** Forgot-password form (phone step). */
export const FORGOT_PASSWORD_MESSAGES = {
  phoneRequired: 'Phone number is required!',
  phoneInvalid: 'Phone number is not valid!',
  /** Under the phone field when the server gives no msg. */
  sendFailed: 'Failed to send OTP',
} as const;

/** OTP screens (registration, UPI verify, password reset). */
export const OTP_MESSAGES = {
  /** Registration and UPI verify mismatch. */
  mismatch: 'Enter Valid OTP',
  /** Reset flow mismatch. */
  resetMismatch: 'Invalid OTP. Please try again.',
  /** Reset OTP screen opened without phone or otp state. */
  invalidNavigation: 'Invalid navigation. Please start over.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  fetchFailed: 'Failed to fetch OTP',
  generateFailed: 'Failed to generate OTP',
  sendError: 'Error sending OTP',
} as const;

/** Reset flow: change password after a verified OTP, and its server outcomes. */
export const RESET_PASSWORD_MESSAGES = {
  newRequired: 'New Password is required!',
  confirmRequired: 'Confirm Password is required!',
  mismatch: 'Passwords do not match!',
  success: 'Successfully updated password',
  /** When the server gives no msg. */
  updateFailed: 'Failed to update password',
  invalidResponse: 'Invalid response format from server',
  updateFailedRetry: 'Failed to update password. Please try again.',
  /** Any other reset failure. */
  genericError: 'An error occurred. Please try again.',
} as const;

/** In-app change password (/change). */
export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current Password is required!',
  /** Local check against the stored password. */
  currentMismatch: 'Old password does not match',
  /** Server's answer to a wrong old password. */
  currentIncorrect: 'Old password is incorrect',
  newRequired: 'New Password is required!',
  confirmRequired: 'Confirm Password is required!',
  confirmMismatch: 'Confirm Password is not equal to New Password!',
} as const;

/**
 * A call that failed for no reason its answer names: the simulator's answer to a defect of its
 * own, and the app's words when a failed call brought no message.
 */
export const FAILED_CALL_MESSAGES = {
  noReason: 'Something went wrong. Please try again.',
} as const;

/** Profile edit. */
export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required!',
} as const;

/** UPI withdraw method: the add-number modal. */
export const UPI_MESSAGES = {
  phoneRequired: 'Phone No is required!',
  phoneInvalid: 'Phone No is not Valid!',
} as const;

/** Transfer points form and the receiving-user check. */
export const TRANSFER_MESSAGES = {
  phoneRequired: 'Phone No is required!',
  phoneInvalid: 'Phone.No is not Valid!',
  ownPhone: "Don't Use Your Own Phone No.",
  pointsRequired: 'Points is required!',
  pointsBelowMinimum: 'Points Must be More than 100',
  notEnoughPoints: 'Not Enough Points',
  /** Transfer check failure. */
  userCheckFailed: 'Username or password incorrect',
} as const;

/** Withdraw form and request outcomes. */
export const WITHDRAW_MESSAGES = {
  amountRequired: 'Amount is required!',
  walletLimitExceeded: 'Wallet Limit Exceeded',
  /** Template: see `minWithdrawalMessage`. */
  belowMinimumPrefix: 'Min amt is ',
  methodRequired: 'Please select a payment method',
  outsideWindow: 'Withdrawals are only allowed during specified hours.',
  /** Failure without a server msg. */
  failed: 'An error occurred',
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

/** 'Min amt is {min}'. */
export function minWithdrawalMessage(min: number): string {
  return `${WITHDRAW_MESSAGES.belowMinimumPrefix}${min}`;
}

/** Add money (UPI pay) form and payment start-up. */
export const ADD_MONEY_MESSAGES = {
  /** Template: see `minimumAddMessage`. */
  belowMinimumPrefix: 'Minimum amount to add is ',
  methodRequired: 'Please select a payment method',
  upiNotConfigured:
    'Google Pay, PhonePe, Paytm or UPI ID not configured. Please try another payment method.',
  upiIdNotFound: 'UPI ID not found for the selected payment method.',
  paymentStartFailed: 'An error occurred while trying to initiate payment.',
  minimumFetchFailed: 'An error occurred while fetching minimum deposit amount.',
} as const;

/** 'Minimum amount to add is {min}'. */
export function minimumAddMessage(min: number): string {
  return `${ADD_MONEY_MESSAGES.belowMinimumPrefix}${min}`;
}

/** Payment details, bank details and gateway options. */
export const PAYMENT_MESSAGES = {
  detailsFailed: 'Failed to retrieve payment details',
  detailsError: 'An error occurred while fetching payment details',
  bankDetailsFailed: 'Failed to fetch UPI ID. Please check your credentials.',
  bankDetailsError: 'An error occurred while fetching UPI ID.',
  /** Gateway status other than 1, 2 or 3. */
  noPaymentOptions: 'No payment options available',
} as const;

// The empty-list and generic texts are used by the client's app frame (its entry chunk), so they
// live in a module of their own: importing them does not bring in every other message.
export { EMPTY_LIST_MESSAGES, GENERIC_MESSAGES } from './frame-messages';
