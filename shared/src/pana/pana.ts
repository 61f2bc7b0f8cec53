/**
 * Pana tables, generated from the rule: a pana is three digits in ascending order where 0 ranks
 * after 9 (127, 190, 100, 000). Published charts contain typos, so nothing here is typed out.
 */

export type PanaKind = 'single' | 'double' | 'triple';

/** Sort rank of a digit character: 1..9 keep their value, 0 comes last as 10. */
function rankOf(digit: string): number {
  const d = Number(digit);
  return d === 0 ? 10 : d;
}

/** Sorts any three digits into pana order ("091" -> "190", "001" -> "100"); digits only, length 3. */
export function toPana(digits: string): string {
  return [...digits].sort((a, b) => rankOf(a) - rankOf(b)).join('');
}

/** Sum of the digits mod 10. */
export function ank(pana: string): number {
  let sum = 0;
  for (const ch of pana) sum += Number(ch);
  return sum % 10;
}

/** Kind from the count of distinct digits; assumes a well-formed pana. */
function kindOf(pana: string): PanaKind {
  const distinct = new Set(pana).size;
  return distinct === 3 ? 'single' : distinct === 2 ? 'double' : 'triple';
}

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

export const SINGLE_PANA: readonly string[] = ALL_PANA.filter((p) => kindOf(p) === 'single');
export const DOUBLE_PANA: readonly string[] = ALL_PANA.filter((p) => kindOf(p) === 'double');
export const TRIPLE_PANA: readonly string[] = ALL_PANA.filter((p) => kindOf(p) === 'triple');

const KIND_BY_PANA: ReadonlyMap<string, PanaKind> = new Map(ALL_PANA.map((p) => [p, kindOf(p)]));

/** The kind of a pana, or undefined when the string is not a pana ("321", "12", "1a3"). */
export function panaKind(pana: string): PanaKind | undefined {
  return KIND_BY_PANA.get(pana);
}

/** True for a three-digit string already in pana order. */
export function isPana(pana: string): boolean {
  return KIND_BY_PANA.has(pana);
}
