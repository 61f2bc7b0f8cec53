/**
 * Result strings as the provider stores them (docs/protocol.md, Results). Parsers take the raw fields
 * and return only what is declared and well formed, so a half-written or malformed result never
 * settles a bid. Main markets here; Starline and Gali Disawar in starline-gali-results.ts (the
 * home screen, which shows main markets only, carries none of them).
 */
import { ank, isPana } from '../pana';

/** A raw result field: "" (or absent) until declared. */
export type ResultField = string | null | undefined;

function requirePana(pana: string): string {
  if (!isPana(pana)) throw new RangeError(`Not a pana: ${JSON.stringify(pana)}`);
  return pana;
}

const OPEN_RESULT = /^(\d{3})-(\d)$/;
const CLOSE_RESULT = /^(\d)-(\d{3})$/;

/** The pana when it is a real pana and the written ank matches it. */
function checkedPana(pana: string | undefined, writtenAnk: string | undefined): string | undefined {
  // Stryker disable next-line ConditionalExpression: callers pass a regex group that always matched, so pana is never undefined here
  return pana !== undefined && isPana(pana) && String(ank(pana)) === writtenAnk ? pana : undefined;
}

export function openPanaOf(openResult: ResultField): string | undefined {
  // Stryker disable next-line StringLiteral: any text the regex refuses reads the same as '' for an absent field
  const match = OPEN_RESULT.exec(openResult?.trim() ?? '');
  return match ? checkedPana(match[1], match[2]) : undefined;
}

function closePanaOf(closeResult: ResultField): string | undefined {
  // Stryker disable next-line StringLiteral: any text the regex refuses reads the same as '' for an absent field
  const match = CLOSE_RESULT.exec(closeResult?.trim() ?? '');
  return match ? checkedPana(match[2], match[1]) : undefined;
}

// Main market --------------------------------------------------------------------------------

/** A main market's declared panas; a part is absent until declared. */
export interface MainResult {
  openPana?: string;
  closePana?: string;
}

/** open_result for an open pana: "123" -> "123-6". Throws RangeError for a non-pana. */
export function openResultOf(pana: string): string {
  return `${requirePana(pana)}-${ank(pana)}`;
}

/** close_result for a close pana: "590" -> "4-590". Throws RangeError for a non-pana. */
export function closeResultOf(pana: string): string {
  return `${ank(requirePana(pana))}-${pana}`;
}

/** The jodi of a day: open ank then close ank ("123", "590" -> "64"). */
export function jodiOf(openPana: string, closePana: string): string {
  return `${ank(openPana)}${ank(closePana)}`;
}

/** Reads open_result and close_result; a part is undefined when empty, malformed or mis-anked. */
export function parseMainResult(openResult: ResultField, closeResult: ResultField): MainResult {
  const result: MainResult = {};
  const openPana = openPanaOf(openResult);
  const closePana = closePanaOf(closeResult);
  // Stryker disable next-line ConditionalExpression: a part set to undefined reads as absent to every reader (=== undefined, Boolean, JSON)
  if (openPana !== undefined) result.openPana = openPana;
  // Stryker disable next-line ConditionalExpression: as above
  if (closePana !== undefined) result.closePana = closePana;
  return result;
}

/**
 * Display text: "123-64-590", "123-6*-***" with only the open declared, "***-**-***" with none.
 * Each half is masked on its own, so a close declared alone shows "***-*4-590".
 */
export function formatMainResult(openResult: ResultField, closeResult: ResultField): string {
  const { openPana, closePana } = parseMainResult(openResult, closeResult);
  const open = openPana === undefined ? '***-*' : openResultOf(openPana);
  const close = closePana === undefined ? '*-***' : closeResultOf(closePana);
  return `${open}${close}`;
}
