/** PHP 8's numeric strings: spaces, a sign, digits with or without a point, an exponent, spaces. */
const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

/**
 * The real server's `$sent == $stored` (PHP 8) for a value read from a JSON body and a text the
 * database holds: two numeric texts, or a number and a numeric text, compare as numbers ("0482"
 * equals "482" and 482); null or an absent value as ""; anything else as text.
 */
export function phpLooseEquals(sent: string | number | null | undefined, stored: string): boolean {
  if (sent === null || sent === undefined) return stored === '';
  const storedNumeric = NUMERIC.test(stored);
  if (typeof sent === 'number')
    return storedNumeric ? sent === Number(stored) : String(sent) === stored;
  return storedNumeric && NUMERIC.test(sent) ? Number(sent) === Number(stored) : sent === stored;
}
