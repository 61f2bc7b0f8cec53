/**
 * Provider throughput (figures 1 and 2): the three calls against the small and the growth
 * databases, each beside a bare Fastify route answering the same bytes. Targets take turns
 * (bare, small, growth, bare, ...) and each keeps its best run, so load from elsewhere on the
 * machine hits them alike. Each database is served by PROCESSES providers of its own, their runs
 * pooled: now and then one Node process runs 20-30% slower than its twin for its whole life
 * (every call, every round), and a single process made that luck the figure.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { growthDb, removeDb, smallDb, tempDbPath, DEMO_MOBILE, type BenchDb } from './databases';
import { atLeast, atMost, below, figure, type Figure } from './figures';
import { best, load, type Load } from './load';
import {
  freePort,
  peakMemoryMb,
  postJson,
  startProvider,
  startTsServer,
  type Server,
} from './processes';
import { bodyOf, ENDPOINTS, type Endpoint } from './requests';

export interface ProviderOptions {
  seconds: number;
  rounds: number;
  /** A 1 s run of each target before the measured rounds. */
  warmUp: boolean;
  growth: { players: number; bids: number };
}

const SHORT: Record<Endpoint, string> = {
  'api-get-dashboard-data': 'dashboard',
  'api-submit-bid': 'submit-bid',
  'api-bid-history-data': 'bid-history',
};
const RATIO_BUDGET: Record<Endpoint, number> = {
  'api-get-dashboard-data': 0.6,
  'api-submit-bid': 0.25,
  'api-bid-history-data': 0,
};
/** Enough for every bid of the load runs, within the largest balance (MAX_BALANCE, 10^9). */
const HUGE_BALANCE = 900_000_000;
const PROCESSES = 2;

interface Target {
  name: 'bare' | 'small' | 'growth';
  server: Server;
  db?: BenchDb;
}

/** The real answer of a call, checked to be a success; the bare route replays it. */
async function answerOf(target: Target, endpoint: Endpoint, db: BenchDb): Promise<object> {
  const answer = await postJson<{ status: unknown; msg?: string }>(
    `${target.server.url}/${endpoint}`,
    bodyOf(endpoint, db),
  );
  if (answer.status !== true)
    throw new Error(`${target.name} ${endpoint}: ${answer.msg ?? JSON.stringify(answer)}`);
  return answer;
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
  const small = smalls[0]!;
  const servers: Server[] = [];
  let answersFile = '';
  try {
    const planned = smalls.flatMap((db, i) => [
      { name: 'small' as const, db },
      { name: 'growth' as const, db: growths[i]! },
    ]);
    const real: Target[] = await Promise.all(
      planned.map(async (t) => ({ ...t, server: await startProvider(t.db.path) })),
    );
    servers.push(...real.map((t) => t.server));
    for (const server of servers) {
      const credit = await postJson<{ status: unknown }>(
        `${server.url}/__sim/players/${DEMO_MOBILE}/credit`,
        { amount: HUGE_BALANCE, note: 'Bench balance' },
      );
      if (credit.status !== true) throw new Error(`credit refused: ${JSON.stringify(credit)}`);
      // The clock held still: the dashboard's durations count seconds, and every answer of a run
      // must be the same bytes as the one checked first.
      const clock = await postJson<{ status: unknown }>(`${server.url}/__sim/clock`, {
        freeze: true,
      });
      if (clock.status !== true) throw new Error(`clock refused: ${JSON.stringify(clock)}`);
    }

    // The bare server replays the small provider's answers (the submit answer is constant).
    const answers: Record<string, object> = {};
    for (const endpoint of ENDPOINTS) answers[endpoint] = await answerOf(real[0]!, endpoint, small);
    answersFile = tempDbPath('bare-answers').replace(/\.db$/, '.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const barePort = await freePort();
    const bare = await startTsServer('scripts/bench/bare-server.ts', barePort, {
      BARE_ANSWERS: answersFile,
      BARE_PORT: String(barePort),
    });
    servers.push(bare);
    const targets: Target[] = [{ name: 'bare', server: bare }, ...real];

    const figures: Figure[] = [];
    let failures = 0;
    for (const endpoint of ENDPOINTS) {
      const bodies = new Map(targets.map((t) => [t, bodyOf(endpoint, t.db ?? small)]));
      const expected = new Map<Target, string>();
      for (const t of real) {
        expected.set(t, JSON.stringify(await answerOf(t, endpoint, t.db!)));
      }
      expected.set(targets[0]!, JSON.stringify(answers[endpoint]));
      const runs = new Map<Target['name'], Load[]>([
        ['bare', []],
        ['small', []],
        ['growth', []],
      ]);
      if (options.warmUp)
        for (const t of targets)
          await load(`${t.server.url}/${endpoint}`, bodies.get(t), 1, expected.get(t));
      for (let round = 0; round < options.rounds; round++) {
        for (const t of targets) {
          const run = await load(
            `${t.server.url}/${endpoint}`,
            bodies.get(t),
            options.seconds,
            expected.get(t),
          );
          log(
            `  ${SHORT[endpoint]} ${t.name}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, failures ${run.failures}`,
          );
          runs.get(t.name)!.push(run);
        }
      }
      const [b, s, g] = (['bare', 'small', 'growth'] as const).map((name) => best(runs.get(name)!));
      failures += s!.failures + g!.failures;
      const name = SHORT[endpoint];
      figures.push(
        figure(`${name}: bare route`, b!.rps, 'req/s'),
        figure(`${name}: provider`, s!.rps, 'req/s'),
        figure(
          `${name}: provider / bare`,
          s!.rps / b!.rps,
          'ratio',
          RATIO_BUDGET[endpoint] ? atLeast(RATIO_BUDGET[endpoint]) : undefined,
        ),
        figure(`${name}: provider p50`, s!.p50, 'ms'),
        figure(`${name}: provider p99`, s!.p99, 'ms', below(20)),
        figure(`${name}: growth / small`, g!.rps / s!.rps, 'ratio', atLeast(0.8)),
        figure(`${name}: growth p99`, g!.p99, 'ms'),
      );
    }
    figures.push(
      figure('provider: failed answers', failures, 'count', atMost(0)),
      figure(
        'growth: provider peak memory',
        Math.max(
          ...real.filter((t) => t.name === 'growth').map((t) => peakMemoryMb(t.server.child.pid)),
        ),
        'MB',
        below(512),
      ),
    );
    return figures;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const db of [...smalls, ...growths]) removeDb(db.path);
    if (answersFile) rmSync(answersFile, { force: true });
  }
}
