import { describe, expect } from 'vitest';
import { faultsOf } from '../../domain/control/faults';
import { routeTest, type TestApp } from '../../testing';
import { settingsOf } from '../../domain/settings';

const it = routeTest
  .extend('appOptions', { seed: true })
  .extend('run', ({ control }) => async (scenario: string, prefix = '') => {
    const { code, body } = await control('POST', '/scenarios/run', { scenario }, prefix);
    return { code, answer: body };
  });

/** Each run seeds a sandbox and makes dozens of calls: slow on a loaded machine. */
const SEEDING = { timeout: 20_000 };

const KALYAN_DAY = `name: a day in the calling world
steps:
  - clock: { set: '2024-07-01T15:30:00+05:30', freeze: true }
  - market: { kind: main, name: KALYAN QA, open_time: '03:45 PM', close_time: '05:45 PM', as: kalyan }
  - player: { mobile: '9000000301', wallet: 1000, as: raj }
  - bid: { player: raj, market: kalyan, type: single-digit, digits: '5', points: 100 }
  - expect: { balance: { player: raj, equals: 900 } }
  - control: { verb: 'PATCH /settings', input: { minDeposit: 200 } }
`;

describe('POST /__sim/scenarios/run', SEEDING, () => {
  it('runs the scenario in the calling sandbox and answers each step', async ({ run, control }) => {
    const { code, answer } = await run(KALYAN_DAY, '/s/qa-run');
    expect(code).toBe(200);
    expect(answer).toMatchObject({ name: 'a day in the calling world', ok: true });
    expect(answer.steps).toHaveLength(6);
    expect(answer.steps[3]).toMatchObject({
      number: 4,
      ok: true,
      detail: 'accepted: Bid Successfully Submitted',
    });
    expect(answer.steps[0].step).toContain('clock set=2024-07-01T15:30:00+05:30');

    // The state is the sandbox's: its player, its setting; the default world is untouched.
    const player = await control('GET', '/players/9000000301', undefined, '/s/qa-run');
    expect(player.body.player.wallet).toBe(900);
    const settings = async (prefix = '') =>
      (await control('GET', '/settings', undefined, prefix)).body.settings;
    expect((await settings('/s/qa-run')).minDeposit).toBe(200);
    expect((await settings()).minDeposit).toBe(100);
    expect((await control('GET', '/players/9000000301')).code).toBe(404);
  });

  it('stops at the first failing step and says why', async ({ run }) => {
    const { answer } = await run(`name: short
steps:
  - clock: { advance: 1m }
  - expect: { journal: { count: 3 } }
  - clock: { advance: 1m }
`);
    expect(answer.ok).toBe(false);
    expect(answer.steps).toHaveLength(2);
    expect(answer.steps[1]).toMatchObject({
      ok: false,
      detail: 'journal calls: expected 3, got 0',
    });
  });

  it('refuses a file it cannot read, naming the step, and a run inside a run', async ({ run }) => {
    const bad = await run('name: x\nsteps:\n  - nothing: {}');
    expect(bad.code).toBe(400);
    expect(bad.answer.msg).toContain('step 1: unknown verb "nothing"');
    const nested = await run(
      `name: nested\nsteps:\n  - control: { verb: 'POST /scenarios/run', input: { scenario: 'x' } }`,
    );
    expect(nested.answer.steps[0]).toMatchObject({
      ok: false,
      detail: 'a scenario cannot run scenarios',
    });
  });

  it('refuses a scenario over the size bound before reading it', async ({ run }) => {
    const { code, answer } = await run(`name: big\n# ${'x'.repeat(70_000)}\nsteps: []`);
    expect(code).toBe(400);
    expect(answer.msg).toContain('scenario');
  });
});

/** A sandbox with a player and a pending withdrawal, for runs elsewhere to leave alone. */
const VICTIM = `name: victim
steps:
  - clock: { set: '2024-07-01T11:00:00+05:30', freeze: true }
  - player: { mobile: '9000000901', wallet: 2000, as: vic }
  - withdraw: { player: vic, amount: 600 }
  - expect: { call: accepted }
`;

/** What a run elsewhere must not change in a world: its players, balances and withdrawals. */
function stateOf(app: TestApp, name?: string): string {
  const { db } = app.worlds.get(name);
  return JSON.stringify([
    db.prepare('SELECT mobile, wallet FROM users ORDER BY id').all(),
    db.prepare('SELECT id, status FROM withdraw_requests ORDER BY id').all(),
    db.prepare('SELECT COUNT(*) AS n FROM wallet_transactions').get(),
  ]);
}

/** A one-step scenario between two harmless ones: the step that reaches out is step 2. */
const reaching = (step: string) =>
  `name: reach\nsteps:\n  - clock: { advance: 1m }\n  - ${step}\n  - clock: { advance: 1m }`;

const REGISTRATION = `{ name: Intruder, email: e, password: secret123, mobile: '9000000999', security_pin: '123456' }`;

describe('a scenario acts on its own world only', SEEDING, () => {
  it.for([
    [`call: { path: '../victim/__sim/withdrawals/1/reject' }`, 'one path of letters'],
    [`call: { path: '../victim/api-user-registration', body: ${REGISTRATION} }`, 'one path'],
    [`call: { path: '../../api-user-login', body: { mobile: '9000000901' } }`, 'one path'],
    [`call: { path: '%2e%2e/victim/api-user-registration', body: ${REGISTRATION} }`, 'one path'],
    [`call: { path: '..\\\\victim\\\\api-user-registration' }`, 'one path'],
    [`call: { path: 'http://localhost/s/victim/api-user-registration' }`, 'one path'],
    [`control: { verb: 'DELETE /sandboxes/:name', input: { name: victim } }`, 'other worlds'],
    [`control: { verb: 'GET /sandboxes' }`, 'other worlds'],
    [`control: { verb: 'POST /withdrawals/:id/reject', input: { id: '..' } }`, 'resolves to'],
    [`control: { verb: 'GET /players/:mobile', input: { mobile: '.' } }`, 'resolves to'],
  ] as const)(
    'refuses %s, naming the step, and changes no other world',
    async ([step, why], { app, run }) => {
      expect((await run(VICTIM, '/s/victim')).answer.ok).toBe(true);
      const victim = stateOf(app, 'victim');
      const main = stateOf(app);
      const { code, answer } = await run(reaching(step), '/s/att');
      expect(code).toBe(200);
      expect(answer.ok).toBe(false);
      expect(answer.steps).toHaveLength(2);
      expect(answer.steps[1]).toMatchObject({ number: 2, ok: false });
      expect(answer.steps[1].detail).toContain(why);
      expect(stateOf(app, 'victim')).toBe(victim);
      expect(stateOf(app)).toBe(main);
      expect(app.worlds.find('victim')?.isOpen).toBe(true);
    },
  );
});

/** A run held by a 40 s latency on every provider call, and a step after it that must not run. */
const HELD = `name: held
steps:
  - fault: { kind: latency, latency_ms: 40000 }
  - call: { path: api-get-dashboard-data }
  - control: { verb: 'PATCH /settings', input: { minDeposit: 321 } }
`;

const busyOf = (app: TestApp, name: string) => app.worlds.find(name)?.busy;

describe('a run ends when it must', SEEDING, () => {
  it('stops at the time limit, answering the step it reached, its world no longer busy', async ({
    newApp,
  }) => {
    const app = await newApp({ seed: true, scenarioTimeLimitS: 1 });
    const answer = (
      await app.inject({
        method: 'POST',
        url: '/s/held/__sim/scenarios/run',
        payload: { scenario: HELD },
      })
    ).json();
    expect(answer).toMatchObject({ ok: false });
    expect(answer.steps).toHaveLength(2);
    expect(answer.steps[1]).toMatchObject({
      number: 2,
      ok: false,
      detail: 'stopped: the run reached its time limit of 1 s (SCENARIO_TIME_LIMIT_S)',
    });
    expect(busyOf(app, 'held')).toBe(0);
    expect(settingsOf(app.worlds.get('held')).get('minDeposit')).not.toBe(321);
  });

  it('stops when its caller disconnects', async ({ newApp }) => {
    const app = await newApp({ seed: true });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const caller = new AbortController();
    const running = fetch(`http://127.0.0.1:${port}/s/left/__sim/scenarios/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: HELD }),
      signal: caller.signal,
    });
    // Once the held call is in flight, the caller gives up.
    await expect.poll(() => busyOf(app, 'left'), { timeout: 10_000 }).toBe(2);
    caller.abort();
    await expect(running).rejects.toThrow();
    await expect.poll(() => busyOf(app, 'left'), { timeout: 5_000 }).toBe(0);
    expect(settingsOf(app.worlds.get('left')).get('minDeposit')).not.toBe(321);
  });

  it('stops when its sandbox is deleted, and does not make it again', async ({ newApp }) => {
    const app = await newApp({ seed: true });
    const running = app.inject({
      method: 'POST',
      url: '/s/gone/__sim/scenarios/run',
      payload: { scenario: HELD.replace('40000', '1500') },
    });
    // Once the held call is in flight (its latency fault taken), QA deletes the sandbox.
    const held = () => {
      const world = app.worlds.find('gone');
      return world ? faultsOf(world).list()[0]?.hits : undefined;
    };
    await expect.poll(held, { timeout: 10_000 }).toBe(1);
    const deleted = await app.inject({ method: 'DELETE', url: '/__sim/sandboxes/gone' });
    expect(deleted.statusCode).toBe(200);
    const answer = (await running).json();
    expect(answer.ok).toBe(false);
    expect(answer.steps.at(-1)).toMatchObject({
      number: 3,
      ok: false,
      detail: 'stopped: Sandbox gone was deleted',
    });
    expect(app.worlds.find('gone')).toBeUndefined();
  });
});

describe('a step applies whole or not at all', SEEDING, () => {
  it.for([
    [`player: { mobile: '9333333333', wallet: 2000000000, as: big }`, '"wallet" must be'],
    [`player: { mobile: '9333333333', wallet: -1, as: big }`, '"wallet" must be'],
    [`player: { mobile: '9333333333', wallet: 10.5, as: big }`, '"wallet" must be'],
    [`player: { mobile: '9333333333', password: ' ', as: big }`, '"password" must not be blank'],
    [`player: { mobile: '9333333333', as: { x: 1 } }`, '"as" must be text'],
  ] as const)('%s fails before any call', async ([step, why], { app, run }) => {
    const before = stateOf(app, 'whole');
    const { answer } = await run(reaching(step), '/s/whole');
    expect(answer.steps[1]).toMatchObject({ ok: false, detail: expect.stringContaining(why) });
    expect(stateOf(app, 'whole')).toBe(before);
    const otps = app.worlds.get('whole').db.prepare('SELECT COUNT(*) AS n FROM otp_outbox').get();
    expect(otps).toEqual({ n: 0 });
  });

  it('sends an SP DP TP bid one kind of pana a step', async ({ run }) => {
    const day = (bid: string) => `name: sp-dp-tp
steps:
  - clock: { set: '2024-07-01T15:30:00+05:30', freeze: true }
  - market: { kind: main, name: KALYAN QA, open_time: '03:45 PM', close_time: '05:45 PM', as: kalyan }
  - player: { mobile: '9000000302', wallet: 100000, as: raj }
  - ${bid}
  - expect: { journal: { path: api-submit-bid, count: 1 } }`;
    const whole = await run(
      day(`bid: { player: raj, market: kalyan, type: sp-dp-tp, digits: '5', points: 10 }`),
    );
    expect(whole.answer.steps[3]).toMatchObject({
      ok: false,
      detail: expect.stringContaining('give pana: sp, dp, tp'),
    });
    const one = await run(
      day(
        `bid: { player: raj, market: kalyan, type: sp-dp-tp, digits: '5', points: 10, pana: dp }`,
      ),
      '/s/one-kind',
    );
    expect(one.answer.ok).toBe(true);
  });
});
