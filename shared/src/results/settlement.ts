/**
 * Settlement arithmetic (docs/protocol.md, Settlement). A bid is matched by its market and wire label
 * to its catalogue entry (`bidTypeByLabel`, the same reading its submission was checked with),
 * whose `settle` says which result digits decide it, so the mock settles stored rows as they came
 * in.
 */
import { bidTypeByLabel, type RateKey } from '../bids/catalogue';
import type { MarketKind } from '../bids/types';
import type { DeclaredResult } from './starline-gali-results';

export type Market = MarketKind;

/** A stored bid row as the provider sees it; `label` is the row's `pana` field ("Single Pana"). */
export interface SettleBid {
  market: Market;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
}

export type BidOutcome = 'won' | 'lost' | 'pending';

/** The game_rates key that pays a bid type, or undefined for a label the market does not have. */
export function rateKeyOf(market: Market, label: string): RateKey | undefined {
  return bidTypeByLabel(market, label)?.rateKey;
}

/** 'open' or 'close' from a row's session ("Open", "close", "Closed"); undefined otherwise. */
export function sessionOf(session: string): 'open' | 'close' | undefined {
  const s = session.trim().toLowerCase();
  if (s === 'open') return 'open';
  if (s === 'close' || s === 'closed') return 'close';
  return undefined;
}

/** Whether a market's whole result is declared: both panas, the slot's pana, the jodi. */
const WHOLE_RESULT: Record<Market, (result: DeclaredResult) => boolean> = {
  main: (result) => Boolean(result.openPana && result.closePana),
  starline: (result) => Boolean(result.pana),
  gali: (result) => Boolean(result.jodi),
};

/**
 * Whether a declared result decides a bid. 'pending' while the part that decides it is missing
 * (open-session digit and panas: the open pana; close-session: the close pana; Jodi and Sangams:
 * both). Empty strings count as undeclared. A bid with an unknown label or session never wins: it
 * is 'lost' once the market's whole result is declared.
 */
export function decideBid(bid: SettleBid, result: DeclaredResult): BidOutcome {
  const settle = bidTypeByLabel(bid.market, bid.label)?.settle;
  const winning = settle ? settle(result, sessionOf(bid.session)) : null;
  if (winning === undefined) return 'pending';
  if (winning === null) return WHOLE_RESULT[bid.market](result) ? 'lost' : 'pending';
  const won =
    bid.digits.trim() === winning.digits &&
    (winning.closedigits === undefined || bid.closedigits.trim() === winning.closedigits);
  return won ? 'won' : 'lost';
}

// Payout -------------------------------------------------------------------------------------

/** A rate as the provider sends it: stake val_1 pays val_2 ("10 ka 95"), numbers or strings. */
export interface Rate {
  val_1: number | string;
  val_2: number | string;
}

/** Reads `${key}_val_1` / `${key}_val_2` out of a game_rates record. */
export function rateFrom(
  gameRates: Readonly<Record<string, unknown>> | undefined,
  key: RateKey,
): Rate | undefined {
  const val1 = gameRates?.[`${key}_val_1`];
  const val2 = gameRates?.[`${key}_val_2`];
  const usable = (v: unknown): v is number | string =>
    typeof v === 'number' || typeof v === 'string';
  return usable(val1) && usable(val2) ? { val_1: val1, val_2: val2 } : undefined;
}

interface Fraction {
  num: bigint;
  den: bigint;
}

/** A non-negative plain decimal ("95", "9.5", 12) as an exact fraction; undefined otherwise. */
function toFraction(value: number | string): Fraction | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(value).trim());
  if (!match) return undefined;
  const decimals = match[2] ?? '';
  return { num: BigInt(`${match[1]}${decimals}`), den: 10n ** BigInt(decimals.length) };
}

/**
 * Winnings for a winning bid: points × val_2 / val_1, rounded down to whole points (the house keeps
 * fractions). Computed exactly, so decimal rates ("9.5") do not pick up float error. The stake is
 * not added back. 0 when any value is negative, not a plain decimal, or val_1 is 0.
 */
export function payout(points: number | string, rate: Rate): number {
  const p = toFraction(points);
  const v1 = toFraction(rate.val_1);
  const v2 = toFraction(rate.val_2);
  if (!p || !v1 || !v2 || v1.num === 0n) return 0;
  return Number((p.num * v2.num * v1.den) / (p.den * v2.den * v1.num));
}
