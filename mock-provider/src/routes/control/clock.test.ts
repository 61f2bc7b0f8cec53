import { describe, expect, vi } from 'vitest';
import { Clock } from '../../clock';
import { addMarket, MONDAY_10AM, routeTest } from '../../testing';

/** The clock verb: POST with a body, GET without. */
const it = routeTest.extend(
  'clock',
  ({ control }) =>
    (body?: Record<string, unknown>, prefix = '') =>
      control(body ? 'POST' : 'GET', '/clock', body, prefix),
);

describe('/__sim/clock', () => {
  it('reads the world clock as an ISO instant', async ({ clock }) => {
    await clock({ freeze: true });
    const { body } = await clock();
    expect(body.frozen).toBe(true);
    expect(body.speed).toBe(1);
    expect(Date.parse(body.now)).toBeGreaterThanOrEqual(MONDAY_10AM);
    expect(Date.parse(body.now)).toBeLessThan(MONDAY_10AM + 5_000);
  });

  it('sets, freezes and advances in that order', async ({ clock }) => {
    const { body } = await clock({
      advance: 3_600_000,
      set: '2024-07-01T09:00:00+05:30',
      freeze: true,
    });
    expect(body).toEqual({ status: true, now: '2024-07-01T04:30:00.000Z', frozen: true, speed: 1 });
    expect((await clock()).body.now).toBe('2024-07-01T04:30:00.000Z');
  });

  it('runs at a speed factor and resumes', async ({ clock }) => {
    await clock({ set: '2024-07-01T09:00:00Z', freeze: true });
    const { body } = await clock({ freeze: false, speed: 1000 });
    expect(body).toMatchObject({ frozen: false, speed: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(
      Date.parse((await clock()).body.now) - Date.parse('2024-07-01T09:00:00Z'),
    ).toBeGreaterThanOrEqual(20_000);
  });

  it.for([
    [{ set: 'yesterday' }, /set must be an ISO instant/],
    [{ set: '2024-07-01T09:00:00' }, /set must be an ISO instant/],
    [{ speed: 0 }, /speed/],
    [{ advance: '6h' }, /advance/],
    [{ warp: 1 }, /warp is not a known field/],
    [{ advance: 1e16 }, /outside the clock's range/],
    [{ advance: -1e13 }, /outside the clock's range/],
    [{ set: '1999-12-31T23:59:59Z' }, /set is outside the clock's range/],
    [{ set: '2101-01-01T00:00:00Z' }, /set is outside the clock's range/],
    [{ set: '2100-12-31T00:00:00Z', advance: 86_400_000 }, /outside the clock's range/],
  ] as const)(
    'refuses %j with 400 and changes nothing',
    async ([body, msg], { clock, control }) => {
      await clock({ set: '2024-07-01T09:00:00Z', freeze: true, speed: 2 });
      const { code, body: answer } = await clock(body);
      expect(code).toBe(400);
      expect(answer.status).toBe(false);
      expect(answer.msg).toMatch(msg);
      expect((await clock()).body).toEqual({
        status: true,
        now: '2024-07-01T09:00:00.000Z',
        frozen: true,
        speed: 2,
      });
      // Every world's clock still reads: the sandbox list among them.
      expect((await control('GET', '/sandboxes')).code).toBe(200);
    },
  );

  it('stops a fast clock at the end of its range, frozen there, until it is set back', async ({
    clock,
  }) => {
    const started = await clock({ set: '2100-12-31T23:59:59Z', freeze: false, speed: 100_000 });
    expect(started.body).toMatchObject({ now: '2100-12-31T23:59:59.000Z', frozen: false });
    await new Promise((resolve) => setTimeout(resolve, 40));
    const end = { status: true, now: '2100-12-31T23:59:59.999Z', frozen: true, speed: 100_000 };
    expect((await clock()).body).toEqual(end);
    // It cannot run on from there (refused, not ignored), nor be moved past it; set back, it runs
    // again.
    const run = await clock({ freeze: false });
    expect(run.code).toBe(400);
    expect(run.body.msg).toMatch(/stands at the end of its range .*: set it back first/);
    expect((await clock({ advance: 1 })).code).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await clock()).body).toEqual(end);
    const back = await clock({ set: '2100-12-31T00:00:00Z', freeze: false, speed: 1 });
    expect(back.body).toMatchObject({ frozen: false, speed: 1 });
    // Running again at speed 1: a millisecond may pass before the answer reads it.
    expect(Date.parse(back.body.now) - Date.parse('2100-12-31T00:00:00Z')).toBeLessThan(1000);
    expect(Date.parse(back.body.now)).toBeGreaterThanOrEqual(Date.parse('2100-12-31T00:00:00Z'));
  });

  it('takes the last instants of its range', async ({ clock }) => {
    const { body } = await clock({ set: '2100-12-31T23:59:59.999Z', freeze: true });
    expect(body.now).toBe('2100-12-31T23:59:59.999Z');
    expect((await clock({ advance: 1 })).code).toBe(400);
  });

  it('set with freeze gives exactly the instant asked for, however slow the call', async ({
    newApp,
  }) => {
    // The real time moves a millisecond at every reading: the slowest machine imaginable. A clock
    // read twice (set, then freeze) would drift; the change is worked out from one reading.
    let real = Date.now();
    const tick = vi.spyOn(Date, 'now').mockImplementation(() => (real += 1));
    const slow = await newApp();
    try {
      // Running (a test's app starts frozen), and fast.
      await slow.inject({
        method: 'POST',
        url: '/__sim/clock',
        payload: { freeze: false, speed: 1000 },
      });
      const answer = await slow.inject({
        method: 'POST',
        url: '/__sim/clock',
        payload: { set: '2024-07-01T09:00:00+05:30', freeze: true },
      });
      expect(answer.json().now).toBe('2024-07-01T03:30:00.000Z');
    } finally {
      tick.mockRestore();
    }
  });

  it('belongs to the world: a sandbox has its own clock', async ({ clock }) => {
    await clock({ set: '2030-01-01T00:00:00Z', freeze: true }, '/s/alice');
    expect((await clock(undefined, '/s/alice')).body.now).toBe('2030-01-01T00:00:00.000Z');
    expect((await clock()).body.now).not.toBe('2030-01-01T00:00:00.000Z');
  });
});

/** Instants and dates no calendar or clock has; Date.parse takes some of them and rolls them over. */
const IMPOSSIBLE_INSTANTS = [
  ['2024-02-30T10:00:00+05:30', 'no date 2024-02-30'],
  ['2023-02-29T10:00:00Z', 'no date 2023-02-29'],
  ['2024-13-01T10:00:00Z', 'no date 2024-13-01'],
  ['2024-07-01T24:00:00Z', 'no hour 24'],
  ['2024-07-01T10:60:00Z', 'no time 10:60:00'],
  ['2024-07-01T10:00:60Z', 'no time 10:00:60'],
  ['2024-07-01T10:00:00+14:30', 'no zone +14:30'],
] as const;

describe('an impossible instant', () => {
  it.for(
    IMPOSSIBLE_INSTANTS.flatMap(([text, why]) => [
      ['POST', '/clock', 'set', text, why] as const,
      ['POST', '/reset', 'at', text, why] as const,
      ['GET', '/journal', 'since', text, why] as const,
      ['GET', '/journal', 'until', text, why] as const,
    ]),
  )(
    'is refused by %s %s (%s = %s) with 400 naming it',
    async ([method, url, key, text, why], { control }) => {
      await control('POST', '/clock', { set: '2024-07-01T09:00:00Z', freeze: true });
      const { code, body } =
        method === 'GET'
          ? await control('GET', `${url}?${key}=${encodeURIComponent(text)}`)
          : await control('POST', url, { [key]: text });
      expect(code).toBe(400);
      expect(body.msg).toContain(`${key} must be an ISO instant with a zone, not "${text}"`);
      expect(body.msg).toContain(why);
      expect((await control('GET', '/clock')).body.now).toBe('2024-07-01T09:00:00.000Z');
    },
  );

  it.for([
    ['2024-02-29T23:59:59.999+05:30', '2024-02-29T18:29:59.999Z'],
    ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00.000Z'],
    ['2024-07-01T10:00:00-14:00', '2024-07-02T00:00:00.000Z'],
    ['2024-07-01T10:00:00+14:00', '2024-06-30T20:00:00.000Z'],
    ['2024-07-01T10:00:00.5+05:30', '2024-07-01T04:30:00.500Z'],
    ['2024-07-01T10:00Z', '2024-07-01T10:00:00.000Z'],
  ] as const)('but %s is one: %s', async ([text, now], { control }) => {
    expect((await control('POST', '/clock', { set: text, freeze: true })).body.now).toBe(now);
  });
});

describe('an impossible date', () => {
  const DATES = ['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '2024-06-31'] as const;
  const VERBS = [
    'POST /results',
    'POST /results/preview',
    'POST /results/revert',
    'GET /results?from',
    'GET /results?to',
    'GET /owed?date',
    'POST /markets/:id/holidays',
    'DELETE /markets/:id/holidays/:date',
  ] as const;
  it.for(DATES.flatMap((date) => VERBS.map((verb) => [verb, date] as const)))(
    'is refused by %s (%s) with 400 naming it',
    async ([verb, date], { world, control }) => {
      const id = addMarket(world, { kind: 'gali', open: '11:00 PM' });
      const sent = {
        'POST /results': () => control('POST', '/results', { game_id: id, jodi: '47', date }),
        'POST /results/preview': () =>
          control('POST', '/results/preview', { game_id: id, jodi: '47', date }),
        'POST /results/revert': () => control('POST', '/results/revert', { game_id: id, date }),
        'GET /results?from': () => control('GET', `/results?from=${date}`),
        'GET /results?to': () => control('GET', `/results?to=${date}`),
        'GET /owed?date': () => control('GET', `/owed?date=${date}`),
        'POST /markets/:id/holidays': () => control('POST', `/markets/${id}/holidays`, { date }),
        'DELETE /markets/:id/holidays/:date': () =>
          control('DELETE', `/markets/${id}/holidays/${date}`),
      }[verb];
      const { code, body } = await sent();
      expect(code).toBe(400);
      expect(body.msg).toContain(date);
    },
  );
});

describe('/docs', () => {
  it('serves the OpenAPI document with provider and control paths', async ({ app }) => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.info.title).toBe('Panna mock provider');
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api-check-mobile', '/__sim/clock', '/__sim/faults']),
    );
    const ui = await app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('Clock', () => {
  it('plans a change from one reading of the real time, so set and freeze land exactly', () => {
    // A real clock that moves a millisecond at every reading: the slowest machine imaginable.
    let real = 0;
    const clock = new Clock(MONDAY_10AM, () => (real += 1));
    clock.setSpeed(1000);
    const at = Date.parse('2024-07-01T09:00:00Z');
    clock.apply(clock.plan({ set: at, freeze: true }));
    expect(clock.state()).toEqual({ now: at, frozen: true, speed: 1000 });
    clock.apply(clock.plan({ freeze: false, advance: 60_000 }));
    expect(clock.state().now - at).toBeGreaterThanOrEqual(60_000);
    expect(clock.state().frozen).toBe(false);
  });
});
