import { ALL_PANA, addDays, indiaDateKey } from '@panna/shared';
import type { World } from '../world';
import { ControlError } from './control-error';
import { marketsOf } from './markets';
import { settlementOf, type DeclareRequest } from './settlement';

const DAY = 24 * 60 * 60_000;
/** A catch-up never reaches further back than this, however long the clock jumped. */
export const MAX_CATCH_UP_MS = 2 * DAY;
/** How far ahead the next due result is looked for (a week and a day covers any weekly schedule). */
const LOOKAHEAD_DAYS = 8;

/** One scheduled result: main open pana at openAt, close pana at closeAt; Starline and Gali at openAt. */
export interface DueResult {
  at: number;
  marketId: number;
  date: string;
  session?: 'open' | 'close';
}

export interface AutoResultsState {
  enabled: boolean;
  seed: number;
  /** The instant results have been declared up to. */
  cursor: number;
  /** The next scheduled result, if any in the coming week. */
  nextDue: number | undefined;
}

/** 32-bit FNV-1a, then a murmur3 finaliser: a well-mixed number from a text key. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The seeded value of one scheduled result. It depends only on the seed and the result's identity,
 * never on when or in what order catch-ups run: the same seed and schedule give the same results.
 */
export function seededResult(seed: number, due: DueResult, kind: 'pana' | 'jodi'): string {
  const n = hash32(`${seed}|${due.marketId}|${due.date}|${due.session ?? 'result'}`);
  return kind === 'pana' ? ALL_PANA[n % ALL_PANA.length]! : String(n % 100).padStart(2, '0');
}

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
        due.push(...parts.filter((p) => p.at > from && p.at <= to));
      }
    }
    // Open before close when both fall at once (a clock jump).
    const order = (d: DueResult) => (d.session === 'close' ? 1 : 0);
    return due.sort((a, b) => a.at - b.at || order(a) - order(b) || a.marketId - b.marketId);
  };

  const findNextDue = (now: number): number | undefined =>
    dueBetween(now, now + LOOKAHEAD_DAYS * DAY)[0]?.at;

  const declare = (due: DueResult, seed: number): boolean => {
    const settlement = settlementOf(world);
    const kind = settlement.marketOf(due.marketId).kind;
    const request: DeclareRequest = { marketId: due.marketId, date: due.date };
    if (kind === 'gali') request.jodi = seededResult(seed, due, 'jodi');
    else request.pana = seededResult(seed, due, 'pana');
    if (kind === 'main') request.session = due.session;
    try {
      settlement.declare(request);
      return true;
    } catch (error) {
      // Declared by hand already, or its open was reverted: QA's word stands.
      if (error instanceof ControlError) return false;
      throw error;
    }
  };

  const state = (): AutoResultsState => {
    const { enabled, seed, cursor } = world.settings.get('autoResults');
    return { enabled, seed, cursor, nextDue: enabled ? findNextDue(world.clock.now()) : undefined };
  };

  return {
    state,

    /** Turns auto-results on or off. Turning on starts from now: nothing earlier is back-filled. */
    configure(change: { enabled: boolean; seed?: number | undefined }): AutoResultsState {
      const current = world.settings.get('autoResults');
      const cursor = change.enabled && !current.enabled ? world.clock.now() : current.cursor;
      world.settings.update({
        autoResults: { enabled: change.enabled, seed: change.seed ?? current.seed, cursor },
      });
      nextDue = undefined;
      return state();
    },

    /** Forgets the next-due instant (markets or schedules changed). */
    invalidate(): void {
      nextDue = undefined;
    },

    /** Declares every result due since the last catch-up; answers how many it declared. */
    catchUp(): number {
      const config = world.settings.get('autoResults');
      if (!config.enabled) return 0;
      const now = world.clock.now();
      // The clock may have been set back: then the remembered next-due instant means nothing.
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
        if (config.cursor !== now)
          world.settings.update({ autoResults: { ...config, cursor: now } });
      })();
      nextDue = findNextDue(now) ?? now + LOOKAHEAD_DAYS * DAY;
      return declared;
    },
  };
}

export type AutoResults = ReturnType<typeof createAutoResults>;
export const autoResultsOf = (world: World) => world.service(createAutoResults);
