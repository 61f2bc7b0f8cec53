/**
 * What the journal keeps of a call's body and what it shows of it: secrets and session tokens
 * masked, a hostile depth cut off, an oversized body noted by its size.
 */

/**
 * Masked before a body is kept: what a player types to prove who they are (the simulator stores
 * passwords only as hashes). Not masked while the world's journal is set to `redact: false`.
 */
const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'new_pass',
  'old_pass',
  'otp',
  'security_pin',
]);
/**
 * Masked whenever a kept body is shown: session tokens (`unique_token`, at the top and in a bid's
 * `new_result`). The real server never rotates them, so a token read in the journal would be its
 * account for good. The database holds them anyway, so a body is kept as it came (almost every
 * call carries a token, and writing each body out again cost more than the rest of its entry) and
 * masked as it is read. Calls recorded with `redact: false` show theirs.
 */
const TOKEN_FIELDS: ReadonlySet<string> = new Set(['unique_token']);

/** The shortest token shown by its ends: at least 12 characters stay hidden. */
const SHOWN_TOKEN_LENGTH = 20;

/** A token cut to its first and last four characters: two tokens told apart, neither usable. */
export function maskToken(value: unknown): string {
  return typeof value === 'string' && value.length >= SHOWN_TOKEN_LENGTH
    ? `${value.slice(0, 4)}…${value.slice(-4)}`
    : '***';
}

const maskedValue = (key: string, value: unknown): string =>
  TOKEN_FIELDS.has(key) ? maskToken(value) : '***';

/** Deeper than any protocol body; a hostile body nested further is not walked (nor kept). */
const MAX_REDACT_DEPTH = 32;
export const TOO_DEEP = '[nested too deep]';

/**
 * The value with the named fields masked (tokens by their ends, the rest as ***); parts without
 * them are shared, not copied. Parts nested deeper than MAX_REDACT_DEPTH are replaced whole:
 * walking or writing out a 20,000-deep body would overflow the stack, and a secret could hide in it.
 */
export function redact(value: unknown, fields: ReadonlySet<string>, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_REDACT_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => redact(item, fields, depth + 1));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    const masked = fields.has(key) ? maskedValue(key, field) : redact(field, fields, depth + 1);
    if (masked !== field) (copy ??= { ...value })[key] = masked;
  }
  return copy ?? value;
}

/** The value with what a player types to prove who they are masked (a recording's bodies). */
export const maskSecrets = (value: unknown): unknown => redact(value, SECRET_FIELDS);

const NOTHING: ReadonlySet<string> = new Set();

/** A body whose JSON is longer than this is noted by its size (no protocol body comes near). */
export const MAX_KEPT_BODY = 64 * 1024;

/**
 * What the journal keeps of a body: its JSON text, its secrets masked first when the world
 * redacts. When that changes nothing, the text the body was parsed from is kept as it came:
 * written out again, a bid's body cost more than the rest of its journal entry.
 */
export function keptBody(
  body: unknown,
  redacting: boolean,
  parsedFrom: string | undefined,
): string {
  const redacted = redact(body, redacting ? SECRET_FIELDS : NOTHING);
  const text =
    redacted === body && parsedFrom !== undefined
      ? parsedFrom
      : (JSON.stringify(redacted) ?? 'null');
  return text.length > MAX_KEPT_BODY
    ? JSON.stringify(`[body of ${text.length} characters not kept]`)
    : text;
}

/** What the journal shows of a kept body: its session tokens masked, when recorded redacting. */
export function shownBody(kept: string, redacting: boolean): unknown {
  const body = JSON.parse(kept) as unknown;
  return redacting ? redact(body, TOKEN_FIELDS) : body;
}
