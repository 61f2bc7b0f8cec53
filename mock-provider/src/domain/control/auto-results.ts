import { addDays, indiaDateKey } from '@panna/shared';
import type { World } from '../../worlds/world';
import { ControlError } from '../../contract/control-error';
import { autoResultDeclared } from './auto-result-events';
import { journalOf } from './journal';
import { seededResult, type DueResult } from './seeded-results';
import { marketsOf } from '../markets';
import { settlementOf } from './settlement';
import { Unpayable, type DeclareRequest } from './settlement-contract';
import { settingsOf } from '../settings';

const DAY = 24 * 60 * 60_000;
/** A catch-up never reaches further back than this, however long the clock jumped. */
export const MAX_CATCH_UP_MS = 2 * DAY;
/** How far ahead the next due result is looked for (a week and a day covers any weekly schedule). */
const LOOKAHEAD_DAYS = 8;

export interface AutoResultsState {
  enabled: boolean;
  seed: number;
  /** The instant results have been declared up to. */
  cursor: number;
  /** The next scheduled result, if any in the coming week. */
  nextDue: number | undefined;
  /** Declarations that failed, newest first. */
  failures: AutoResultFailure[];
}

/** A scheduled declaration that could not be made (an unpayable win, a defect). */
export interface AutoResultFailure {
  /** Virtual instant of the catch-up that tried it. */
  at: number;
  declaration: unknown;
  msg: string;
}

/** The journal path failures are recorded under, beside the provider calls. */
export const AUTO_RESULTS_JOURNAL_PATH = '__sim/auto-results';
const FAILURES_SHOWN = 20;
/** After a catch-up that failed as a whole, the next try waits this long (virtual time). */
const RETRY_AFTER_MS = 60_000;

/**
 * Auto-results: when enabled (settings.autoResults), every scheduled result is declared at its time
 * from a seeded source, through the same declare-and-settle path as the control plane. It runs
 * lazily: `catchUp()` is called on every request and declares, in time order, what fell due since
 * the cursor (at most the last two days). An in-memory next-due instant keeps the idle call cheap.
 */
export function createAutoResults(world: World) {
  let nextDue: number | undefined;
  let lastNow = Number.NEGATIVE_INFINITY;

  /** Every scheduled result in (from, to], in time order. */
  const dueBetween = (from: number, to: number): DueResult[] => {
    const markets = marketsOf(world);
    const due: DueResult[] = [];
    // Sessions may end past midnight (or, for Disawar, open the next morning): start two days early.
    const last = indiaDateKey(to);
    for (const market of markets.list()) {
      for (let date = addDays(indiaDateKey(from), -2); date <= last; date = addDays(date, 1)) {
        const session = markets.sessionOn(market, date);
        if (!session) continue;
        const parts: DueResult[] =
          market.kind === 'main'
            ? [
                { at: session.openAt, marketId: market.id, date, session: 'open' },
                { at: session.closeAt, marketId: market.id, date, session: 'close' },
              ]
            : [{ at: session.openAt, marketId: market.id, date }];
        // Stryker disable next-line EqualityOperator,ConditionalExpression: one at `from` was declared already, and one after `to` is refused as early: either is skipped quietly.
        due.push(...parts.filter((p) => p.at > from && p.at <= to));
      }
    }
    // Open before close when both fall at once (a clock jump).
    const order = (d: DueResult) => (d.session === 'close' ? 1 : 0);
    return due.sort((a, b) => a.at - b.at || order(a) - order(b) || a.marketId - b.marketId);
  };

  const findNextDue = (now: number): number | undefined =>
    dueBetween(now, now + LOOKAHEAD_DAYS * DAY)[0]?.at;

  /** Kept in the world's journal, so QA finds it beside the calls and in GET /__sim/auto-results. */
  const recordFailure = (declaration: unknown, error: unknown) => {
    const msg = error instanceof Error ? error.message : String(error);
    journalOf(world).record({
      at: world.clock.now(),
      path: AUTO_RESULTS_JOURNAL_PATH,
      body: declaration,
      status: error instanceof ControlError ? error.statusCode : 500,
      answer: { status: false, msg },
      duration_ms: 0,
    });
  };

  /** Declares one due result: true when declared; a refusal other than QA's own word is recorded. */
  const declare = (due: DueResult, seed: number): boolean => {
    const settlement = settlementOf(world);
    const request: DeclareRequest = { marketId: due.marketId, date: due.date };
    try {
      const kind = settlement.marketOf(due.marketId).kind;
      if (kind === 'gali') request.jodi = seededResult(seed, due, 'jodi');
      else request.pana = seededResult(seed, due, 'pana');
      // Stryker disable next-line ConditionalExpression: other kinds' dues have no session.
      if (kind === 'main') request.session = due.session;
      autoResultDeclared(world, request, settlement.declare(request));
      return true;
    } catch (error) {
      // Declared by hand already, or its open was reverted: QA's word stands.
      if (error instanceof ControlError && !(error instanceof Unpayable)) return false;
      // Anything else (a win too large to pay, a defect) is refused alone and kept for QA to see.
      const { marketId, ...rest } = request;
      recordFailure({ game_id: marketId, ...rest }, error);
      return false;
    }
  };

  const state = (): AutoResultsState => {
    const { enabled, seed, cursor } = settingsOf(world).get('autoResults');
    const failures = journalOf(world)
      .query({ path: AUTO_RESULTS_JOURNAL_PATH, limit: FAILURES_SHOWN })
      .map((entry) => ({
        at: Date.parse(entry.at),
        declaration: entry.body,
        // Stryker disable next-line OptionalChaining,StringLiteral: a failure is always kept with its msg.
        msg: String(entry.answer?.msg ?? ''),
      }));
    return {
      enabled,
      seed,
      cursor,
      nextDue: enabled ? findNextDue(world.clock.now()) : undefined,
      failures,
    };
  };

  return {
    state,

    /** Turns auto-results on or off. Turning on starts from now: nothing earlier is back-filled. */
    configure(change: { enabled: boolean; seed?: number | undefined }): AutoResultsState {
      const current = settingsOf(world).get('autoResults');
      const cursor = change.enabled && !current.enabled ? world.clock.now() : current.cursor;
      settingsOf(world).update({
        autoResults: { enabled: change.enabled, seed: change.seed ?? current.seed, cursor },
      });
      nextDue = undefined;
      return state();
    },

    /** Forgets the next-due instant (markets or schedules changed). */
    invalidate(): void {
      nextDue = undefined;
    },

    /**
     * Runs on every request of the world, before it is answered: never throws. A declaration that
     * fails is recorded and skipped; a catch-up that fails as a whole is recorded and tried again
     * a minute later. Either way the request is answered.
     */
    catchUpQuietly(): number {
      try {
        return this.catchUp();
      } catch (error) {
        recordFailure({ catch_up: true }, error);
        lastNow = world.clock.now();
        nextDue = lastNow + RETRY_AFTER_MS;
        return 0;
      }
    },

    /** Declares every result due since the last catch-up; answers how many it declared. */
    catchUp(): number {
      const config = settingsOf(world).get('autoResults');
      if (!config.enabled) return 0;
      const now = world.clock.now();
      // The clock may have been set back: then the remembered next-due instant means nothing.
      // Stryker disable next-line ConditionalExpression: now < undefined is false anyway.
      if (nextDue !== undefined && now >= lastNow && now < nextDue) {
        lastNow = now;
        return 0;
      }
      lastNow = now;
      // A rewound clock re-arms from now; a long jump declares at most the last two days.
      const from = Math.max(Math.min(config.cursor, now), now - MAX_CATCH_UP_MS);
      let declared = 0;
      world.db.transaction(() => {
        for (const due of dueBetween(from, now)) if (declare(due, config.seed)) declared += 1;
        // Stryker disable next-line ConditionalExpression: the same cursor written again changes nothing.
        if (config.cursor !== now)
          settingsOf(world).update({ autoResults: { ...config, cursor: now } });
      })();
      nextDue = findNextDue(now) ?? now + LOOKAHEAD_DAYS * DAY;
      return declared;
    },
  };
}

export type AutoResults = ReturnType<typeof createAutoResults>;
export function autoResultsOf(world: World) {
  return world.service(createAutoResults);
}
