/** Digits and two-digit jodis, generated rather than typed so they cannot hold typos. */

/** The ten digits '0'..'9'. */
export const ALL_DIGITS: readonly string[] = Array.from({ length: 10 }, (_, d) => String(d));

/** Every jodi '00'..'99', ascending. */
export const ALL_JODIS: readonly string[] = Array.from({ length: 100 }, (_, n) =>
  String(n).padStart(2, '0'),
);

/**
 * Red jodis pair a digit with itself or with its "cut" (the digit five away): 00, 05, 11, 16, ...
 * Charts highlight them, so they are derived from that rule.
 */
export const RED_JODIS: readonly string[] = ALL_JODIS.filter((jodi) => {
  const a = Number(jodi[0]);
  const b = Number(jodi[1]);
  return b === a || b === (a + 5) % 10;
});

const RED_JODI_SET: ReadonlySet<string> = new Set(RED_JODIS);

/** True for a two-digit jodi string that charts highlight in red. */
export function isRedJodi(jodi: string): boolean {
  return RED_JODI_SET.has(jodi);
}
