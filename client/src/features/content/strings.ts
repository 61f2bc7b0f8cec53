import { RATE_LINES, type MarketKind } from '@panna/shared/bids';

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

/** A market's rate lines, labelled and keyed by the bid-type catalogue (Gali: Left, Right, Jodi). */
const rateRows = (market: MarketKind): readonly RateRow[] =>
  RATE_LINES[market].map(({ label, key }) => ({ label, prefix: key }));

export const MAIN_RATE_ROWS = rateRows('main');
export const GALI_RATE_ROWS = rateRows('gali');
export const STARLINE_RATE_ROWS = rateRows('starline');
