/**
 * Settlement arithmetic (PROTOCOL.md "Settlement"), independent of the bid catalogue: a bid is
 * matched by its wire label, so the mock can settle stored rows as they came in.
 */
import { ank } from '../pana';
import type { GaliResult, MainResult, StarlineResult } from './result-strings';

export type Market = 'main' | 'starline' | 'gali';

/** A stored bid row as the provider sees it; `label` is the row's `pana` field ("Single Pana"). */
export interface SettleBid {
  market: Market;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
}

/** Every field a result may carry; each market reads its own (main: panas, starline: pana, gali: jodi). */
export type DeclaredResult = MainResult & StarlineResult & GaliResult;

export type BidOutcome = 'won' | 'lost' | 'pending';

/** Keys of the provider's game_rates record (each has `_val_1` and `_val_2`), spelt as on the wire. */
export type RateKey =
  | 'single_digit'
  | 'jodi_digit'
  | 'single_pana'
  | 'double_pana'
  | 'tripple_pana'
  | 'half_sangam'
  | 'full_sangam';

/** How a bid type is decided. */
type Rule =
  'ank' | 'pana' | 'jodi' | 'half-sangam' | 'full-sangam' | 'left' | 'right' | 'gali-jodi';

interface BidRule {
  rateKey: RateKey;
  rule: Rule;
}

const MAIN_RULES: Record<string, BidRule> = {
  singledigit: { rateKey: 'single_digit', rule: 'ank' },
  jodidigit: { rateKey: 'jodi_digit', rule: 'jodi' },
  singlepana: { rateKey: 'single_pana', rule: 'pana' },
  doublepana: { rateKey: 'double_pana', rule: 'pana' },
  triplepana: { rateKey: 'tripple_pana', rule: 'pana' },
  halfsangam: { rateKey: 'half_sangam', rule: 'half-sangam' },
  fullsangam: { rateKey: 'full_sangam', rule: 'full-sangam' },
  spmotor: { rateKey: 'single_pana', rule: 'pana' },
  dpmotor: { rateKey: 'double_pana', rule: 'pana' },
};

const STARLINE_RULES: Record<string, BidRule> = {
  singledigit: { rateKey: 'single_digit', rule: 'ank' },
  singlepana: { rateKey: 'single_pana', rule: 'pana' },
  doublepana: { rateKey: 'double_pana', rule: 'pana' },
  triplepana: { rateKey: 'tripple_pana', rule: 'pana' },
};

/** Gali reuses the main rate keys: Left on single_digit, Right on single_pana, Jodi on double_pana. */
const GALI_RULES: Record<string, BidRule> = {
  leftdigit: { rateKey: 'single_digit', rule: 'left' },
  rightdigit: { rateKey: 'single_pana', rule: 'right' },
  jodidigit: { rateKey: 'double_pana', rule: 'gali-jodi' },
};

const RULES: Record<Market, Record<string, BidRule>> = {
  main: MAIN_RULES,
  starline: STARLINE_RULES,
  gali: GALI_RULES,
};

/** Labels compare loosely ("Triple Pana", "tripple panna", "TRIPLE_PANA") as clients spell them variously. */
function ruleOf(market: Market, label: string): BidRule | undefined {
  const key = label
    .toLowerCase()
    .replace(/panna/g, 'pana')
    .replace(/tripple/g, 'triple')
    .replace(/[^a-z]/g, '');
  return Object.hasOwn(RULES[market], key) ? RULES[market][key] : undefined;
}

/** The game_rates key that pays a bid type, or undefined for a label the market does not have. */
export function rateKeyOf(market: Market, label: string): RateKey | undefined {
  return ruleOf(market, label)?.rateKey;
}

/** 'open' or 'close' from a row's session ("Open", "close", "Closed"); undefined otherwise. */
export function sessionOf(session: string): 'open' | 'close' | undefined {
  const s = session.trim().toLowerCase();
  if (s === 'open') return 'open';
  if (s === 'close' || s === 'closed') return 'close';
  return undefined;
}

const outcome = (won: boolean): BidOutcome => (won ? 'won' : 'lost');

function decideMain(bid: SettleBid, rule: Rule | undefined, result: MainResult): BidOutcome {
  const P = result.openPana || undefined;
  const Q = result.closePana || undefined;
  const digits = bid.digits.trim();
  const closedigits = bid.closedigits.trim();
  const session = sessionOf(bid.session);
  if ((rule === 'ank' || rule === 'pana') && session !== undefined) {
    const pana = session === 'open' ? P : Q;
    if (pana === undefined) return 'pending';
    return outcome(digits === (rule === 'ank' ? String(ank(pana)) : pana));
  }
  if (P === undefined || Q === undefined) return 'pending';
  switch (rule) {
    case 'jodi':
      return outcome(digits === `${ank(P)}${ank(Q)}`);
    case 'half-sangam':
      return outcome(digits === String(ank(P)) && closedigits === Q);
    case 'full-sangam':
      return outcome(digits === P && closedigits === Q);
    default:
      // An unknown label or session never wins; it is closed once the whole result is known.
      return 'lost';
  }
}

function decideStarline(
  bid: SettleBid,
  rule: Rule | undefined,
  result: StarlineResult,
): BidOutcome {
  const pana = result.pana || undefined;
  if (pana === undefined) return 'pending';
  const digits = bid.digits.trim();
  if (rule === 'ank') return outcome(digits === String(ank(pana)));
  if (rule === 'pana') return outcome(digits === pana);
  return 'lost';
}

function decideGali(bid: SettleBid, rule: Rule | undefined, result: GaliResult): BidOutcome {
  const jodi = result.jodi || undefined;
  if (jodi === undefined) return 'pending';
  const digits = bid.digits.trim();
  if (rule === 'left') return outcome(digits === jodi.charAt(0));
  if (rule === 'right') return outcome(digits === jodi.charAt(1));
  if (rule === 'gali-jodi') return outcome(digits === jodi);
  return 'lost';
}

/**
 * Whether a declared result decides a bid. 'pending' while the part that decides it is missing
 * (open-session digit and panas: the open pana; close-session: the close pana; Jodi and Sangams:
 * both). Empty strings count as undeclared. A bid with an unknown label or session never wins: it
 * is 'lost' once the market's whole result is declared.
 */
export function decideBid(bid: SettleBid, result: DeclaredResult): BidOutcome {
  const rule = ruleOf(bid.market, bid.label)?.rule;
  switch (bid.market) {
    case 'main':
      return decideMain(bid, rule, result);
    case 'starline':
      return decideStarline(bid, rule, result);
    case 'gali':
      return decideGali(bid, rule, result);
  }
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
