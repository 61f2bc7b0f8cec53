/** How the real server's PHP reads and writes what players send: its loose ==, its ucwords. */

/** PHP 8's numeric strings: spaces, a sign, digits with or without a point, an exponent, spaces. */
const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

/**
 * The real server's `$sent == $stored` (PHP 8) for a value read from a JSON body and a text the
 * database holds: when both read as numbers they compare as numbers ("0482" equals "482" and 482);
 * otherwise as text (a number then never equals the stored text); null or an absent value as "".
 */
export function phpLooseEquals(sent: string | number | null | undefined, stored: string): boolean {
  if (sent === null || sent === undefined) return stored === '';
  const text = String(sent);
  return NUMERIC.test(stored) && NUMERIC.test(text)
    ? Number(text) === Number(stored)
    : text === stored;
}

/**
 * PHP's ucwords, as the real server stores names: each word's first letter in capitals, the rest
 * as typed.
 */
export const ucwords = (text: string): string =>
  text.replace(
    /(^|[ \t\r\n\f\v])(\S)/g,
    (_all, space: string, letter: string) => space + letter.toUpperCase(),
  );
