/**
 * Provider throughput (figures 1 and 2): the three calls against the small and the growth
 * databases, each as a fraction of the floor, a bare `node:http` server writing the provider's own
 * answer bytes, after storing the bid for a submission (floor-server.ts). Floor and providers run as the same number of processes
 * (PROCESSES each), under the same load; targets take turns (floor, small, growth, floor, ...) and
 * each kind keeps its best run, so load from elsewhere on the machine hits them alike.
 */
import { statSync } from 'node:fs';
import { removeDb, smallDb } from './databases';
import { growthDb } from './growth-db';
import { atLeast, atMost, below, figure, type Figure } from './figures';
import { best, load, type Load } from './load';
import { peakMemoryMb, type Server } from './processes';
import { PROCESSES, answerOf, startTargets, type Target } from './provider-targets';
import { bodyOf, ENDPOINTS, type Endpoint } from './requests';

export interface ProviderOptions {
  seconds: number;
  rounds: number;
  /** Seconds of one unmeasured run of each target before the measured rounds (0: none). */
  warmUpSeconds: number;
  growth: { players: number; bids: number };
  /**
   * Hold the p99s to P99_BUDGET_MS and the throughput to FLOOR_BUDGET: the full run only. A
   * loaded machine moves bare timings, and 1.5 s runs move the floor ratios with the machine's
   * load (two quick runs on a quiet machine, 2026-11-25: the dashboard 0.60 and 0.80 of
   * the floor, as either side's process happened to run slow).
   */
  budgetLatency: boolean;
  /**
   * The least growth / small ratio. The full run holds 0.8; the quick run's 1.5 s turns move it
   * by a fifth either way (CI, 2026-11-25: the dashboard 0.77 with the two equal in every other
   * run), so it holds only what a lost index would cost, many times over.
   */
  growthBudget: number;
}

const SHORT: Record<Endpoint, string> = {
  'api-get-dashboard-data': 'dashboard',
  'api-submit-bid': 'submit-bid',
  'api-bid-history-data': 'bid-history',
};
/**
 * The least fraction of the floor's requests per second each call must reach (issue #18; 0.8 for
 * the dashboard and submission, issue #45). A submission's floor stores the bid too, committing
 * the submissions of one turn together as the provider does (issue #29, #45).
 */
const FLOOR_BUDGET: Record<Endpoint, number> = {
  'api-get-dashboard-data': 0.8,
  'api-bid-history-data': 0.5,
  'api-submit-bid': 0.8,
};
const P99_BUDGET_MS = 20;

/** Every run of one endpoint: a warm-up, then `rounds` turns of every target. */
async function measure(
  endpoint: Endpoint,
  targets: readonly Target[],
  expected: Map<Target, string>,
  options: ProviderOptions,
  log: (line: string) => void,
): Promise<Record<Target['name'], Load>> {
  const runs = { floor: [] as Load[], small: [] as Load[], growth: [] as Load[] };
  const run = (t: Target, seconds: number) =>
    load(
      `${t.server.url}/${endpoint}`,
      bodyOf(endpoint, t.db),
      seconds,
      expected.get(t),
      t.server.child.pid,
    );
  if (options.warmUpSeconds > 0) for (const t of targets) await run(t, options.warmUpSeconds);
  for (let round = 0; round < options.rounds; round++) {
    for (const t of targets) {
      const result = await run(t, options.seconds);
      log(
        `  ${SHORT[endpoint]} ${t.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.cpuPerCall.toFixed(1)} us CPU per call, failures ${result.failures}`,
      );
      runs[t.name].push(result);
    }
  }
  return { floor: best(runs.floor), small: best(runs.small), growth: best(runs.growth) };
}

export async function providerFigures(
  options: ProviderOptions,
  log: (line: string) => void,
): Promise<Figure[]> {
  const smalls = Array.from({ length: PROCESSES }, () => smallDb());
  log(
    `growth database: ${options.growth.players} players, ${options.growth.bids} bids (cached in bench/tmp)`,
  );
  const growths = Array.from({ length: PROCESSES }, () =>
    growthDb(options.growth.players, options.growth.bids),
  );
  const floorDbs = Array.from({ length: PROCESSES }, () => smallDb());
  const servers: Server[] = [];
  try {
    const { targets, source, floorBodies } = await startTargets(smalls, growths, floorDbs, servers);
    const figures: Figure[] = [];
    let failures = 0;
    for (const endpoint of ENDPOINTS) {
      // Each provider's answer now (the same all run long: the clock is frozen), the floor's its own.
      const expected = new Map<Target, string>();
      for (const t of targets)
        expected.set(
          t,
          t.name === 'floor' ? floorBodies.get(endpoint)! : (await answerOf(t, endpoint)).body,
        );
      if (expected.get(source) !== floorBodies.get(endpoint))
        throw new Error(`${endpoint}: the provider's answer moved since the floor took it`);

      const { floor, small, growth } = await measure(endpoint, targets, expected, options, log);
      failures += small.failures + growth.failures + floor.failures;
      const name = SHORT[endpoint];
      figures.push(
        figure(`${name}: floor`, floor.rps, 'req/s'),
        figure(`${name}: provider`, small.rps, 'req/s'),
        figure(
          `${name}: provider / floor`,
          small.rps / floor.rps,
          'ratio',
          options.budgetLatency ? atLeast(FLOOR_BUDGET[endpoint]) : undefined,
        ),
        figure(`${name}: floor p99`, floor.p99, 'ms'),
        figure(
          `${name}: provider p99`,
          small.p99,
          'ms',
          options.budgetLatency ? below(P99_BUDGET_MS) : undefined,
        ),
        figure(`${name}: floor p99 / provider p99`, floor.p99 / small.p99, 'ratio'),
        figure(`${name}: floor CPU per call`, floor.cpuPerCall, 'us'),
        figure(`${name}: provider CPU per call`, small.cpuPerCall, 'us'),
        figure(
          `${name}: growth / small`,
          growth.rps / small.rps,
          'ratio',
          atLeast(options.growthBudget),
        ),
        figure(`${name}: growth p99`, growth.p99, 'ms'),
      );
    }
    figures.push(
      figure('provider: failed answers', failures, 'count', atMost(0)),
      figure('growth: database size on disk', statSync(growths[0]!.path).size / 2 ** 20, 'MB'),
      figure(
        'growth: provider peak memory',
        Math.max(
          ...targets
            .filter((t) => t.name === 'growth')
            .map((t) => peakMemoryMb(t.server.child.pid)),
        ),
        'MB',
        below(512),
      ),
    );
    return figures;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const db of [...smalls, ...growths, ...floorDbs]) removeDb(db.path);
  }
}
