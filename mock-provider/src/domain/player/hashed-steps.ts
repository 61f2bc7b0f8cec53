import type { Outcome } from '../outcome';
import { hashPassword, verifyPassword } from '../passwords';
import { currentCallNotes, withCallNotes } from '../../call-notes';

/** The hashing a step needs before it can decide: a stored hash compared, or the new one made. */
export type HashWork = { compare: string } | { hashNew: true };
export const HASH_NEW: HashWork = { hashNew: true };

/** The hashing done so far for a call. */
export interface Hashed {
  /** The stored hash the password was compared with, and whether it matched. */
  compared?: { hash: string; matches: boolean };
  /** The new password's hash. */
  newHash?: string;
}

/**
 * Runs a call that reads or stores a password as synchronous steps, with the hashing between
 * them done off the event loop (passwords.ts), so that no other call waits on it. Anything may
 * land while a hash is computed (another login of the number, its registration, a restore), so
 * each step reads the world afresh, checks everything again, and then either decides, writing
 * in one go, or names the hashing it still needs; a stored hash other than the one compared (the
 * password changed meanwhile) is compared in its turn.
 */
export async function hashedSteps<T>(
  step: (hashed: Hashed) => Outcome<T> | HashWork,
  { password = '', newPassword = '' }: { password?: string; newPassword?: string },
): Promise<Outcome<T>> {
  const hashed: Hashed = {};
  // Steps after a hash run later: with the notes of the call they answer.
  const notes = currentCallNotes();
  for (;;) {
    const next = withCallNotes(notes, () => step(hashed));
    if ('ok' in next) return next;
    if ('compare' in next)
      hashed.compared = {
        hash: next.compare,
        matches: await verifyPassword(password, next.compare),
      };
    else hashed.newHash = await hashPassword(newPassword);
  }
}
