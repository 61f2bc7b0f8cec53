/**
 * Pana tables, generated from the rule (pana.ts). Published charts contain typos, so nothing here
 * is typed out.
 */
import { ank, kindOf, type PanaKind } from './pana';

/** The digits in pana order: 1..9, then 0. */
const RANKED_DIGITS = '1234567890';

/**
 * All 220 panas in chart order (kinds mixed within an ank): every three digits taken in pana
 * order, which lists them digit by digit by rank; a stable sort by ank then groups them (for
 * ank 0: 127, 136, 145, 190, 235, ...). Built without sorting digits: it runs as the app starts.
 */
export const ALL_PANA: readonly string[] = (() => {
  const panas: string[] = [];
  for (let a = 0; a < 10; a++)
    for (let b = a; b < 10; b++)
      for (let c = b; c < 10; c++)
        panas.push(RANKED_DIGITS[a]! + RANKED_DIGITS[b]! + RANKED_DIGITS[c]!);
  return panas.sort((x, y) => ank(x) - ank(y));
})();

const panasOf = (kind: PanaKind) => ALL_PANA.filter((p) => kindOf(p) === kind);
export const SINGLE_PANA: readonly string[] = panasOf('single');
export const DOUBLE_PANA: readonly string[] = panasOf('double');
export const TRIPLE_PANA: readonly string[] = panasOf('triple');
