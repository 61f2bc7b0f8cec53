import { MSG } from '@panna/shared';
import { describe, expect } from 'vitest';
import { addMarket, TEST_DAY, onTestDay } from '../../testing';
import { SAMPLES, bidTest, tweak } from './bidding.fixture';
import { ledgerOf } from '../../domain/ledger';
import { settingsOf } from '../../domain/settings';

/** One Single Digit submission for KALYAN in the given session. */
const it = bidTest.extend(
  'single',
  ({ submissions }) =>
    (session: 'Open' | 'Close') =>
      submissions('single-digit', [{ digits: '1', points: '10', session }])[0]!,
);

describe('cut-offs', () => {
  it.for(['real', 'strict'] as const)(
    '%s: refuses Open at the open time and takes Close until the close, with the real messages',
    async (profile, { world, submit, single }) => {
      settingsOf(world).update({ profile });
      world.clock.set(onTestDay(15, 44) + 59_999);
      expect((await submit(single('Open'))).status).toBe(true);
      world.clock.set(onTestDay(15, 45));
      expect(await submit(single('Open'))).toEqual({
        status: false,
        msg: 'Sorry Open session for this Betting Is Closed',
      });
      expect((await submit(single('Close'))).status).toBe(true);
      world.clock.set(onTestDay(17, 45) - 1);
      expect((await submit(single('Close'))).status).toBe(true);
      world.clock.set(onTestDay(17, 45));
      expect(await submit(single('Close'))).toEqual({
        status: false,
        msg: 'Betting Closed for close Session ',
      });
      // After the close, an Open submission hears about the open session first.
      expect((await submit(single('Open'))).msg).toBe(MSG.OPEN_SESSION_CLOSED);
    },
  );

  it.for(['jodi-digit', 'half-sangam', 'full-sangam'] as const)(
    'refuses %s from the open time',
    async (id, { world, submissions, submit }) => {
      world.clock.set(onTestDay(15, 45));
      const input = { ...SAMPLES[id], session: 'Close' as const };
      const [s] = submissions(id, [input]);
      const closeSession = tweak(s!, (nr) => void (nr.session = 'Close'));
      expect(await submit(closeSession)).toEqual({
        status: false,
        msg: 'Sorry Betting Is Closed',
      });
    },
  );

  it("real reads only new_result.session, as sent; strict also each row's session", async ({
    world,
    submissions,
    submit,
    bidCount,
  }) => {
    world.clock.set(onTestDay(16, 0));
    const [s] = submissions('single-digit', [{ digits: '1', points: '10', session: 'Open' }]);
    const asClose = tweak(s!, (nr) => void (nr.session = 'Close'));
    const lowerCase = tweak(s!, (nr) => void (nr.session = 'open'));
    expect((await submit(asClose)).status).toBe(true);
    expect((await submit(lowerCase)).status).toBe(true);
    settingsOf(world).update({ profile: 'strict' });
    expect((await submit(asClose)).msg).toBe(MSG.OPEN_SESSION_CLOSED);
    expect((await submit(lowerCase)).msg).toBe(MSG.OPEN_SESSION_CLOSED);
    expect(bidCount()).toBe(2);
  });

  it.for(['real', 'strict'] as const)(
    "%s: a market closing after midnight reads today's close, so it is closed from then on",
    async (profile, { world, submit, single }) => {
      settingsOf(world).update({ profile });
      const id = addMarket(world, { name: 'LATE', open: '09:35 PM', close: '12:05 AM' });
      const late = (session: 'Open' | 'Close') =>
        tweak(single(session), (nr) => void (nr.gameid = String(id)));
      world.clock.set(onTestDay(0, 4));
      expect((await submit(late('Open'))).status).toBe(true);
      world.clock.set(onTestDay(0, 5));
      expect((await submit(late('Close'))).msg).toBe(MSG.CLOSE_SESSION_CLOSED);
      world.clock.set(onTestDay(21, 0));
      expect((await submit(late('Close'))).msg).toBe(MSG.CLOSE_SESSION_CLOSED);
      // The bid of 00:04 belongs to the day it was placed on.
      expect(world.db.prepare('SELECT session_date FROM bids').all()).toEqual([
        { session_date: TEST_DAY },
      ]);
    },
  );

  it.for([
    ['star-single-digit', 11, 0],
    ['gali-jodi-digit', 23, 30],
  ] as const)(
    'refuses %s at the open time, takes it a moment before',
    async ([id, hours, minutes], { world, submissions, submit, bidCount }) => {
      world.clock.set(onTestDay(hours, minutes) - 1);
      expect((await submit(submissions(id, [SAMPLES[id]])[0]!)).status).toBe(true);
      world.clock.set(onTestDay(hours, minutes));
      expect(await submit(submissions(id, [SAMPLES[id]])[0]!)).toEqual({
        status: false,
        msg: 'Sorry Betting Is Closed',
      });
      expect(bidCount()).toBe(1);
    },
  );

  it.for([
    ['jodi-digit', 'jodi digit'],
    ['half-sangam', 'HALF-SANGAM'],
    ['full-sangam', 'FULL_SANGAM'],
  ] as const)(
    'reads %s spelt "%s" as its type (real): closed at the open time and by the open result',
    async ([id, spelling], { world, submissions, submit, control, gameIds, bidCount }) => {
      const [s] = submissions(id, [{ ...SAMPLES[id], session: 'Close' }]);
      const loose = tweak(s!, (nr) => void ((nr.pana = spelling), (nr.session = 'Close')));
      world.clock.set(onTestDay(15, 45));
      expect(await submit(loose)).toEqual({ status: false, msg: MSG.BETTING_CLOSED });
      world.clock.set(onTestDay(12, 0));
      const declared = await control('POST', '/results', {
        game_id: gameIds.main,
        session: 'open',
        pana: '128',
        early: true,
      });
      expect(declared.code).toBe(200);
      expect(await submit(loose)).toEqual({
        status: false,
        msg: MSG.BETTING_CLOSED,
      });
      expect(bidCount()).toBe(0);
    },
  );

  it('takes a loosely spelt label as its type and pays it as that type', async ({
    world,
    submissions,
    submit,
    control,
    gameIds,
    player,
  }) => {
    world.clock.set(onTestDay(12, 0));
    const [s] = submissions('jodi-digit', [{ digits: '19', points: '100', session: 'Close' }]);
    expect(await submit(tweak(s!, (nr) => void (nr.pana = 'jodi  DIGIT')))).toMatchObject({
      status: true,
    });
    const before = ledgerOf(world).balance(player.id);
    world.clock.set(onTestDay(18, 0));
    for (const [session, pana] of [
      ['open', '128'],
      ['close', '379'],
    ])
      expect(
        (await control('POST', '/results', { game_id: gameIds.main, session, pana })).code,
      ).toBe(200);
    // 128 and 379: ank 1 then 9; Jodi pays 10 ka 950 by default.
    expect(ledgerOf(world).balance(player.id) - before).toBe(9500);
  });
});
