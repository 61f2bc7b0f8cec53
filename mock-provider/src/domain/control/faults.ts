import { FAULT_KINDS, kindsThat, type FaultKind, type KindThat } from '../../contract/fault-kinds';
import type { World } from '../../worlds/world';
import { seededRandom } from '../seeded-random';

/** Kinds that answer instead of the handler (or do not answer at all): nothing is applied. */
export type TerminalKind = KindThat<'instead'>;
const TERMINAL: ReadonlySet<FaultKind> = new Set(kindsThat('instead'));
const isTerminal = (fault: Fault): fault is Fault & { kind: TerminalKind } =>
  TERMINAL.has(fault.kind);

/**
 * Kinds that let the call be applied (its handler runs, its transaction commits) and then spoil
 * the answer on its way out: never sent (hang_after), the connection cut before a byte
 * (drop_after), sent in pieces over `latency_ms` (slow_answer), or cut halfway (cut_answer).
 */
export type AfterKind = KindThat<'after'>;
const AFTER: ReadonlySet<FaultKind> = new Set(kindsThat('after'));
const isAfter = (fault: Fault): fault is Fault & { kind: AfterKind } => AFTER.has(fault.kind);
const meets = (fault: Fault, way: 'delay' | 'prefix'): boolean =>
  FAULT_KINDS[fault.kind].meets === way;

export interface FaultSpec {
  kind: FaultKind;
  /** A provider path; absent for every provider path. */
  path?: string;
  /** A player's mobile: only that player's calls (the token's owner, or the mobile named). */
  player?: string;
  /** Applies to the next N matching calls, then expires. */
  times?: number;
  /** Chance (0..1) that a matching call is hit; drawn from the world's seeded source. */
  probability?: number;
  /**
   * Delay added before answering: fixed, or drawn from [min, max]. slow_answer: the time over
   * which the answer is sent.
   */
  latency_ms?: number | [number, number];
  /** status_false: the `msg`. */
  msg?: string;
  /** text_before_json / not_json: the text sent. */
  text?: string;
}

export interface Fault extends FaultSpec {
  id: string;
  /** How many calls it has hit so far. */
  hits: number;
}

/** What the faults decided for one call. */
export interface FaultPlan {
  latencyMs: number;
  /** The fault that answers instead of the handler, if any. */
  terminal?: Fault & { kind: TerminalKind };
  /** text_before_json: the text put before the answer. */
  prefix?: Fault;
  /** A lost-answer kind (AFTER_KINDS): the call is applied, then its answer spoiled. */
  after?: Fault & { kind: AfterKind };
  /** slow_answer: the time over which the answer is sent. */
  spreadMs: number;
}

export const DEFAULT_FAULT_SEED = 1;

/** The plan of a call no fault touches. */
const NO_FAULT: FaultPlan = Object.freeze({ latencyMs: 0, spreadMs: 0 });

function createFaults() {
  let faults: Fault[] = [];
  let nextId = 1;
  let random = seededRandom(DEFAULT_FAULT_SEED);

  /** Whether a fault hits this call; consumes one of its `times` when it does. */
  const hits = (fault: Fault): boolean => {
    // Stryker disable next-line EqualityOperator: > differs only when a draw equals the chance exactly.
    if (fault.probability !== undefined && random() >= fault.probability) return false;
    fault.hits += 1;
    // Stryker disable next-line ConditionalExpression: without times, hits >= undefined is false anyway.
    if (fault.times !== undefined && fault.hits >= fault.times) {
      faults = faults.filter((f) => f !== fault);
    }
    return true;
  };

  const latencyOf = ({ latency_ms: latency }: Fault): number => {
    if (latency === undefined) return 0;
    if (typeof latency === 'number') return latency;
    const [min, max] = latency;
    return Math.round(min + random() * (max - min));
  };

  return {
    add(spec: FaultSpec): Fault {
      const fault: Fault = { ...spec, id: `f${nextId++}`, hits: 0 };
      faults.push(fault);
      return fault;
    },
    list: (): readonly Fault[] => faults,
    remove(id: string): boolean {
      const before = faults.length;
      faults = faults.filter((f) => f.id !== id);
      return faults.length < before;
    },
    clear(): void {
      faults = [];
    },
    seed(seed: number): void {
      random = seededRandom(seed);
    },
    /** Whether some fault is for one player only (the caller must then be known to plan). */
    hasPlayerFaults: (): boolean => faults.some((f) => f.player !== undefined),
    /**
     * Decides the faults of one call to `path` by `player` (its mobile, when known). Terminal
     * faults are drawn first and only until one hits, so a second one is not used up by a call it
     * could not affect; the same for prefixes and for lost answers, which only a call that is
     * applied can meet.
     */
    plan(path: string, player?: string): FaultPlan {
      // Nearly every call meets no fault: no arrays or plan made for it.
      // Stryker disable next-line ConditionalExpression: a shortcut; the plan made without it is the same.
      if (faults.length === 0) return NO_FAULT;
      const matching = faults.filter(
        (f) =>
          (f.path === undefined || f.path === path) &&
          (f.player === undefined || f.player === player),
      );
      const plan: FaultPlan = { latencyMs: 0, spreadMs: 0 };
      for (const fault of matching.filter(isTerminal)) {
        if (hits(fault)) {
          plan.terminal = fault;
          break;
        }
      }
      if (!plan.terminal) {
        plan.prefix = matching.find((f) => meets(f, 'prefix') && hits(f));
        plan.after = matching.filter(isAfter).find(hits);
      }
      for (const fault of matching) {
        if (fault === plan.after && fault.kind === 'slow_answer') plan.spreadMs = latencyOf(fault);
        else if (
          meets(fault, 'delay')
            ? hits(fault)
            : fault === plan.terminal || fault === plan.prefix || fault === plan.after
        )
          plan.latencyMs += latencyOf(fault);
      }
      return plan;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;

/**
 * A world's faults. Kept beside the world rather than as a world service: restoring a snapshot
 * swaps the database and drops services, but QA's faults belong to the session, not the data.
 */
const byWorld = new WeakMap<World, Faults>();

export function faultsOf(world: World): Faults {
  let faults = byWorld.get(world);
  if (!faults) {
    faults = createFaults();
    byWorld.set(world, faults);
  }
  return faults;
}

/** Back to no faults and the default seed (on reset). */
export function forgetFaults(world: World): void {
  byWorld.delete(world);
}
