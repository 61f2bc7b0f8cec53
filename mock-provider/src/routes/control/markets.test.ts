import { describe, expect } from 'vitest';
import { MARKET_MESSAGES } from '../../domain/control/market-week';
import { marketsOf } from '../../domain/markets';
import { addMarket, routeTest } from '../../testing';

// The test's world is frozen at Monday 2024-07-01 10:00 India time.
// KALYAN is there in every test, as the set-up made it for all.
const it = routeTest.extend('kalyan', { auto: true }, ({ world }) =>
  addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' }),
);

describe('creating markets', () => {
  it('creates a main market closing after midnight on chosen days', async ({ world, control }) => {
    const { code, body } = await control('POST', '/markets', {
      kind: 'main',
      name: 'MAIN BAZAR',
      open_time: '09:35 PM',
      close_time: '12:05 AM',
      days: [1, 2, 3, 4, 5],
    });
    expect(code).toBe(200);
    expect(body.market).toMatchObject({
      kind: 'main',
      name: 'MAIN BAZAR',
      active: true,
      // Today's close (00:05 this morning) has passed: closed all day, as the real server has it.
      msg_status: 2,
      holidays: [],
    });
    expect(body.market.schedule).toHaveLength(5);
    expect(body.market.schedule[0]).toEqual({
      weekday: 1,
      open_time: '09:35 PM',
      close_time: '12:05 AM',
      next_day: true,
    });
    expect(body.market.session).toEqual({
      date: '2024-07-01',
      open_at: '2024-07-01T16:05:00.000Z',
      close_at: '2024-06-30T18:35:00.000Z',
    });
    // The provider's markets see it at once (the cache was invalidated).
    expect(marketsOf(world).byId(body.market.id)?.name).toBe('MAIN BAZAR');
  });

  it('creates a market closing at midnight (the next morning) and one created inactive', async ({
    control,
  }) => {
    const { body } = await control('POST', '/markets', {
      kind: 'main',
      name: 'NIGHT',
      open_time: '10:00 PM',
      close_time: '12:00 AM',
      active: false,
    });
    expect(body.market).toMatchObject({ active: false });
    expect(body.market.schedule[0]).toMatchObject({ close_time: '12:00 AM', next_day: true });
  });

  it('creates a Disawar-like Gali market whose result comes the next morning', async ({
    control,
  }) => {
    const { body } = await control('POST', '/markets', {
      kind: 'gali',
      name: 'DISAWAR',
      open_time: '05:00 AM',
      next_day: true,
    });
    expect(body.market.schedule).toHaveLength(7);
    expect(body.market.schedule[0]).toEqual({
      weekday: 0,
      open_time: '05:00 AM',
      close_time: '05:00 AM',
      next_day: true,
    });
    // At Monday 10:00 today's play is Sunday's session, whose result came at 05:00 this morning:
    // closed until midnight, then Monday's session takes bids until Tuesday 05:00.
    expect(body.market.session).toMatchObject({
      date: '2024-06-30',
      open_at: '2024-06-30T23:30:00.000Z',
    });
    expect(body.market.msg_status).toBe(2);
  });

  it('takes per-weekday times', async ({ control }) => {
    const { body } = await control('POST', '/markets', {
      kind: 'main',
      name: 'SPLIT',
      schedule: [
        { weekday: 1, open_time: '09:00 AM', close_time: '11:00 AM' },
        { weekday: 2, open_time: '01:00 PM', close_time: '02:00 PM' },
      ],
    });
    expect(body.market.schedule.map((d: { open_time: string }) => d.open_time)).toEqual([
      '09:00 AM',
      '01:00 PM',
    ]);
    expect(body.market.msg_status).toBe(1);
  });

  it.for([
    [{ kind: 'main', name: 'X', open_time: '03:00 PM' }, MARKET_MESSAGES.closeNeeded],
    [
      { kind: 'main', name: 'X', open_time: '03:00 PM', close_time: '03:00 PM' },
      MARKET_MESSAGES.sameTimes,
    ],
    [
      { kind: 'main', name: 'X', open_time: '15:00', close_time: '05:00 PM' },
      MARKET_MESSAGES.badTime('open_time', '15:00'),
    ],
    [
      { kind: 'main', name: 'X', open_time: '03:00 PM', close_time: '05:00 PM', next_day: true },
      MARKET_MESSAGES.nextDayGaliOnly,
    ],
    [{ kind: 'starline', name: 'X' }, MARKET_MESSAGES.noTimes],
    [{ kind: 'starline', name: '  ', open_time: '03:00 PM' }, MARKET_MESSAGES.blankName],
    [
      {
        kind: 'starline',
        name: 'X',
        schedule: [
          { weekday: 1, open_time: '01:00 PM' },
          { weekday: 1, open_time: '02:00 PM' },
        ],
      },
      MARKET_MESSAGES.repeatedDay(1),
    ],
  ] as const)('refuses %j', async ([payload, msg], { control }) => {
    expect(await control('POST', '/markets', payload)).toEqual({
      code: 400,
      body: { status: false, msg },
    });
  });

  it('refuses a body that fails its schema with 400', async ({ control }) => {
    const { code, body } = await control('POST', '/markets', {
      kind: 'bazaar',
      name: 'X',
      open_time: '03:00 PM',
    });
    expect(code).toBe(400);
    expect(body.status).toBe(false);
  });
});

describe('editing markets', () => {
  it('changes times, and the status follows', async ({ world, control, kalyan }) => {
    expect((await control('GET', `/markets/${kalyan}`)).body.market.msg_status).toBe(1);
    const { body } = await control('PATCH', `/markets/${kalyan}`, {
      open_time: '08:00 AM',
      close_time: '09:00 AM',
    });
    expect(
      body.market.schedule.every(
        (d: { open_time: string; close_time: string }) =>
          d.open_time === '08:00 AM' && d.close_time === '09:00 AM',
      ),
    ).toBe(true);
    expect(body.market.msg_status).toBe(2);
    expect(marketsOf(world).status(marketsOf(world).byId(kalyan)!)).toBe(2);
  });

  it('changes the days and keeps the times', async ({ control, kalyan }) => {
    const { body } = await control('PATCH', `/markets/${kalyan}`, { days: [2, 3] });
    expect(body.market.schedule).toEqual([
      { weekday: 2, open_time: '03:45 PM', close_time: '05:45 PM', next_day: false },
      { weekday: 3, open_time: '03:45 PM', close_time: '05:45 PM', next_day: false },
    ]);
    expect(body.market.msg_status).toBe(2); // Monday is no longer played
  });

  it('renames and deactivates: players no longer see it, the control plane does', async ({
    world,
    control,
    kalyan,
  }) => {
    const { body } = await control('PATCH', `/markets/${kalyan}`, {
      name: 'KALYAN MORNING',
      active: false,
    });
    expect(body.market).toMatchObject({ name: 'KALYAN MORNING', active: false });
    expect(marketsOf(world).byId(kalyan)).toBeUndefined();
    expect((await control('GET', '/markets')).body.markets).toEqual([
      expect.objectContaining({ id: kalyan, active: false }),
    ]);
  });

  it('answers 404 for an unknown market', async ({ control }) => {
    expect(await control('PATCH', '/markets/999', { name: 'X' })).toEqual({
      code: 404,
      body: { status: false, msg: MARKET_MESSAGES.unknown(999) },
    });
  });
});

describe('holidays', () => {
  it('closes the market for the day and opens it again when removed', async ({
    control,
    kalyan,
  }) => {
    const added = await control('POST', `/markets/${kalyan}/holidays`, { date: '2024-07-01' });
    expect(added.body.market).toMatchObject({
      holidays: ['2024-07-01'],
      msg_status: 2,
      session: null,
    });
    const removed = await control('DELETE', `/markets/${kalyan}/holidays/2024-07-01`);
    expect(removed.body.market).toMatchObject({ holidays: [], msg_status: 1 });
  });

  it('closes its own market only', async ({ world, control, kalyan }) => {
    const milan = addMarket(world, { name: 'MILAN', open: '03:45 PM', close: '05:45 PM' });
    await control('POST', `/markets/${kalyan}/holidays`, { date: '2024-07-01' });
    expect((await control('GET', `/markets/${milan}`)).body.market).toMatchObject({
      holidays: [],
      msg_status: 1,
    });
    // and so do the player's lists, which read the markets the provider keeps
    const markets = marketsOf(world);
    expect(markets.status(markets.byId(milan)!)).toBe(1);
    expect(markets.status(markets.byId(kalyan)!)).toBe(2);
  });

  it('refuses an impossible date', async ({ control, kalyan }) => {
    expect(await control('POST', `/markets/${kalyan}/holidays`, { date: '2024-02-30' })).toEqual({
      code: 400,
      body: { status: false, msg: MARKET_MESSAGES.badDate('2024-02-30') },
    });
  });
});

describe('the next open and close', () => {
  it('is today while it is still ahead, else the next day the market plays', async ({
    control,
    kalyan,
  }) => {
    expect((await control('GET', `/markets/${kalyan}`)).body.market.next).toEqual({
      open_at: '2024-07-01T10:15:00.000Z',
      close_at: '2024-07-01T12:15:00.000Z',
    });
    await control('POST', '/clock', { set: '2024-07-01T16:00:00+05:30', freeze: true });
    expect((await control('GET', `/markets/${kalyan}`)).body.market.next).toEqual({
      open_at: '2024-07-02T10:15:00.000Z',
      close_at: '2024-07-01T12:15:00.000Z',
    });
  });

  it('skips holidays and days off, and is null when the week has none', async ({
    world,
    control,
  }) => {
    const noWednesday = addMarket(world, { name: 'NO WEDNESDAY', days: [0, 1, 2, 4, 5, 6] });
    const mondays = addMarket(world, { name: 'MONDAYS', days: [1] });
    await control('POST', `/markets/${noWednesday}/holidays`, { date: '2024-07-02' });
    await control('POST', `/markets/${mondays}/holidays`, { date: '2024-07-08' });
    await control('POST', '/clock', { set: '2024-07-01T16:00:00+05:30', freeze: true });
    // Tuesday 2nd is a holiday and Wednesday 3rd a day off: Thursday 4th.
    expect((await control('GET', `/markets/${noWednesday}`)).body.market.next.open_at).toBe(
      '2024-07-04T10:15:00.000Z',
    );
    // Today's open has passed and next Monday is a holiday: no open in the week; today's close.
    expect((await control('GET', `/markets/${mondays}`)).body.market.next).toEqual({
      open_at: null,
      close_at: '2024-07-01T12:15:00.000Z',
    });
  });

  it('reads a main close after midnight as the next morning', async ({ world, control }) => {
    const mainBazar = addMarket(world, { name: 'MAIN BAZAR', open: '09:35 PM', close: '12:05 AM' });
    await control('POST', '/clock', { set: '2024-07-01T22:00:00+05:30', freeze: true });
    expect((await control('GET', `/markets/${mainBazar}`)).body.market.next.close_at).toBe(
      '2024-07-01T18:35:00.000Z',
    );
    await control('POST', '/clock', { set: '2024-07-02T00:01:00+05:30', freeze: true });
    expect((await control('GET', '/markets')).body.markets).toContainEqual(
      expect.objectContaining({
        id: mainBazar,
        next: expect.objectContaining({ close_at: '2024-07-01T18:35:00.000Z' }),
      }),
    );
  });
});
