/**
 * What the journal keeps of a call's body and what it shows of it: secrets and session tokens
 * masked, a hostile depth cut off, an oversized body noted by its size.
 */
import { NESTED_TOO_DEEP, maskFields, type Masker } from '../../contract/secrets';

/**
 * Which fields are secret is the one rule of secrets.ts. Passwords, PINs and OTPs (what a player
 * types to prove who they are; the simulator stores passwords only as hashes) are masked as `***`
 * before a body is kept. Tokens (session tokens at any depth, cookies, session ids) are masked
 * whenever a kept body is shown, by their ends: the real server never rotates a session token, so
 * one read in the journal would be its account for good. The database holds them anyway, so a
 * body is kept as it came (almost every call carries a token, and writing each body out again cost
 * more than the rest of its entry) and masked as it is read. Calls recorded while the world's
 * journal is set to `redact: false` show theirs.
 */
const SECRET_MASK = '***';

/** The shortest token shown by its ends: at least 12 characters stay hidden. */
const SHOWN_TOKEN_LENGTH = 20;

/** A token cut to its first and last four characters: two tokens told apart, neither usable. */
export function maskToken(value: unknown): string {
  return typeof value === 'string' && value.length >= SHOWN_TOKEN_LENGTH
    ? `${value.slice(0, 4)}…${value.slice(-4)}`
    : SECRET_MASK;
}

/** As a body is kept: every secret but the tokens. */
const maskedAsKept: Masker = (value, kind) => (kind === 'token' ? value : SECRET_MASK);
/** With redaction off: nothing masked (the walk still cuts a hostile depth). */
const keptWhole: Masker = (value) => value;
/** As a kept body is shown: the tokens by their ends (the rest were masked as it was kept). */
const maskedAsShown: Masker = (value, kind) => (kind === 'token' ? maskToken(value) : SECRET_MASK);

export const TOO_DEEP = NESTED_TOO_DEEP;

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
  const redacted = maskFields(body, redacting ? maskedAsKept : keptWhole);
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
  return redacting ? maskFields(body, maskedAsShown) : body;
}
