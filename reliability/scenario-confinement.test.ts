/**
 * Scenario runs as a careless or hostile QA script would write them. A run acts on its own world
 * and no other, whatever a step's path or input spells (dot segments in every encoding,
 * backslashes, absolute URLs, sandbox verbs, a --base with a path); it ends when its caller
 * disconnects and at SCENARIO_TIME_LIMIT_S, its world no longer busy and no later step run; and a
 * step that fails has changed nothing.
 */
import fc from 'fast-check';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE, testApp, type TestApp, settingsOf } from '@panna/mock-provider/testing';
import {
  ScenarioFormatError,
  parseScenario,
  runScenario,
  type RunReport,
} from '@panna/mock-provider/scenarios';
import { digest } from './support/digest';
import { FULL, assertCollecting, scaled } from './support/mode';
import { tally } from './support/tally';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Each property stops trying new cases after this long (the test timeout is 60 s). */
const TIME_LIMIT_MS = scaled(5_000, 40_000);

interface Served {
  app: TestApp;
  base: string;
}

async function serve(options: Parameters<typeof testApp>[0] = {}): Promise<Served> {
  const app = await testApp({ seed: true, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, base: `http://127.0.0.1:${port}` };
}

interface RunAnswer {
  status: boolean;
  msg?: string;
  ok?: boolean;
  steps?: { number: number; step: string; ok: boolean; detail: string }[];
}

/** POST /__sim/scenarios/run in a world (`/s/{name}` or '' for the default world). */
async function runIn(
  { base }: Served,
  prefix: string,
  scenario: string,
  signal?: AbortSignal,
): Promise<{ code: number; answer: RunAnswer }> {
  const response = await fetch(`${base}${prefix}/__sim/scenarios/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario }),
    ...(signal && { signal }),
  });
  return { code: response.status, answer: (await response.json()) as RunAnswer };
}

const yamlOf = (name: string, steps: unknown[]) => JSON.stringify({ name, steps });

let mobiles = 9_100_000_000;
/** The step with a mobile no earlier case used in place of "NEXT": every case can register. */
const withFreshMobile = (step: unknown): unknown =>
  JSON.parse(JSON.stringify(step).replaceAll('"NEXT"', `"${(mobiles += 1)}"`));

/** A sandbox with a player and a pending withdrawal (id 1), for runs elsewhere to leave alone. */
const VICTIM = yamlOf('victim', [
  { clock: { set: '2024-07-01T11:00:00+05:30', freeze: true } },
  { player: { mobile: '9000000901', wallet: 2000, as: 'vic' } },
  { withdraw: { player: 'vic', amount: 600 } },
  { expect: { call: 'accepted' } },
]);

describe('a scenario acts on its own world only', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
    expect((await runIn(served, '/s/victim', VICTIM)).answer.ok).toBe(true);
    // The sandbox the runs act in, made before the first run so every world is there to compare.
    expect((await runIn(served, '/s/att', yamlOf('att', [{ clock: { freeze: true } }]))).code).toBe(
      200,
    );
  });
  afterAll(() => served.app.close());

  /** Every world's data, and the set of worlds: what a run in `acting` must leave alone. */
  const othersThan = (acting: string) => {
    const { worlds } = served.app;
    return JSON.stringify({
      names: worlds.list().map((w) => w.name),
      data: worlds
        .list()
        .filter((w) => w.name !== acting)
        .map((w) => [w.name, digest(worlds.get(w.name).db)]),
    });
  };

  /** Pieces of paths and names that reach out: dot segments in every spelling, slashes, URLs. */
  const piece = fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E.',
    '.%2e',
    '%252e%252e',
    '..%2f',
    '%2f',
    '%5c',
    '\\',
    '..\\',
    '/',
    '//',
    '\t',
    '?',
    '?/../',
    '#/../',
    's/',
    'victim/',
    'default/',
    'att/',
    '__sim/',
    'withdrawals/1/reject',
    'api-user-registration',
    'api-user-login',
    'http://127.0.0.1:1/s/victim/',
    '//127.0.0.1/s/victim/',
  );
  /** One step up, spelled as a careless or hostile script might. */
  const up = fc.constantFrom(
    '../',
    '%2e%2e/',
    '%2E%2E/',
    '.%2e/',
    '%2e./',
    '..\\',
    '..%2f',
    '..%5c',
    '%252e%252e/',
    '.\t./',
    './../',
  );
  /** Where a reaching path aims: another sandbox's or the default world's endpoints. */
  const target = fc.constantFrom(
    'victim/api-user-registration',
    's/victim/api-user-registration',
    'api-user-registration',
    'victim/__sim/withdrawals/1/reject',
  );
  const reach = fc.oneof(
    fc
      .tuple(fc.array(up, { minLength: 1, maxLength: 3 }), target)
      .map(([ups, aim]) => `${ups.join('')}${aim}`),
    fc.constantFrom(
      'http://127.0.0.1:1/s/victim/api-user-registration',
      '//127.0.0.1/s/victim/api-user-registration',
      's/victim/api-user-registration',
      '/s/victim/api-user-registration',
      'api-user-registration?/../../victim/api-user-registration',
      'api-user-registration#/../../victim',
    ),
    fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
  );
  const REGISTRATION = {
    name: 'Intruder',
    email: 'e',
    password: 'secret123',
    mobile: 'NEXT',
    security_pin: '123456',
  };
  /** A step naming `reach` where a path, a path parameter or a world's name goes. */
  const stepOf = (reaching: string) =>
    fc.oneof(
      // A registration that lands shows at once, in any world: most cases try one.
      {
        weight: 6,
        arbitrary: fc.constant<unknown>({ call: { path: reaching, body: REGISTRATION } }),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom<unknown>(
          { control: { verb: 'DELETE /sandboxes/:name', input: { name: 'victim' } } },
          { control: { verb: 'DELETE /sandboxes/:name', input: { name: reaching } } },
          { control: { verb: 'GET /sandboxes' } },
        ),
      },
      { weight: 4, arbitrary: otherStepOf(reaching) },
    );
  const otherStepOf = (reaching: string) =>
    fc.constantFrom<unknown>(
      { call: { path: reaching, body: { mobile: '9000000901', password: 'secret123' } } },
      { call: { path: reaching } },
      { control: { verb: 'POST /withdrawals/:id/reject', input: { id: reaching } } },
      { control: { verb: 'POST /withdrawals/:id/approve', input: { id: reaching } } },
      { control: { verb: 'GET /players/:mobile', input: { mobile: reaching } } },
      {
        control: { verb: 'POST /players/:mobile/credit', input: { mobile: reaching, amount: 5 } },
      },
      { control: { verb: 'POST /snapshots/:name/restore', input: { name: reaching } } },
      { control: { verb: 'DELETE /snapshots/:name', input: { name: reaching } } },
      { control: { verb: 'DELETE /faults/:id', input: { id: reaching } } },
      {
        control: {
          verb: 'DELETE /markets/:id/holidays/:date',
          input: { id: '..', date: reaching },
        },
      },
      { control: { verb: 'GET /journal', input: { path: reaching } } },
      { player: { mobile: reaching, wallet: 5, as: 'x' } },
      { fault: { kind: 'status_false', path: reaching, times: 1 } },
      { expect: { journal: { path: reaching, count: 0 } } },
    );
  const caseOf = fc.record({
    step: reach.chain(stepOf),
    /** The world the run is in: the sandbox att, or the default world. */
    world: fc.constantFrom('att', 'default'),
  });

  it('in any spelling, through the control plane: no other world changes or appears', async ({
    task,
  }) => {
    const failures: string[] = [];
    const counts = tally(task);
    let refused = 0;
    await assertCollecting(
      fc.asyncProperty(caseOf, async ({ step: written, world }) => {
        const step = withFreshMobile(written);
        const before = othersThan(world);
        const { code, answer } = await runIn(
          served,
          world === 'default' ? '' : `/s/${world}`,
          yamlOf('reach', [{ clock: { advance: '1m' } }, step]),
        );
        const last = answer.steps?.at(-1);
        if (last?.ok === false) refused += 1;
        counts.inputs += 1;
        counts.checks += 3;
        const problem =
          code !== 200
            ? `answered ${code}: ${answer.msg}`
            : othersThan(world) !== before
              ? 'another world changed'
              : last?.ok === false && (last.number !== 2 || !last.detail)
                ? `a refusal that does not name the step: ${JSON.stringify(last)}`
                : undefined;
        if (problem) failures.push(`${problem} (in ${world}: ${JSON.stringify(step)})`);
        return problem === undefined;
      }),
      failures,
      { numRuns: scaled(60, 800), timeLimitMs: TIME_LIMIT_MS },
    );
    expect(refused).toBeGreaterThan(0);
  });

  it('in npm run scenario runs (--sandbox): no other world changes or appears', async ({
    task,
  }) => {
    const failures: string[] = [];
    const counts = tally(task);
    await assertCollecting(
      fc.asyncProperty(reach.chain(stepOf), async (written) => {
        const step = withFreshMobile(written);
        const before = othersThan('att');
        counts.inputs += 1;
        counts.checks += 2;
        const report = await runScenario(parseScenario(yamlOf('reach', [step]), 'reach.json'), {
          base: served.base,
          sandbox: 'att',
          appKey: ENVELOPE.app_key,
        });
        const problem =
          othersThan('att') !== before
            ? 'another world changed'
            : !report.ok && report.failure?.step !== 1
              ? 'the refusal does not name the step'
              : undefined;
        if (problem) failures.push(`${problem}: ${JSON.stringify(step)}`);
        return problem === undefined;
      }),
      failures,
      { numRuns: scaled(20, 200), timeLimitMs: TIME_LIMIT_MS },
    );
  });

  const baseReach = fc.constantFrom(
    '/s/victim',
    '/s/victim/',
    '/%73/victim',
    '//s/victim',
    '/s/victim?',
    '/?/s/victim',
    '#/s/victim',
    '/./s/victim',
  );

  it('refuses a --base that is more than an origin, before any call', async () => {
    await fc.assert(
      fc.asyncProperty(baseReach, async (path) => {
        const before = othersThan('att');
        await expect(
          runScenario(parseScenario(yamlOf('base', [{ clock: { advance: '1m' } }]), 'b.json'), {
            base: `${served.base}${path}`,
            sandbox: 'att',
            appKey: ENVELOPE.app_key,
          }),
        ).rejects.toThrow(ScenarioFormatError);
        expect(othersThan('att')).toBe(before);
      }),
      { numRuns: 8 },
    );
  });

  it('npm run scenario exits 2 on a --base with a path or a --sandbox that reaches out', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'panna-scenario-'));
    const file = join(folder, 'reach.yaml');
    writeFileSync(
      file,
      yamlOf('reach', [{ control: { verb: 'POST /withdrawals/:id/reject', input: { id: '1' } } }]),
    );
    try {
      const before = othersThan('att');
      // Each run starts a process: the fast mode tries the --base one only.
      const cases = [
        ['--base', `${served.base}/s/victim`, '--sandbox', 'att'],
        ...(FULL
          ? [
              ['--sandbox', '../victim'],
              ['--sandbox', 'victim/..'],
            ]
          : []),
      ];
      for (const args of cases) {
        const exit = await promisify(execFile)(
          process.execPath,
          [
            '--import',
            'tsx',
            join(ROOT, 'scripts/scenario.ts'),
            file,
            '--base',
            served.base,
            ...args,
          ],
          { cwd: ROOT },
        ).then(
          () => 0,
          (error: { code?: number }) => error.code,
        );
        expect(exit, args.join(' ')).toBe(2);
      }
      expect(othersThan('att')).toBe(before);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** Steps that hold a provider call behind a latency fault, each in its own way. */
const HELD_STEPS: unknown[] = [
  { call: { path: 'api-get-dashboard-data' } },
  { player: { mobile: '9000000411', as: 'late' } },
  { deposit: { player: 'raj', amount: 500 } },
  { withdraw: { player: 'raj', amount: 600 } },
  { expect: { history: { player: 'raj', kind: 'wallet', count: 0 } } },
];
/** What no step after the held one may do: the marker a run that went on would leave. */
const MARKER = 321;
const heldRun = (held: unknown, path: string | undefined) =>
  yamlOf('held', [
    { clock: { set: '2024-07-01T11:00:00+05:30', freeze: true } },
    { player: { mobile: '9000000410', wallet: 5000, as: 'raj' } },
    { fault: { kind: 'latency', latency_ms: 40_000, ...(path && { path }) } },
    held,
    { control: { verb: 'PATCH /settings', input: { minDeposit: MARKER } } },
  ]);
const heldCase = fc.record({
  held: fc.constantFrom(...HELD_STEPS),
  /** The fault on every provider call, or on the ones the held step makes. */
  everyPath: fc.boolean(),
});
const faultPath = (held: unknown, everyPath: boolean): string | undefined => {
  if (everyPath) return undefined;
  const verb = Object.keys(held as object)[0];
  return {
    call: 'api-get-dashboard-data',
    player: 'api-check-mobile',
    deposit: 'api-fund-request-add',
    withdraw: 'api-add-user-upi-details',
    expect: 'api-wallet-transaction-history',
  }[verb!];
};

let sandboxes = 0;
const freshName = (prefix: string) => `${prefix}-${(sandboxes += 1)}`;

describe('a run ends when its caller leaves', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.app.close());

  /** The held step's call is in flight: the latency fault is set and two calls hold the world. */
  const heldNow = async (name: string): Promise<boolean> => {
    const busy = served.app.worlds.find(name)?.busy;
    if (busy !== 2) return false;
    const { faults } = (await (await fetch(`${served.base}/s/${name}/__sim/faults`)).json()) as {
      faults: unknown[];
    };
    return faults.length > 0;
  };

  it('behind a 40 s latency: the world is freed and no later step runs', async ({ task }) => {
    const failures: string[] = [];
    const counts = tally(task);
    await assertCollecting(
      fc.asyncProperty(heldCase, fc.integer({ min: 0, max: 400 }), async (c, wait) => {
        const name = freshName('left');
        counts.inputs += 1;
        counts.checks += 2;
        const caller = new AbortController();
        const running = runIn(
          served,
          `/s/${name}`,
          heldRun(c.held, faultPath(c.held, c.everyPath)),
          caller.signal,
        );
        running.catch(() => undefined);
        // Once the fault is set, the run's own call and the held provider call keep the world
        // busy; then the caller goes.
        await expect.poll(() => heldNow(name), { timeout: 10_000 }).toBe(true);
        await sleep(wait);
        caller.abort();
        await expect.poll(() => served.app.worlds.find(name)?.busy, { timeout: 5_000 }).toBe(0);
        // Long enough for a run that went on to reach its next step, were it still going.
        await sleep(300);
        const world = served.app.worlds.get(name);
        const problem =
          world.busy !== 0
            ? `busy ${world.busy} after the caller left`
            : settingsOf(world).get('minDeposit') === MARKER
              ? 'a step after the held one ran'
              : undefined;
        if (problem) failures.push(`${problem}: ${JSON.stringify(c)}`);
        return problem === undefined;
      }),
      failures,
      { numRuns: scaled(4, 30), timeLimitMs: TIME_LIMIT_MS },
    );
  });
});

describe('a run ends at SCENARIO_TIME_LIMIT_S', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({ scenarioTimeLimitS: 1 });
  });
  afterAll(() => served.app.close());

  it('answering the step it reached, the world freed, no later step run', async ({ task }) => {
    const failures: string[] = [];
    const counts = tally(task);
    await assertCollecting(
      fc.asyncProperty(heldCase, async (c) => {
        const name = freshName('limit');
        counts.inputs += 1;
        counts.checks += 4;
        const { code, answer } = await runIn(
          served,
          `/s/${name}`,
          heldRun(c.held, faultPath(c.held, c.everyPath)),
        );
        const last = answer.steps?.at(-1);
        const world = served.app.worlds.get(name);
        const problem =
          code !== 200
            ? `answered ${code}: ${answer.msg}`
            : answer.ok !== false || last?.number !== 4
              ? `did not stop at the held step: ${JSON.stringify(answer.steps)}`
              : last.detail !==
                  'stopped: the run reached its time limit of 1 s (SCENARIO_TIME_LIMIT_S)'
                ? `says ${last.detail}`
                : world.busy !== 0
                  ? `busy ${world.busy} after it answered`
                  : settingsOf(world).get('minDeposit') === MARKER
                    ? 'a step after the held one ran'
                    : undefined;
        if (problem) failures.push(`${problem}: ${JSON.stringify(c)}`);
        return problem === undefined;
      }),
      failures,
      { numRuns: scaled(3, 20), timeLimitMs: TIME_LIMIT_MS },
    );
  });
});

describe('a step that fails has changed nothing', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.app.close());

  /** Values a careless script writes where numbers and text go. */
  const badNumber = fc.constantFrom<unknown>(
    2_000_000_000,
    1_000_000_001,
    -1,
    10.5,
    '12x',
    '',
    { a: 1 },
    [1],
    null,
    true,
  );
  /** Steps of every kind that makes more than one call, or a change, with one bad argument. */
  const badStep = fc.oneof(
    badNumber.map((wallet) => ({ player: { mobile: 'NEXT', wallet, as: 'p2' } })),
    fc
      .constantFrom<unknown>(' ', '', { a: 1 })
      .chain((text) =>
        fc.constantFrom(
          { player: { mobile: 'NEXT', name: text, wallet: 5, as: 'p2' } },
          { player: { mobile: 'NEXT', password: text, wallet: 5, as: 'p2' } },
          { player: { mobile: 'NEXT', as: text, wallet: 5 } },
        ),
      ),
    badNumber.map((amount) => ({ credit: { player: 'raj', amount } })),
    fc.constantFrom<unknown>(undefined, 'all', 'sp,dp', 7).map((pana) => ({
      bid: {
        player: 'raj',
        market: 'kalyan',
        type: 'sp-dp-tp',
        digits: '5',
        points: '10',
        ...(pana !== undefined && { pana }),
      },
    })),
    badNumber.map((points) => ({
      bid: { player: 'raj', market: 'kalyan', type: 'single-pana', digits: '123', points },
    })),
    fc
      .constantFrom<unknown>({ a: 1 }, [600], null)
      .chain((amount) =>
        fc.constantFrom(
          { withdraw: { player: 'raj', amount } },
          { withdraw: { player: 'raj', amount: 600, method: 'bogus' } },
          { deposit: { player: 'raj', amount } },
        ),
      ),
    fc.constantFrom<unknown>(
      {
        market: {
          kind: 'main',
          name: 'X',
          open_time: '03:45 PM',
          close_time: '05:45 PM',
          as: { a: 1 },
        },
      },
      {
        market: { kind: 'main', name: 'X', open_time: '25:00 PM', close_time: '05:45 PM', as: 'm' },
      },
      { approve: { withdrawal: 'bogus', player: 'raj' } },
      { reject: { deposit: 'last', player: 'raj' } },
      { result: { market: 'kalyan', session: 'open', pana: '999' } },
      { setting: { minDeposit: -5 } },
      { snapshot: { restore: 'nothing-saved' } },
    ),
  );

  const SETUP = 3;
  const setupSteps = () => [
    { clock: { set: '2024-07-01T11:00:00+05:30', freeze: true } },
    {
      market: {
        kind: 'main',
        name: 'ATOMIC',
        open_time: '03:45 PM',
        close_time: '05:45 PM',
        as: 'kalyan',
      },
    },
    { player: { mobile: String((mobiles += 1)), wallet: 5000, as: 'raj' } },
  ];

  it('whatever the step kind and the bad argument: the world is as before the step', async ({
    task,
  }) => {
    const failures: string[] = [];
    const counts = tally(task);
    let failed = 0;
    const world = () => served.app.worlds.get('atomic');
    await assertCollecting(
      fc.asyncProperty(badStep, async (bad) => {
        const step = withFreshMobile(bad);
        let before: string | undefined;
        let report: RunReport;
        try {
          report = await runScenario(
            parseScenario(yamlOf('atomic', [...setupSteps(), step]), 'a.json'),
            {
              base: served.base,
              sandbox: 'atomic',
              appKey: ENVELOPE.app_key,
              // Logged as soon as a step is done, before the next starts: the state the bad step met.
              log: (line) => {
                if (line.trimStart().startsWith(`${SETUP} ✓`)) before = digest(world().db);
              },
            },
          );
        } catch (error) {
          // The file itself is refused before the run: nothing ran at all.
          if (error instanceof Error && error.name === 'ScenarioFormatError') return true;
          throw error;
        }
        if (!report.ok) failed += 1;
        counts.inputs += 1;
        counts.checks += 1;
        const problem =
          before === undefined
            ? `the setup did not run: ${JSON.stringify(report.results.at(-1))}`
            : !report.ok && digest(world().db) !== before
              ? `failed with half its change: ${report.failure?.message}`
              : undefined;
        if (problem) failures.push(`${problem} (${JSON.stringify(step)})`);
        return problem === undefined;
      }),
      failures,
      { numRuns: scaled(30, 400), timeLimitMs: TIME_LIMIT_MS },
    );
    expect(failed).toBeGreaterThan(0);
  });
});
