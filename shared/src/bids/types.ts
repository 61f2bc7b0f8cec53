/** The three kinds of market the provider runs. */
export type MarketKind = 'main' | 'starline' | 'gali';

/** The session a bid row belongs to, as the client sends it. */
export type Session = 'Open' | 'Close';

/** Named sets of allowed input; see `digit-sets.ts`. */
export type DigitSetName =
  'digit' | 'jodi' | 'single-pana' | 'double-pana' | 'triple-pana' | 'any-pana' | 'motor-digits';

export type BidTypeId =
  | 'single-digit'
  | 'jodi-digit'
  | 'single-pana'
  | 'double-pana'
  | 'triple-pana'
  | 'half-sangam'
  | 'full-sangam'
  | 'sp-dp-tp'
  | 'sp-motor'
  | 'dp-motor'
  | 'star-single-digit'
  | 'star-single-pana'
  | 'star-double-pana'
  | 'star-triple-pana'
  | 'gali-left-digit'
  | 'gali-right-digit'
  | 'gali-jodi-digit';

/** The protocol's `pana` field: what a submission says it is. */
export type BidLabel =
  | 'Single Digit'
  | 'Jodi Digit'
  | 'Single Pana'
  | 'Double Pana'
  | 'Triple Pana'
  | 'Half Sangam'
  | 'Full Sangam'
  | 'SP Motor'
  | 'DP Motor'
  | 'Left Digit'
  | 'Right Digit';

/** One input box on the bid screen. */
export interface DigitField {
  /** Where the value goes in a protocol row. */
  key: 'digits' | 'closedigits';
  /** The field's visible label. */
  label: string;
  set: DigitSetName;
  maxLength: number;
}

/**
 * How the Open/Close choice works on a screen.
 * - `choice`: Open and Close radios; Open is default and becomes disabled once the open time passed.
 * - `close` / `open`: fixed, no radios.
 */
export type SessionRule = 'choice' | 'close' | 'open';

/**
 * What happens once the market's open time has passed.
 * - `close-only`: the screen stays usable with only the Close session.
 * - `block`: the tile and the screen refuse with 'Bidding is closed for {type}'.
 * - `closed-flag`: Starline: the screen marks itself closed and refuses Proceed.
 */
export type AfterOpenRule = 'close-only' | 'block' | 'closed-flag';

/** How one Proceed turns into protocol rows; see `expansion.ts`. */
export type ExpansionRule = 'none' | 'sp-dp-tp' | 'sp-motor' | 'dp-motor';

/**
 * What one Proceed takes off the displayed wallet.
 * - `per-row`: points times the rows it produced (SP DP TP and SP Motor included).
 * - `once`: points once, however many rows (DP Motor, as the spec states).
 */
export type CostRule = 'per-row' | 'once';

export interface BidType {
  id: BidTypeId;
  market: MarketKind;
  /** The name on the menu tile, in the header and in navigation state. */
  title: string;
  /** Sent as `pana`. SP DP TP has none: it sends one submission per pana kind. */
  label: BidLabel | undefined;
  /** Every spelling of its route; the first is canonical. */
  paths: readonly string[];
  fields: readonly DigitField[];
  session: SessionRule;
  afterOpen: AfterOpenRule;
  expansion: ExpansionRule;
  cost: CostRule;
  /** The noun shown in a pending row after the session: 'Open Digit', 'Close Pana'. */
  rowNoun: 'Digit' | 'Pana' | 'Jodi';
}

/** One row of a submission's `result[]`, exactly as it travels (all strings). */
export interface BidRow {
  digits: string;
  closedigits: string;
  points: string;
  session: string;
  pana: string;
  closepana: string;
}

/** Which pana kinds the SP DP TP check boxes ask for. */
export interface PanaKindBoxes {
  sp: boolean;
  dp: boolean;
  tp: boolean;
}

/** What the player typed for one Proceed. */
export interface EntryInput {
  digits: string;
  closedigits?: string;
  points: string;
  session: Session;
  boxes?: PanaKindBoxes;
}
