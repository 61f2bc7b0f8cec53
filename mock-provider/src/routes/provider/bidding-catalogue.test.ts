import { onTestDay } from '../../testing';
import { BID_TYPES, MSG } from '@panna/shared';
import { describe, expect } from 'vitest';
import { BIDDING_MESSAGES } from '../../domain/player/bid-checks';
import { SAMPLES, bidTest, tweak } from './bidding.fixture';
import { ledgerOf } from '../../domain/ledger';
import { settingsOf } from '../../domain/settings';

/** Submissions the catalogue refuses but the real provider takes, with strict's refusals. */
const it = bidTest.extend('loose', ({ submissions }) => () => {
  const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
  const [motor] = submissions('sp-motor', [{ digits: '123', points: '10', session: 'Open' }]);
  const [jodi] = submissions('jodi-digit', [SAMPLES['jodi-digit']]);
  return [
    ['digits', tweak(s!, (nr) => void (nr.result[0]!.digits = '12')), 'Number 12 is not valid.'],
    [
      'points',
      tweak(s!, (nr) => void ((nr.result[0]!.points = '5'), (nr.totalbit = 5))),
      BIDDING_MESSAGES.pointsMinimum,
    ],
    ['total', tweak(s!, (nr) => void (nr.totalbit = 999)), BIDDING_MESSAGES.totalMismatch],
    [
      'label spelt loosely',
      tweak(s!, (nr) => void (nr.pana = 'single_DIGIT')),
      BIDDING_MESSAGES.misspeltType('single_DIGIT', 'Single Digit'),
    ],
    [
      'motor pana',
      tweak(motor!, (nr) => void (nr.result[0]!.digits = '112')),
      'Number 112 is not valid.',
    ],
    [
      'session',
      tweak(jodi!, (nr) => void (nr.result[0]!.session = 'Open')),
      BIDDING_MESSAGES.wrongSession('Jodi Digit', 'Open'),
    ],
  ] as const;
});

describe.each(['real', 'strict'] as const)('every bid type of the catalogue (%s)', (profile) => {
  it.for(BID_TYPES.map((t) => [t.id, t] as const))(
    '%s is accepted as the client sends it, one wallet row per bid row',
    async ([id], { world, player, submissions, submit, bidCount, debitCount }) => {
      settingsOf(world).update({ profile });
      const calls = submissions(id, [SAMPLES[id], SAMPLES[id]]);
      const rows = calls.flatMap((c) => c.body.new_result.result);
      const total = calls.reduce((sum, c) => sum + c.body.new_result.totalbit, 0);
      for (const c of calls)
        expect(await submit(c)).toEqual({ status: true, msg: MSG.BID_SUCCESS });
      expect(bidCount()).toBe(rows.length);
      expect(debitCount()).toBe(rows.length);
      expect(ledgerOf(world).balance(player.id)).toBe(100_000 - total);
    },
  );
});

describe('the real and the strict profile', () => {
  it('strict refuses what the catalogue refuses', async ({
    world,
    submit,
    bidCount,
    debitCount,
    loose,
  }) => {
    settingsOf(world).update({ profile: 'strict' });
    for (const [, body, msg] of loose()) expect(await submit(body)).toEqual({ status: false, msg });
    expect(bidCount()).toBe(0);
    expect(debitCount()).toBe(0);
  });

  it('real (the default) takes them, but still wants whole positive points', async ({
    world,
    submissions,
    submit,
    loose,
  }) => {
    expect(settingsOf(world).get('profile')).toBe('real');
    for (const [name, body] of loose()) expect((await submit(body)).status, name).toBe(true);
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    for (const points of ['0', '1.5', '-10', 'ten']) {
      const answer = await submit(tweak(s!, (nr) => void (nr.result[0]!.points = points)));
      expect(answer.msg).toBe(BIDDING_MESSAGES.invalidPoints);
    }
  });

  it('real takes a label that names no bid type, as the real server, and never pays it; strict refuses it', async ({
    world,
    submissions,
    submit,
    bidCount,
    control,
    gameIds,
  }) => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    const labels = ['Lucky Digit', 'Jodi', 'Single Digit Pana'];
    settingsOf(world).update({ profile: 'strict' });
    for (const label of labels)
      expect(await submit(tweak(s!, (nr) => void (nr.pana = label)))).toEqual({
        status: false,
        msg: BIDDING_MESSAGES.unknownType(label),
      });
    expect(bidCount()).toBe(0);
    settingsOf(world).update({ profile: 'real' });
    for (const label of labels)
      expect(await submit(tweak(s!, (nr) => void (nr.pana = label)))).toEqual({
        status: true,
        msg: MSG.BID_SUCCESS,
      });
    // Its open digit 5 is the open pana's ank, yet no declaration pays a label of no type.
    world.clock.set(onTestDay(18));
    for (const [session, pana] of [
      ['open', '140'],
      ['close', '590'],
    ] as const)
      expect(
        (await control('POST', '/results', { game_id: gameIds.main, session, pana })).code,
      ).toBe(200);
    expect(world.db.prepare('SELECT DISTINCT status FROM bids').all()).toEqual([
      { status: 'lost' },
    ]);
  });

  it('real keeps the cut-offs and the date', async ({ world, submissions, submit }) => {
    const [s] = submissions('jodi-digit', [SAMPLES['jodi-digit']]);
    expect((await submit(tweak(s!, (nr) => void (nr.bid_date = '30-June-2024')))).msg).toBe(
      MSG.BACK_DATE,
    );
    world.clock.set(onTestDay(15, 45));
    expect((await submit(s!)).msg).toBe(MSG.BETTING_CLOSED);
  });
});
