/**
 * A scenario run on a simulator of its own: built in this process on an in-memory database,
 * called without a socket, and closed when the run ends. What `npm run scenario FILE` does when
 * no simulator is named, so a run never lands on whatever listens on the usual port.
 */
import type { Scenario } from './format';
import type { RunOptions, RunReport } from './runner';
import { runScenario } from './runner';

/** The origin the in-process app is called at (no socket: the name is never resolved). */
const IN_PROCESS = 'http://localhost';

export async function runInOwnWorld(
  scenario: Scenario,
  options: Omit<RunOptions, 'base' | 'fetch' | 'controlToken'> & {
    /** Where the simulator's clock starts, and so the hour its demo world is made at (default now). */
    startAt?: number;
  },
): Promise<RunReport> {
  // Imported here, not at the top: the app's control plane runs scenarios itself.
  const [{ buildApp }, { injectFetch }] = await Promise.all([
    import('../app'),
    import('../inject-fetch'),
  ]);
  const { startAt, ...run } = options;
  const app = await buildApp({
    dbPath: ':memory:',
    appKey: options.appKey,
    startAt: startAt ?? run.at,
  });
  try {
    return await runScenario(scenario, {
      ...run,
      base: IN_PROCESS,
      fetch: injectFetch(app),
      simulator: 'a simulator of its own, in memory in this process',
    });
  } finally {
    await app.close();
  }
}
