/**
 * The pana rule: three digits in ascending order where 0 ranks after 9 (127, 190, 100, 000). The
 * tables generated from it are in tables.ts, apart, so that the home screen (which only reads
 * results) carries none of them.
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
export function kindOf(pana: string): PanaKind {
  const distinct = new Set(pana).size;
  return distinct === 3 ? 'single' : distinct === 2 ? 'double' : 'triple';
}

/** The kind of a pana, or undefined when the string is not a pana ("321", "12", "1a3"). */
export function panaKind(pana: string): PanaKind | undefined {
  return isPana(pana) ? kindOf(pana) : undefined;
}

/** True for three digits already in pana order (1..9, then 0: 127, 190, 100, 000). */
export function isPana(pana: string): boolean {
  return (
    /^[0-9]{3}$/.test(pana) &&
    rankOf(pana[0]!) <= rankOf(pana[1]!) &&
    rankOf(pana[1]!) <= rankOf(pana[2]!)
  );
}
