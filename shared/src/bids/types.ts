import type { DeclaredResult } from '../results/starline-gali-results';

/** The three kinds of market the provider runs, in the order the app's menus list them. */
export const MARKET_KINDS = ['main', 'starline', 'gali'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

/** The session a bid row belongs to, as the client sends it. */
export type Session = 'Open' | 'Close';

/** Named sets of allowed input; see `digit-sets.ts`. */
export type DigitSetName =
  'digit' | 'jodi' | 'single-pana' | 'double-pana' | 'triple-pana' | 'any-pana' | 'motor-digits';

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

/**
 * What one Proceed takes off the displayed wallet.
 * - `per-row`: points times the rows it produced (SP DP TP and SP Motor included).
 * - `once`: points once, however many rows (DP Motor, as the spec states).
 */
export type CostRule = 'per-row' | 'once';

/** Which pana kinds the SP DP TP check boxes ask for. */
export interface PanaKindBoxes {
  sp: boolean;
  dp: boolean;
  tp: boolean;
}

/** The panas SP DP TP generates, grouped by kind (expansion.ts). */
export interface PanaGroups {
  sp: readonly string[];
  dp: readonly string[];
  tp: readonly string[];
}

/** One row a Proceed makes, before its points and session are added. */
export interface ExpandedRow {
  digits: string;
  closedigits: string;
  /** The protocol's `pana`: the row's bid type label. */
  label: string;
}

/** What an expansion is given: the checked field values, the boxes and the type's own label. */
export interface ExpandRequest {
  digits: string;
  closedigits: string;
  boxes: PanaKindBoxes;
  label: string;
}

export type Expanded =
  | { ok: true; rows: readonly ExpandedRow[]; groups?: PanaGroups }
  | { ok: false; message: string; field: 'boxes' };

/**
 * How one Proceed turns into protocol rows: a strategy object, one per kind of screen
 * (`expansion-rules.ts`). Everything that differs between plain, SP DP TP and motor screens is here.
 */
export interface Expansion {
  /** The first problem with a non-empty field value, in the spec's wording for the screen. */
  validate(field: DigitField, value: string): string | undefined;
  /** The rows a valid entry sends (or why it sends none). */
  expand(request: ExpandRequest): Expanded;
  /** The set a stored row's field must be in, as the provider checks it (strict profile). */
  rowSet(field: DigitField): DigitSetName;
  /** The screen asks which pana kinds to generate (SP, DP, TP check boxes). */
  asksPanaKinds: boolean;
  /** Each generated row is listed, and removable, on its own (SP Motor). */
  listsEachRow: boolean;
}

/** 'open' or 'close', from a stored row's session; undefined when it names neither. */
export type SettleSession = 'open' | 'close' | undefined;

/** What a bid must match to win. `closedigits` is compared only when the rule gives it. */
export interface WinningNumber {
  digits: string;
  closedigits?: string;
}

/**
 * Which result digits a bid type is judged on: the winning number the declared result makes for a
 * row's session; `undefined` while the part it reads is not declared; `null` when a row in that
 * session can never win (an unreadable session). See `settle-rules.ts`.
 */
export type SettleRule = (
  result: DeclaredResult,
  session: SettleSession,
) => WinningNumber | undefined | null;

/** A rate as the simulator stores it: stake `val_1`, paid `val_2` ("10 ka 95"). */
export type RatePair = readonly [number, number];

/**
 * One catalogue entry: everything that differs between bid types. `id`, `label` and `rateKey` are
 * plain strings here; the catalogue's `as const` narrows them to its own unions (`BidType`).
 */
export interface BidTypeDefinition {
  id: string;
  market: MarketKind;
  /** The name on the menu tile, in the header and in navigation state. */
  title: string;
  /** Sent as `pana`. SP DP TP has none: it sends one submission per pana kind. */
  label: string | undefined;
  /** Every spelling of its route; the first is canonical. */
  paths: readonly string[];
  fields: readonly DigitField[];
  session: SessionRule;
  afterOpen: AfterOpenRule;
  expansion: Expansion;
  cost: CostRule;
  /** The noun shown in a pending row after the session: 'Open Digit', 'Close Pana'. */
  rowNoun: 'Digit' | 'Pana' | 'Jodi';
  /** How its rows settle; undefined for SP DP TP, whose rows travel (and settle) as pana types. */
  settle: SettleRule | undefined;
  /** The game_rates key (`{key}_val_1`, `{key}_val_2`) that pays it; undefined as for `settle`. */
  rateKey: string | undefined;
  /**
   * The simulator's default rate for `rateKey` on this market, given by the one type that
   * introduces the key there (SP Motor and DP Motor are paid at the pana types' rates).
   */
  defaultRate?: RatePair;
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

/** What the player typed for one Proceed. */
export interface EntryInput {
  digits: string;
  closedigits?: string;
  points: string;
  session: Session;
  boxes?: PanaKindBoxes;
}
