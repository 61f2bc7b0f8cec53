/**
 * What the journal keeps of a call's body: secrets masked, a hostile depth cut off, an oversized
 * body noted by its size, all as one JSON string.
 */

/** Body fields never shown unless the world's journal is set to `redact: false`. */
const SECRET_FIELDS = new Set(['password', 'new_pass', 'old_pass', 'otp', 'security_pin']);

/** Deeper than any protocol body; a hostile body nested further is not walked (nor kept). */
const MAX_REDACT_DEPTH = 32;
export const TOO_DEEP = '[nested too deep]';

/**
 * The value with secret fields masked (unless `mask` is false); parts without secrets are shared,
 * not copied. Parts nested deeper than MAX_REDACT_DEPTH are replaced whole: walking or writing
 * out a 20,000-deep body would overflow the stack, and a secret could hide in it.
 */
export function redact(value: unknown, mask = true, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_REDACT_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => redact(item, mask, depth + 1));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    const masked = mask && SECRET_FIELDS.has(key) ? '***' : redact(field, mask, depth + 1);
    if (masked !== field) (copy ??= { ...value })[key] = masked;
  }
  return copy ?? value;
}

/** A body whose JSON is longer than this is noted by its size (no protocol body comes near). */
export const MAX_KEPT_BODY = 64 * 1024;

/**
 * What the journal keeps of a body: its JSON text, redacted first when the world redacts. When
 * redacting changes nothing, the text the body was parsed from is kept as it came: written out
 * again, a bid's body cost more than the rest of its journal entry.
 */
export function keptBody(
  body: unknown,
  redacting: boolean,
  parsedFrom: string | undefined,
): string {
  const redacted = redact(body, redacting);
  const text =
    redacted === body && parsedFrom !== undefined
      ? parsedFrom
      : (JSON.stringify(redacted) ?? 'null');
  return text.length > MAX_KEPT_BODY
    ? JSON.stringify(`[body of ${text.length} characters not kept]`)
    : text;
}
