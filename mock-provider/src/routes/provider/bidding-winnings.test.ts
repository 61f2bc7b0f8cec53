import { describe, expect } from 'vitest';
import { AMOUNT_STATUS } from '@panna/shared';
import { addPlayer, onTestDay } from '../../testing';
import { MAX_BALANCE } from '../../contract/limits';
import { ledgerOf } from '../../domain/ledger';
import { BIDDING_MESSAGES } from '../../domain/player/bid-checks';
import { bidTest, tweak } from './bidding.fixture';
import { settingsOf } from '../../domain/settings';

/**
 * Wins a declaration could never pay: it credits a player's wins on its market and day together,
 * never past MAX_BALANCE, and refuses the whole result otherwise. Single Digit is paid 1 ka
 * 100,000 here, so 10,000 points could win the largest balance.
 */
const it = bidTest
  .extend('player', ({ world }) => addPlayer(world, { wallet: 100_000 }))
  .extend('generousRates', { auto: true }, async ({ control, world }) => {
    world.clock.set(onTestDay(12, 0));
    const patch = { rates: { main: { single_digit: [1, 100_000] } } };
    expect((await control('PATCH', '/settings', patch)).code).toBe(200);
  })
  .extend(
    'single',
    ({ submissions }) =>
      (points: number, session: 'Open' | 'Close' = 'Open', pana = 'Single Digit') =>
        tweak(
          submissions('single-digit', [{ digits: '5', points: String(points), session }])[0]!,
          (nr) => void (nr.pana = pana),
        ),
  )
  /** pending_stakes as its triggers keep it, and as the pending bids add up. */
  .extend('stakes', ({ world }) => () => ({
    kept: world.db.prepare('SELECT * FROM pending_stakes ORDER BY user_id, market_id, label').all(),
    summed: world.db
      .prepare(
        `SELECT user_id, market_id, session_date, label, SUM(points) AS points FROM bids
             WHERE status = 'pending' GROUP BY user_id, market_id, session_date, label
             ORDER BY user_id, market_id, label`,
      )
      .all(),
  }));

const refused = { status: false, msg: BIDDING_MESSAGES.winningsTooLarge };

describe('stakes whose wins could never be paid', () => {
  it.for(['real', 'strict'] as const)(
    '%s: refuses a bid that could win more than the largest balance, and changes nothing',
    async (profile, { world, player, single, submit, bidCount }) => {
      settingsOf(world).update({ profile });
      expect(await submit(single(10_001))).toEqual(refused);
      expect(bidCount()).toBe(0);
      expect(ledgerOf(world).balance(player.id)).toBe(100_000);
      expect((await submit(single(10_000))).status).toBe(true);
      expect(MAX_BALANCE).toBe(10_000 * 100_000);
    },
  );

  it("counts every pending stake of the player's on the market and day, however spelt", async ({
    world,
    single,
    submit,
    submissions,
    stakes,
  }) => {
    expect((await submit(single(6000))).status).toBe(true);
    expect(await submit(single(4010, 'Close', 'single digit'))).toEqual(refused);
    expect((await submit(single(4000, 'Close', 'SINGLE_DIGIT'))).status).toBe(true);
    expect(await submit(single(10))).toEqual(refused);
    // Another player's stakes are theirs.
    const other = addPlayer(world, { wallet: 5000 });
    const [theirs] = submissions(
      'single-digit',
      [{ digits: '5', points: '10', session: 'Open' }],
      other.token,
    );
    expect((await submit(theirs!)).status).toBe(true);
    const { kept, summed } = stakes();
    expect(kept).toEqual(summed);
    expect(kept).toHaveLength(3);
  });

  it('reads a label with spaces around it as the label', async ({ world, single, submit }) => {
    expect((await submit(single(6000, 'Open', ' Single Digit  '))).status).toBe(true);
    expect(await submit(single(4010, 'Close'))).toEqual(refused);
    expect(world.db.prepare('SELECT label FROM bids').pluck().all()).toEqual(['Single Digit']);
  });

  it("adds a bid to its own kind's stake, whatever the other kinds stake", async ({
    single,
    submit,
    submissions,
  }) => {
    expect((await submit(single(9000))).status).toBe(true);
    // Jodi at its own rate: 2,000 more points of Single Digit would be past the largest balance.
    const [jodi] = submissions('jodi-digit', [{ digits: '42', points: '2000', session: 'Open' }]);
    expect((await submit(jodi!)).status).toBe(true);
  });

  it("adds a bid to the kind's pending stake before its wins are rounded", async ({
    world,
    player,
    control,
    single,
    submit,
  }) => {
    // 1 ka 9.5: 11 points win 104, 105,263,147 points 999,999,896, the two together 1,000,000,001.
    const rates = { rates: { main: { single_digit: [10, 95] } } };
    expect((await control('PATCH', '/settings', rates)).code).toBe(200);
    ledgerOf(world).post({
      userId: player.id,
      direction: 'credit',
      amountStatus: AMOUNT_STATUS.DEPOSIT,
      amount: 105_200_000,
      note: 'Test deposit',
      at: world.clock.now(),
    });
    // Past what the app's slip builds (its balance check): the row and total set directly.
    const big = (points: number) =>
      tweak(single(10), (nr) => {
        nr.result[0]!.points = String(points);
        nr.totalbit = points;
      });
    expect((await submit(single(11))).status).toBe(true);
    expect(await submit(big(105_263_147))).toEqual(refused);
    expect((await submit(big(105_263_146))).status).toBe(true);
  });

  it('frees a stake its result settled, and holds it again when the result is reverted', async ({
    world,
    single,
    submit,
    control,
    gameIds,
    stakes,
  }) => {
    expect((await submit(single(6000))).status).toBe(true);
    expect(await submit(single(6000, 'Close'))).toEqual(refused);
    const open = { game_id: gameIds.main, session: 'open', pana: '128', early: true };
    expect((await control('POST', '/results', open)).code).toBe(200);
    expect(stakes().kept).toEqual([]);
    expect((await submit(single(6000, 'Close'))).status).toBe(true);
    expect(stakes().kept).toEqual(stakes().summed);
    const revert = { game_id: gameIds.main, session: 'open' };
    expect((await control('POST', '/results/revert', revert)).code).toBe(200);
    expect(stakes().kept).toEqual(stakes().summed);
    expect(stakes().kept).toMatchObject([{ points: 12_000 }]);
    world.clock.set(onTestDay(16, 0));
    expect(await submit(single(10, 'Close'))).toEqual(refused);
  });
});
