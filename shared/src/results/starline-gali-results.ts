/** Starline and Gali Disawar result strings (see result-strings.ts for the main markets'). */
import { openPanaOf, openResultOf, type MainResult, type ResultField } from './result-strings';

// Starline -----------------------------------------------------------------------------------

export interface StarlineResult {
  pana?: string;
}

/** A Starline slot's open_result: "128" -> "128-1". Throws RangeError for a non-pana. */
export function starlineResultOf(pana: string): string {
  return openResultOf(pana);
}

export function parseStarlineResult(openResult: ResultField): StarlineResult {
  const pana = openPanaOf(openResult);
  return pana === undefined ? {} : { pana };
}

/** Display text: "128-1", or "***-*" (the main market's open mask) until declared. */
export function formatStarlineResult(openResult: ResultField): string {
  const { pana } = parseStarlineResult(openResult);
  return pana === undefined ? '***-*' : openResultOf(pana);
}

// Gali Disawar -------------------------------------------------------------------------------

export interface GaliResult {
  jodi?: string;
}

/** Every field a result may carry; each market reads its own (main: panas, starline: pana, gali: jodi). */
export type DeclaredResult = MainResult & StarlineResult & GaliResult;

/**
 * The answer fields for a two-digit result, as the real server sends them: the jodi in
 * open_result, close_result empty ("47" -> "47", "").
 */
export function galiResultOf(jodi: string): { open_result: string; close_result: '' } {
  if (!/^\d{2}$/.test(jodi)) throw new RangeError(`Not a jodi: ${JSON.stringify(jodi)}`);
  return { open_result: jodi, close_result: '' };
}

const singleDigit = (field: ResultField): string | undefined => {
  const text = field?.trim() ?? '';
  return /^\d$/.test(text) ? text : undefined;
};

/** The two digits open_result followed by close_result make ("47" + "", or "4" + "7"). */
function jodiText(openResult: ResultField, closeResult: ResultField): string | undefined {
  const text = `${openResult?.trim() ?? ''}${closeResult?.trim() ?? ''}`;
  return /^\d{2}$/.test(text) ? text : undefined;
}

/** The jodi only when both digits are declared. */
export function parseGaliResult(openResult: ResultField, closeResult: ResultField): GaliResult {
  const jodi = jodiText(openResult, closeResult);
  return jodi === undefined ? {} : { jodi };
}

/**
 * Display text, open_result followed by close_result: "47", "**" until declared; a lone digit
 * shows as "4*" or "*7".
 */
export function formatGaliResult(openResult: ResultField, closeResult: ResultField): string {
  return (
    jodiText(openResult, closeResult) ??
    `${singleDigit(openResult) ?? '*'}${singleDigit(closeResult) ?? '*'}`
  );
}
