/**
 * The suite's two sizes. `npm test` runs the fast part (every property, small counts, well under a
 * minute on two cores); `npm run test:reliability` sets RELIABILITY_FULL=1 for bigger counts, the
 * kill -9 crash rounds and `npm audit`.
 */
export const FULL = process.env.RELIABILITY_FULL === '1';

/** `fast` in `npm test`, `full` under RELIABILITY_FULL=1. */
export const scaled = (fast: number, full: number): number => (FULL ? full : fast);

/** Runs fast-check with a seed from the environment (RELIABILITY_SEED) to replay a failure. */
export const SEED = process.env.RELIABILITY_SEED ? Number(process.env.RELIABILITY_SEED) : undefined;

/**
 * The property, stopped once `timeLimitMs` has passed, between runs: a run under way is finished
 * first. fast-check's own `interruptAfterTimeLimit` races an async run with a timer and moves on
 * while its calls are still in flight, so that they landed in the next test (a refused call there
 * seemed to write: a password changed, a player registered).
 */
export async function stoppedBetweenRunsAfter<T>(
  property: import('fast-check').IAsyncPropertyWithHooks<T>,
  timeLimitMs: number,
): Promise<import('fast-check').IAsyncProperty<T>> {
  const { PreconditionFailure } = await import('fast-check');
  const deadline = Date.now() + timeLimitMs;
  return {
    isAsync: () => true,
    generate: (random, runId) => property.generate(random, runId),
    shrink: (value) => property.shrink(value),
    run: (value) =>
      Date.now() >= deadline ? Promise.resolve(new PreconditionFailure(true)) : property.run(value),
    runBeforeEach: () => property.runBeforeEach(),
    runAfterEach: () => property.runAfterEach(),
  };
}

/**
 * fc.assert, bounded in count and in time (between runs, see above), that fails with the
 * collected failure descriptions (the property returns false on the first) rather than
 * fast-check's generic message.
 */
export async function assertCollecting<T>(
  property: import('fast-check').IAsyncPropertyWithHooks<T>,
  failures: string[],
  { numRuns, timeLimitMs }: { numRuns: number; timeLimitMs: number },
): Promise<void> {
  const fc = await import('fast-check');
  const seed = SEED ?? Math.floor(Math.random() * 2 ** 31);
  try {
    await fc.assert(await stoppedBetweenRunsAfter(property, timeLimitMs), {
      numRuns,
      seed,
      endOnFailure: true,
      markInterruptAsFailure: false,
    });
  } catch (error) {
    // fast-check's own message prints the counterexample, which can be huge: keep it short.
    if (failures.length === 0) {
      const cause = (error as { cause?: unknown }).cause;
      const why = cause instanceof Error ? `${cause.stack ?? cause.message}`.slice(0, 3000) : '';
      throw new Error(
        `${why}\n${String(error).slice(0, 2000)}\n(replay with RELIABILITY_SEED=${seed})`,
      );
    }
  }
  if (failures.length > 0)
    throw new Error(`${failures.join('\n')}\n(replay with RELIABILITY_SEED=${seed})`);
}
