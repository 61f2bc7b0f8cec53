import { panaKind, panasOfAnk } from '../pana';
import type { PanaGroups, PanaKindBoxes } from './types';

/**
 * SP DP TP: the ank (one digit 0..9) names the panas whose digit sum ends in it; each ticked box
 * adds that kind's panas of the ank (12 single, 9 double, 1 triple). No box ticked, nothing.
 */
export function expandSpDpTp(ank: number, boxes: PanaKindBoxes): PanaGroups {
  return {
    sp: boxes.sp ? panasOfAnk(ank, 'single') : [],
    dp: boxes.dp ? panasOfAnk(ank, 'double') : [],
    tp: boxes.tp ? panasOfAnk(ank, 'triple') : [],
  };
}

const distinctDigits = (digits: string): string[] => [...new Set(digits.split(''))];

/**
 * SP Motor: every ordered triple (a, b, c) of distinct entered digits whose first two are not zero
 * and which is itself a single pana (ascending, 0 ranked last), one row each. Because a single pana
 * is written in ascending order with 0 last, that is exactly one pana per 3-digit subset of the
 * distinct entered digits: n distinct digits give n·(n−1)·(n−2)/6 panas, in chart order.
 */
export function expandSpMotor(digits: string): string[] {
  const unique = distinctDigits(digits);
  const found: string[] = [];
  for (const a of unique) {
    for (const b of unique) {
      for (const c of unique) {
        // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: only saves work; panaKind below refuses every triple this skips
        if (a === b || b === c || a === c || a === '0' || b === '0') continue;
        const candidate = a + b + c;
        if (panaKind(candidate) === 'single') found.push(candidate);
      }
    }
  }
  return found.sort(byChartOrder);
}

/**
 * DP Motor: for each pair (a, b) of distinct entered digits, the candidates aab, abb, baa and bba;
 * those that are double panas (ascending, 0 last) are kept, each once. Each unordered pair gives
 * exactly two: n distinct digits give n·(n−1) panas.
 */
export function expandDpMotor(digits: string): string[] {
  const unique = distinctDigits(digits);
  const found = new Set<string>();
  for (const a of unique) {
    for (const b of unique) {
      // Stryker disable next-line ConditionalExpression: only saves work; aaa is a triple, which panaKind below refuses
      if (a === b) continue;
      // Stryker disable next-line ArithmeticOperator: each candidate is also made on the (b, a) turn of the loop, so losing one loses nothing
      for (const candidate of [a + a + b, a + b + b, b + a + a, b + b + a]) {
        if (panaKind(candidate) === 'double') found.add(candidate);
      }
    }
  }
  return [...found].sort(byChartOrder);
}

/** Orders panas as the chart does: digit by digit, 0 ranked after 9. */
export function byChartOrder(x: string, y: string): number {
  const rank = (pana: string) => pana.replaceAll('0', ':');
  return rank(x) < rank(y) ? -1 : rank(x) > rank(y) ? 1 : 0;
}
