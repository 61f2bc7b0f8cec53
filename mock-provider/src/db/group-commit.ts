import type { Db } from './connection';
import { currentCallNotes, withCallNotes } from '../call-notes';

interface Queued {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes queued in one turn of the event loop share one SQLite transaction, so a
 * burst of calls pays for one commit instead of one each. Every write runs in its own savepoint:
 * one that throws rolls back alone and rejects alone. Results are handed out only after the shared
 * COMMIT, so an acknowledged write is a committed write; if the COMMIT fails, every write of the
 * batch is rejected and none landed.
 */
export function createGroupCommit(db: Db) {
  let queue: Queued[] = [];
  // Made once: better-sqlite3 turns the inner call into a SAVEPOINT inside the outer transaction.
  const inSavepoint = db.transaction((work: () => unknown) => work());
  const inTransaction = db.transaction((batch: Queued[]) =>
    batch.map(({ work }) => {
      try {
        return { ok: true, value: inSavepoint(work) } as const;
      } catch (error) {
        return { ok: false, error } as const;
      }
    }),
  );

  const flush = () => {
    // Stryker disable next-line ConditionalExpression: an empty batch would commit an empty transaction; this spares it.
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    let settled;
    try {
      settled = inTransaction(batch);
    } catch (error) {
      for (const queued of batch) queued.reject(error);
      return;
    }
    settled.forEach((outcome, i) => {
      if (outcome.ok) batch[i]!.resolve(outcome.value);
      else batch[i]!.reject(outcome.error);
    });
  };

  /** Runs `work` in the next shared transaction; resolves once that transaction has committed. */
  function commit<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // The work runs later, in the batch: with the notes of the call that queued it.
      const notes = currentCallNotes();
      const queued = {
        work: () => withCallNotes(notes, work),
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      if (queue.push(queued) === 1) setImmediate(flush);
    });
  }
  /**
   * Commits what is queued at once: before its connection is closed or replaced (a restore), so
   * that a write that arrived first lands first rather than failing on a closed database.
   */
  commit.now = flush;
  return commit;
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
