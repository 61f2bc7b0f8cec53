/**
 * Points and rupee amounts are typed as text. They must be whole positive numbers written in
 * digits (surrounding whitespace allowed). Anything else (letters, decimals, signs, exponents,
 * zero) is "no amount": a funds form shows its required message, as a number input would for
 * unparsable text, and the bid form its own (bids/entry.ts). The one rule for both, and for the
 * simulator's reading of amounts sent as text.
 */

const WHOLE_NUMBER = /^\s*\d+\s*$/;

/** The whole positive amount in `text`, or undefined when there is none. */
export function parseAmount(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || !WHOLE_NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A balance or limit from the server as a number; non-finite values count as 0. */
export function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}
