/**
 * What each test tried and what held. Tests add to the counts on their own task's meta; the
 * summary reporter (reliability/summary-reporter.ts) adds them up at the end of the run.
 */
export interface Counts {
  /** Request bodies and other generated inputs sent. */
  inputs: number;
  /** Requests sent while others were in flight (real HTTP). */
  concurrent: number;
  /** kill -9 rounds after which the database was intact. */
  crashes: number;
  /** Invariants checked (each checked property of each input or step counts once). */
  checks: number;
  /** Model steps run against the mock (settlement model). */
  steps: number;
}

export const ZERO: Counts = { inputs: 0, concurrent: 0, crashes: 0, checks: 0, steps: 0 };

declare module 'vitest' {
  interface TaskMeta {
    reliability?: Counts;
  }
}

interface WithMeta {
  meta: { reliability?: Counts };
}

/** The counts of one test: `tally(task).inputs += 1`. */
export function tally(task: WithMeta): Counts {
  task.meta.reliability ??= { ...ZERO };
  return task.meta.reliability;
}
