import { RATE_LINES, type MarketKind } from '@panna/shared/bids';

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
