/**
 * The fast lane's kept answers (routes/provider/lane.ts). A poller sends the same bytes again and
 * again (the dashboard every 5 s, the bid history reread), and until its world changes it is owed
 * the same answer, so the lane keeps each read's answer by the call's path, host and body text and
 * writes it again, skipping the parse, the checks, the handler and the serialisation
 * (docs/benchmarks.md, Kept answers). A kept answer holds while its world's stamp does:
 * - the database unchanged: SQLite's change counter for the connection, the world's only writer,
 *   counts every INSERT, UPDATE and DELETE (a bid, a result, a credit, a setting, a login);
 * - the world's clock in the same second: the answers count seconds (the dashboard's durations)
 *   and the Date header does;
 * - no call taken or finished by the app's Fastify since, in any of its worlds (the control
 *   plane, scenarios, every other provider call), whatever such a call may change outside the
 *   database. (A fault or an override set sends the lane's calls to Fastify anyway.)
 * Every call is still journaled, with its own instant and duration.
 */
import type { Player } from './users';
import type { World } from '../worlds/world';
import { changeCounter } from '../db/unchanged-cache';

/** Bytes of answers kept per world; past this the store starts over (a history is up to 50 KB). */
const KEPT_BYTES = 4 * 1024 * 1024;

/** What a kept call answered, and what its journal entry needs of it. */
export interface KeptAnswer {
  body: Record<string, unknown>;
  user: Player | null;
  /** The strict notes the call made (domain/strict-notes.ts). */
  notes: readonly string[];
  headers: readonly string[];
  payload: Buffer;
  /** Its `status` and `msg`, as the journal keeps them. */
  answer: { status: unknown; msg: unknown } | null;
}

function createKeptAnswers(world: World) {
  const changesNow = changeCounter(world.db);
  const kept = new Map<string, KeptAnswer>();
  let bytes = 0;
  /** The stamp the kept answers were made at. */
  let keptAt: Stamp | undefined;

  /**
   * The world's stamp now, given the count of calls the app's Fastify has taken or finished; or
   * undefined inside a transaction (what it reads may roll back).
   */
  const stampNow = (calls: number): Stamp | undefined => {
    const changes = changesNow();
    return changes === undefined
      ? undefined
      : { changes, second: Math.floor(world.clock.now() / 1000), calls };
  };

  return {
    stampNow,
    /** The answer kept for `key`, while the world is as it was when it was kept. */
    get(key: string, calls: number): KeptAnswer | undefined {
      return kept.size > 0 && same(stampNow(calls), keptAt) ? kept.get(key) : undefined;
    },
    /**
     * Keeps an answer made between `before` (the stamp as its handler began) and now, when
     * nothing moved in between (a handler that wrote, a second that turned, a call of Fastify's
     * while it waited).
     */
    keep(key: string, before: Stamp | undefined, calls: number, answer: KeptAnswer): void {
      const now = stampNow(calls);
      // Stryker disable next-line ConditionalExpression: a defence; the kept paths' handlers write nothing today.
      if (!same(before, now)) return;
      if (!same(now, keptAt) || bytes + answer.payload.length > KEPT_BYTES) {
        kept.clear();
        bytes = 0;
        keptAt = now;
      }
      bytes += answer.payload.length - (kept.get(key)?.payload.length ?? 0);
      kept.set(key, answer);
    },
  };
}

export interface Stamp {
  changes: number;
  second: number;
  calls: number;
}

const same = (a: Stamp | undefined, b: Stamp | undefined): boolean =>
  a !== undefined &&
  b !== undefined &&
  a.changes === b.changes &&
  a.second === b.second &&
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a defence; no call changes an answer outside the database and the clock today.
  a.calls === b.calls;

export function keptAnswersOf(world: World) {
  return world.service(createKeptAnswers);
}
