/** The content screens' titles and labels. */
export const CONTENT_TEXT = {
  gameRates: 'Game Rates',
  mainMarket: 'Main Market',
  galiDisawar: 'Gali Disawar',
  kingStarline: 'King Starline',
  howToPlay: 'How To Play',
  watchVideo: 'Watch Video',
  withdrawRules: 'Withdraw Rules',
  depositRules: 'Deposit Rules',
  about: 'About Us',
  privacy: 'Privacy Policy',
  deleteAccount: 'Delete Account',
} as const;

/** One rate line: its label and the field prefix of `{prefix}_val_1` / `{prefix}_val_2`. */
export interface RateRow {
  label: string;
  prefix: string;
}

export const MAIN_RATE_ROWS: readonly RateRow[] = [
  { label: 'Single Digit', prefix: 'single_digit' },
  { label: 'Jodi Digit', prefix: 'jodi_digit' },
  { label: 'Single Pana', prefix: 'single_pana' },
  { label: 'Double Pana', prefix: 'double_pana' },
  { label: 'Triple Pana', prefix: 'tripple_pana' },
  { label: 'Half Sangam', prefix: 'half_sangam' },
  { label: 'Full Sangam', prefix: 'full_sangam' },
];

/** Gali reuses the digit and pana fields: Left, Right and Jodi (spec 1 section 3). */
export const GALI_RATE_ROWS: readonly RateRow[] = [
  { label: 'Left Digit', prefix: 'single_digit' },
  { label: 'Right Digit', prefix: 'single_pana' },
  { label: 'Jodi Digit', prefix: 'double_pana' },
];

export const STARLINE_RATE_ROWS: readonly RateRow[] = [
  { label: 'Single Digit', prefix: 'single_digit' },
  { label: 'Single Pana', prefix: 'single_pana' },
  { label: 'Double Pana', prefix: 'double_pana' },
  { label: 'Triple Pana', prefix: 'tripple_pana' },
];
