import { FAILED_CALL_MESSAGES, MSG } from '@panna/shared';
import { describe, expect } from 'vitest';
import { BIDDING_MESSAGES } from '../../domain/player/bid-checks';
import { ACCESS_MESSAGES } from '../../domain/users';
import { addPlayer, ENVELOPE, TEST_DAY } from '../../testing';
import { SAMPLES, bidTest as it, tweak } from './bidding.fixture';
import { ledgerOf } from '../../domain/ledger';
import { settingsOf } from '../../domain/settings';

describe('a submission', () => {
  it('writes one wallet row per bid row, noted as the real server notes it, in one go', async ({
    world,
    submissions,
    submit,
    debitCount,
  }) => {
    const [s] = submissions('single-digit', [
      { digits: '1', points: '10', session: 'Open' },
      { digits: '2', points: '25', session: 'Close' },
    ]);
    await submit(s!);
    const rows = world.db
      .prepare(
        `SELECT t.transaction_type, t.amount, t.amount_status, t.note, t.created_at = b.created_at AS together,
                b.session_date, b.label, b.session, b.digits, b.points
         FROM bids b JOIN wallet_transactions t ON t.id = b.transaction_id ORDER BY b.id`,
      )
      .all();
    const note = 'Bid Placed For KALYAN(Single Digit)';
    expect(rows).toEqual([
      {
        ...{ transaction_type: '2', amount: 10, amount_status: '5', note, together: 1 },
        ...{
          session_date: TEST_DAY,
          label: 'Single Digit',
          session: 'Open',
          digits: '1',
          points: 10,
        },
      },
      {
        ...{ transaction_type: '2', amount: 25, amount_status: '5', note, together: 1 },
        ...{
          session_date: TEST_DAY,
          label: 'Single Digit',
          session: 'Close',
          digits: '2',
          points: 25,
        },
      },
    ]);
    expect(debitCount()).toBe(2);
  });

  it('notes Starline and Gali rows with the slot time, as the real server does', async ({
    world,
    submissions,
    submit,
  }) => {
    for (const id of ['star-single-digit', 'gali-jodi-digit'] as const)
      expect((await submit(submissions(id, [SAMPLES[id]])[0]!)).status).toBe(true);
    const notes = world.db
      .prepare("SELECT note FROM wallet_transactions WHERE amount_status = '5' ORDER BY id")
      .all();
    expect(notes).toEqual([
      { note: 'Bid Placed For STAR 11 AM(11:00 AM)' },
      { note: 'Bid Placed For GALI(11:30 PM)' },
    ]);
  });

  it('takes the total as the sum of the rows (real ignores totalbit), and rolls back whole', async ({
    world,
    submissions,
    submit,
    bidCount,
  }) => {
    const poor = addPlayer(world, { wallet: 30 });
    const [s] = submissions(
      'single-digit',
      [
        { digits: '1', points: '20', session: 'Open' },
        { digits: '2', points: '20', session: 'Open' },
      ],
      poor.token,
    );
    // totalbit says 10: the real server recomputes 40, more than the balance.
    const answer = await submit(tweak(s!, (nr) => void (nr.totalbit = 10)));
    expect(answer).toEqual({ status: false, msg: MSG.INSUFFICIENT });
    expect(ledgerOf(world).balance(poor.id)).toBe(30);
    expect(bidCount()).toBe(0);
  });

  it('takes points as numbers, and a row session from the submission when it has none', async ({
    world,
    submissions,
    submit,
  }) => {
    const [s] = submissions('single-digit', [{ digits: '1', points: '10', session: 'Open' }]);
    const body = tweak(s!, (nr) => {
      nr.session = 'closed';
      nr.result = [{ ...nr.result[0]!, session: '', points: 10 as unknown as string }];
    });
    expect((await submit(body)).status).toBe(true);
    expect(world.db.prepare('SELECT session FROM bids').get()).toEqual({ session: 'Close' });
  });

  it('refuses an unknown game and a game of another kind', async ({
    gameIds,
    submissions,
    submit,
  }) => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    const unknown = tweak(s!, (nr) => void (nr.gameid = '999'));
    expect((await submit(unknown)).msg).toBe(BIDDING_MESSAGES.gameNotFound);
    const starline = tweak(s!, (nr) => void (nr.gameid = String(gameIds.starline)));
    expect((await submit(starline)).msg).toBe(BIDDING_MESSAGES.wrongGameKind);
  });

  it('refuses a main-market bid date other than today, read as the real server reads it', async ({
    submissions,
    submit,
    bidCount,
  }) => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    for (const date of ['30-June-2024', '2-July-2024', '6/30/2024', 'someday']) {
      const answer = await submit(tweak(s!, (nr) => void (nr.bid_date = date)));
      expect(answer, date).toEqual({
        status: false,
        msg: 'Sorry, back date bidding is not allowed. Your account can be blocked for this.',
      });
    }
    expect(bidCount()).toBe(0);
    // Today in another format is today.
    expect((await submit(tweak(s!, (nr) => void (nr.bid_date = '7/1/2024')))).status).toBe(true);
  });

  it('real dates no Starline or Gali bid; strict dates every kind, D-MonthName-YYYY only', async ({
    world,
    submissions,
    submit,
    bidCount,
  }) => {
    const past = (id: 'star-single-digit' | 'gali-left-digit') =>
      tweak(submissions(id, [SAMPLES[id]])[0]!, (nr) => void (nr.bid_date = '30-June-2024'));
    expect((await submit(past('star-single-digit'))).status).toBe(true);
    expect((await submit(past('gali-left-digit'))).status).toBe(true);
    settingsOf(world).update({ profile: 'strict' });
    expect((await submit(past('star-single-digit'))).msg).toBe(MSG.BACK_DATE);
    expect((await submit(past('gali-left-digit'))).msg).toBe(MSG.BACK_DATE);
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    expect((await submit(tweak(s!, (nr) => void (nr.bid_date = '7/1/2024')))).msg).toBe(
      BIDDING_MESSAGES.invalidDate,
    );
    expect(bidCount()).toBe(2);
  });

  it('refuses a total above the balance and writes nothing', async ({
    world,
    submissions,
    submit,
    bidCount,
  }) => {
    const poor = addPlayer(world, { wallet: 100 });
    const [s] = submissions(
      'single-digit',
      [{ digits: '1', points: '101', session: 'Open' }],
      poor.token,
    );
    expect(await submit(s!)).toEqual({ status: false, msg: MSG.INSUFFICIENT });
    expect(bidCount()).toBe(0);
    expect(ledgerOf(world).balance(poor.id)).toBe(100);
    const [exact] = submissions(
      'single-digit',
      [{ digits: '1', points: '100', session: 'Open' }],
      poor.token,
    );
    expect((await submit(exact!)).status).toBe(true);
  });

  it('real takes a player with betting disabled; strict refuses them', async ({
    world,
    submissions,
    submit,
  }) => {
    const idle = addPlayer(world, { wallet: 1000, betting: '0' });
    const [s] = submissions('single-digit', [SAMPLES['single-digit']], idle.token);
    expect((await submit(s!)).status).toBe(true);
    settingsOf(world).update({ profile: 'strict' });
    expect(await submit(s!)).toEqual({ status: false, msg: ACCESS_MESSAGES.bettingDisabled });
  });

  it('real fails an unknown token as an insufficient balance; strict refuses the token', async ({
    world,
    submissions,
    submit,
    bidCount,
  }) => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']], 'N'.repeat(30));
    expect(await submit(s!)).toEqual({ status: false, msg: MSG.INSUFFICIENT });
    settingsOf(world).update({ profile: 'strict' });
    expect(await submit(s!)).toEqual({ status: false, msg: ACCESS_MESSAGES.invalidToken });
    expect(bidCount()).toBe(0);
  });

  it('refuses a row session that is neither open nor close', async ({ submissions, submit }) => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    const body = tweak(s!, (nr) => void (nr.result[0]!.session = 'Noon'));
    expect((await submit(body)).msg).toBe(BIDDING_MESSAGES.invalidSession('Noon'));
  });

  it('placed together past the balance: the first lands, the second is refused, never below 0', async ({
    world,
    submissions,
    submit,
  }) => {
    const poor = addPlayer(world, { wallet: 100 });
    const bid = () =>
      submissions('single-digit', [{ digits: '5', points: '60', session: 'Open' }], poor.token)[0]!;
    // Both pass the balance their token check read; the ledger finds the second short.
    const answers = await Promise.all([submit(bid()), submit(bid())]);
    expect(answers.map((a) => a.status).sort()).toEqual([false, true]);
    expect(answers.find((a) => a.status === false)!.msg).toBe(BIDDING_MESSAGES.insufficient);
    expect(ledgerOf(world).balance(poor.id)).toBe(40);
  });

  it('that the database fails to store is a failure, never read as a lack of balance, and takes nothing', async ({
    app,
    world,
    player,
    submissions,
    bidCount,
  }) => {
    world.db.exec(
      "CREATE TEMP TRIGGER failing_disk BEFORE INSERT ON bids BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END",
    );
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    const response = await app.inject({
      method: 'POST',
      url: `/${s!.path}`,
      payload: { ...ENVELOPE, ...s!.body },
    });
    // The simulator's answer to a defect of its own, in the protocol's form.
    expect(response.json()).toEqual({ status: false, msg: FAILED_CALL_MESSAGES.noReason });
    expect(ledgerOf(world).balance(player.id)).toBe(100_000);
    expect(bidCount()).toBe(0);
  });
});
