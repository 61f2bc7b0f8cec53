/** Every bid-entry message, exactly as the spec words it. */
export const BID_MESSAGES = {
  digitRequired: 'Please enter the number.',
  digitInvalid: (value: string) => `Number ${value} is not valid.`,
  pointsRequired: 'Please enter point.',
  /** Points such as 10.5 or 1e3: the spec has no message for them; ours says what is wrong. */
  pointsWhole: 'Points must be a whole number.',
  pointsMinimum: 'Required minimum bid amount is 10.',
  pointsOverBalance: 'Insufficient balance please refill your account.',
  spMotorDigits: 'Digit not valid',
  dpMotorTooShort: 'Please enter a valid Pana (at least 2 digits)',
  dpMotorInvalid: (value: string) => `Number ${value} is not valid`,
  /** The spec leaves SP DP TP's "no box ticked" error unclear; this is our wording (README). */
  spDpTpNoKind: 'Please select SP, DP or TP.',
  notEnoughBalance: 'Not enough balance!',
  biddingClosed: (type: string) => `Bidding is closed for ${type}`,
  placed: 'Bid placed successfully!',
  failed: 'Failed to place bid. Please try again.',
  warning: 'Once you placed a bid, it will not be cancelled in any situation.',
} as const;

/** The smallest stake a row may carry. */
export const MINIMUM_POINTS = 10;
