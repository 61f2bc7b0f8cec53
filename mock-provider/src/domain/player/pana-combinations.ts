/**
 * The combinations a bid screen can ask the real server to preview (api-get-sp-motor-combination,
 * api-get-sp-dp-tp-combination): the panas some digits or an ank make, from the shared pana
 * tables, each carrying the points asked, and what they would cost the player.
 */
import { isPana, panaKind, panasOfAnk, type PanaKind } from '@panna/shared';
import { refuse, wholeAmount, type Outcome } from '../outcome';
import { BIDDING_MESSAGES } from './bid-checks';
import type { Player } from '../users';

/** The real server's words. */
export const COMBINATION_MESSAGES = {
  none: 'No Possible combination found',
  insufficient: "You don't have sufficient balance to place this bid",
} as const;

/** A flag or a type as sent (the schema's Id), or a flag left out. */
type Sent = string | number | undefined;

/** A flag or a type as PHP's loose `==` compares it with a number: "8", 8 and "08" alike. */
const looselyIs = (value: Sent, wanted: number): boolean => Number(value) === wanted;

/**
 * SP Motor and DP Motor as the real server makes them: every three-character string of the
 * entered characters (repeats allowed), in the order their nested loops make them, kept when it
 * is a pana of the asked kind (`type` 8: single, else double), each once. Only digits can make a
 * pana, and a repeated digit makes nothing new, so the distinct digits, in order, are enough.
 */
export function motorCombinations(type: Sent, number: string): string[] {
  const kind: PanaKind = looselyIs(type, 8) ? 'single' : 'double';
  // Stryker disable next-line StringLiteral: a character that is no digit makes no pana either way; this keeps the loops short.
  const digits = [...new Set(number.replace(/[^0-9]/g, '').split(''))];
  const found: string[] = [];
  for (const a of digits)
    for (const b of digits)
      for (const c of digits) {
        const candidate = a + b + c;
        if (isPana(candidate) && panaKind(candidate) === kind) found.push(candidate);
      }
  return found;
}

const LABEL: Record<PanaKind, string> = {
  single: 'Single Pana',
  double: 'Double Pana',
  triple: 'Triple Pana',
};

/** SP DP TP: the panas of an ank (one digit), single, double then triple, as each flag asks. */
export function ankCombinations(
  number: string,
  flags: Record<PanaKind, Sent>,
): { number: string; pana: string }[] {
  // Stryker disable next-line Regex: panasOfAnk has no pana for two digits or none; this says so here.
  const ank = /^[0-9]$/.test(number.trim()) ? Number(number.trim()) : undefined;
  // Stryker disable next-line ConditionalExpression: as above.
  if (ank === undefined) return [];
  return (['single', 'double', 'triple'] as const).flatMap((kind) =>
    looselyIs(flags[kind], 1)
      ? panasOfAnk(ank, kind).map((pana) => ({ number: pana, pana: LABEL[kind] }))
      : [],
  );
}

/** What a preview answers: the panas with the points as sent, their total and the balance left. */
export interface CombinationPreview {
  posssible_array: { number: string; points: string | number; pana?: string }[];
  total_bid_amount: number;
  wallet_amt_after_bid: number;
}

/**
 * The preview of `found` at `points` each, for the player's balance: none found, or more than the
 * balance, is refused in the real server's words (a token no player holds has no balance).
 * Points must be whole and above 0, the simulator's own rule for every bid.
 */
export function preview(
  player: Player,
  found: readonly { number: string; pana?: string }[],
  points: string | number,
): Outcome<CombinationPreview> {
  if (found.length === 0) return refuse(COMBINATION_MESSAGES.none);
  const each = wholeAmount(points);
  if (each === undefined) return refuse(BIDDING_MESSAGES.invalidPoints);
  const total = found.length * each;
  if (!Number.isSafeInteger(total) || total > player.wallet)
    return refuse(COMBINATION_MESSAGES.insufficient);
  return {
    ok: true,
    posssible_array: found.map((row) => ({ ...row, points })),
    total_bid_amount: total,
    wallet_amt_after_bid: player.wallet - total,
  };
}
