import { MAIN_BID_TYPES } from './catalogue-main';
import { GALI_BID_TYPES, STARLINE_BID_TYPES } from './catalogue-starline-gali';
import type { BidTypeDefinition, MarketKind } from './types';

/**
 * Every bid type of the spec, in menu order. Every difference between bid types is in its entry:
 * the client renders one screen from it, the simulator checks, stores, settles and pays with it.
 */
const CATALOGUE = [...MAIN_BID_TYPES, ...STARLINE_BID_TYPES, ...GALI_BID_TYPES] as const;

type Entry = (typeof CATALOGUE)[number];
export type BidTypeId = Entry['id'];
/** The protocol's `pana` field: what a submission says it is. */
export type BidLabel = NonNullable<Entry['label']>;
/** Keys of the provider's game_rates record (each has `_val_1` and `_val_2`), spelt as on the wire. */
export type RateKey = NonNullable<Entry['rateKey']>;
/** The game_rates keys a market's types are paid from. */
export type RateKeyOf<M extends MarketKind> = NonNullable<Extract<Entry, { market: M }>['rateKey']>;

export interface BidType extends BidTypeDefinition {
  id: BidTypeId;
  label: BidLabel | undefined;
  rateKey: RateKey | undefined;
}

export const BID_TYPES: readonly BidType[] = CATALOGUE;

const BY_ID = new Map(BID_TYPES.map((type) => [type.id, type]));
const BY_PATH = new Map(
  BID_TYPES.flatMap((type) => type.paths.map((path) => [path.toLowerCase(), type])),
);

export function bidTypeById(id: BidTypeId): BidType {
  const type = BY_ID.get(id);
  if (!type) throw new Error(`Unknown bid type ${id}`);
  return type;
}

/** The bid type a route path renders; paths compare without case, as the router does. */
export function bidTypeByPath(path: string): BidType | undefined {
  return BY_PATH.get(path.toLowerCase());
}

export function bidTypesOf(market: MarketKind): readonly BidType[] {
  return BID_TYPES.filter((type) => type.market === market);
}

/** Labels compare loosely ("Triple Pana", "tripple panna", "TRIPLE_PANA") as clients spell them variously. */
const looseLabel = (label: string): string =>
  label
    .toLowerCase()
    .replace(/panna/g, 'pana')
    .replace(/tripple/g, 'triple')
    .replace(/[^a-z]/g, '');

const BY_LABEL = new Map(
  BID_TYPES.flatMap((type) =>
    type.label === undefined ? [] : [[`${type.market}:${looseLabel(type.label)}`, type] as const],
  ),
);

/**
 * The bid type a `pana` label names on a market: the one reading of a label, used alike to check
 * a submission and to settle and pay its stored rows, so that a row is checked as the type it is
 * paid as. Labels are read loosely (case, spaces, punctuation, "panna", "tripple"); a type's own
 * spelling is its `label`. SP DP TP travels as Single, Double or Triple Pana, so it resolves to
 * those.
 */
export function bidTypeByLabel(market: MarketKind, label: string): BidType | undefined {
  return BY_LABEL.get(`${market}:${looseLabel(label)}`);
}

/** The endpoint that takes a market's bids. */
export const SUBMIT_PATH = {
  main: 'api-submit-bid',
  starline: 'api-starline-submit-bid',
  gali: 'api-galidisawar-submit-bid',
} as const satisfies Record<MarketKind, string>;

/** Each market kind's bid history: its bids, by session date. */
export const BID_HISTORY_PATH = {
  main: 'api-bid-history-data',
  starline: 'api-starline-bid-history-data',
  gali: 'api-galidisawar-bid-history-data',
} as const satisfies Record<MarketKind, string>;

/** Each market kind's winning history (spelt so by the provider). */
export const WIN_HISTORY_PATH = {
  main: 'api-wining-history-data',
  starline: 'api-starline-wining-history-data',
  gali: 'api-galidisawar-wining-history-data',
} as const satisfies Record<MarketKind, string>;
