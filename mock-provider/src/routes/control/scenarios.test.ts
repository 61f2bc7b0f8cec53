import { describe, expect } from 'vitest';
import { routeTest } from '../../testing';

const it = routeTest
  .override('appOptions', { seed: true })
  .extend('run', ({ control }) => async (scenario: string, prefix = '') => {
    const { code, body } = await control('POST', '/scenarios/run', { scenario }, prefix);
    return { code, answer: body };
  });

const KALYAN_DAY = `name: a day in the calling world
steps:
  - clock: { set: '2024-07-01T15:30:00+05:30', freeze: true }
  - market: { kind: main, name: KALYAN QA, open_time: '03:45 PM', close_time: '05:45 PM', as: kalyan }
  - player: { mobile: '9000000301', wallet: 1000, as: raj }
  - bid: { player: raj, market: kalyan, type: single-digit, digits: '5', points: 100 }
  - expect: { balance: { player: raj, equals: 900 } }
  - control: { verb: 'PATCH /settings', input: { minDeposit: 200 } }
`;

describe('POST /__sim/scenarios/run', () => {
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
