import { AMOUNT_STATUS, MSG, instantAt } from '@panna/shared';
import { describe, expect } from 'vitest';
import { MAX_BALANCE } from '../../contract/limits';
import { ledgerOf } from '../../domain/ledger';
import { RESULT_MESSAGES } from '../../domain/control/settlement-contract';
import { addMarket, addPlayer, bidStatuses, digest, placeBids, routeTest } from '../../testing';
import { settingsOf } from '../../domain/settings';

const START = 100_000;

const it = routeTest
  .extend('player', ({ world }) => addPlayer(world, { wallet: START }))
  /** Auto: every test has the player, then the three markets, made in this order. */
  .extend('markets', { auto: true }, ({ world, player: _made }) => ({
    kalyan: addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' }),
    star: addMarket(world, { kind: 'starline', name: 'STAR 11 AM', open: '11:00 AM' }),
    gali: addMarket(world, { kind: 'gali', name: 'GALI', open: '11:30 PM' }),
  }))
  .extend('kalyan', ({ markets }) => markets.kalyan)
  .extend('star', ({ markets }) => markets.star)
  .extend('gali', ({ markets }) => markets.gali)
  /** A declaration as sent. */
  .extend(
    'plain',
    ({ control }) =>
      (payload: object) =>
        control('POST', '/results', payload),
  )
  /** The clock stands at 10:00, before every cut-off: these declare early, as QA may. */
  .extend(
    'declare',
    ({ plain }) =>
      (payload: object) =>
        plain({ early: true, ...payload }),
  )
  /** Open-session and close-side bids on KALYAN, 10 points each (100 staked). */
  .extend('mainBids', ({ app, player, kalyan }) => async () => {
    await placeBids(app, player, 'main', kalyan, 'Single Digit', [
      { digits: '6', points: 10, session: 'Open' },
      { digits: '5', points: 10, session: 'Open' },
      { digits: '4', points: 10, session: 'Close' },
    ]);
    await placeBids(app, player, 'main', kalyan, 'Single Pana', [
      { digits: '123', points: 10, session: 'Open' },
    ]);
    await placeBids(app, player, 'main', kalyan, 'Double Pana', [
      { digits: '550', points: 10, session: 'Close' },
    ]);
    await placeBids(app, player, 'main', kalyan, 'Jodi Digit', [
      { digits: '64', points: 10, session: 'Close' },
      { digits: '46', points: 10, session: 'Close' },
    ]);
    await placeBids(app, player, 'main', kalyan, 'Half Sangam', [
      { digits: '6', closedigits: '590', points: 10, session: 'Open' },
    ]);
    await placeBids(app, player, 'main', kalyan, 'Full Sangam', [
      { digits: '123', closedigits: '590', points: 10, session: 'Open' },
      { digits: '123', closedigits: '460', points: 10, session: 'Open' },
    ]);
  });

describe('declaring a main result', () => {
  it('settles only open-session digit and pana bids on the open pana', async ({
    app,
    world,
    balance,
    declare,
    mainBids,
    kalyan,
  }) => {
    await mainBids();
    const { code, body } = await declare({ game_id: kalyan, session: 'open', pana: '123' });
    expect(code).toBe(200);
    // Single Digit 6 (ank of 123) pays 95; Single Pana 123 pays 1400; Single Digit 5 loses.
    expect(body).toMatchObject({
      status: true,
      date: '2024-07-01',
      bids: 3,
      winners: 2,
      paid: 95 + 1400,
    });
    expect(body.result).toMatchObject({
      open_pana: '123',
      close_pana: null,
      open_result: '123-6',
      close_result: '',
    });
    expect(balance()).toBe(START - 100 + 1495);
    expect(bidStatuses(app).filter((b) => b.status === 'pending')).toHaveLength(7);
    const wins = world.db
      .prepare(
        "SELECT amount, amount_status, note FROM wallet_transactions WHERE amount_status = '8' ORDER BY id",
      )
      .all();
    expect(wins).toEqual([
      {
        amount: 95,
        amount_status: AMOUNT_STATUS.MAIN_WIN,
        note: 'Win: KALYAN Single Digit 6 (Open)',
      },
      {
        amount: 1400,
        amount_status: AMOUNT_STATUS.MAIN_WIN,
        note: 'Win: KALYAN Single Pana 123 (Open)',
      },
    ]);
  });

  it('settles close bids, Jodi, Half and Full Sangam on the close pana at the default rates', async ({
    app,
    balance,
    declare,
    mainBids,
    kalyan,
  }) => {
    await mainBids();
    await declare({ game_id: kalyan, session: 'open', pana: '123' });
    const { body } = await declare({ game_id: kalyan, session: 'close', pana: '590' });
    // Close digit 4 (ank of 590): 95; Jodi 64: 950; Half Sangam 6/590: 10 000; Full Sangam 123/590: 100 000.
    expect(body).toMatchObject({
      status: true,
      bids: 7,
      winners: 4,
      paid: 95 + 950 + 10_000 + 100_000,
    });
    expect(body.result).toMatchObject({ open_result: '123-6', close_result: '4-590' });
    expect(bidStatuses(app).map((b) => [b.label, b.digits, b.status, b.win_amount])).toEqual([
      ['Single Digit', '6', 'won', 95],
      ['Single Digit', '5', 'lost', 0],
      ['Single Digit', '4', 'won', 95],
      ['Single Pana', '123', 'won', 1400],
      ['Double Pana', '550', 'lost', 0],
      ['Jodi Digit', '64', 'won', 950],
      ['Jodi Digit', '46', 'lost', 0],
      ['Half Sangam', '6', 'won', 10_000],
      ['Full Sangam', '123', 'won', 100_000],
      ['Full Sangam', '123', 'lost', 0],
    ]);
    expect(balance()).toBe(START - 100 + 1495 + 111_045);
  });

  it('pays a result declared twice once, and refuses a different one until reverted', async ({
    balance,
    declare,
    mainBids,
    kalyan,
  }) => {
    await mainBids();
    await declare({ game_id: kalyan, session: 'open', pana: '123' });
    const again = await declare({ game_id: kalyan, session: 'open', pana: '123' });
    expect(again.body).toMatchObject({ status: true, bids: 0, winners: 0, paid: 0 });
    const other = await declare({ game_id: kalyan, session: 'open', pana: '124' });
    expect(other).toEqual({
      code: 409,
      body: { status: false, msg: RESULT_MESSAGES.alreadyDeclared('open', '123') },
    });
    expect(balance()).toBe(START - 100 + 1495);
  });

  it('refuses a close before the open', async ({ declare, kalyan }) => {
    const { code, body } = await declare({ game_id: kalyan, session: 'close', pana: '590' });
    expect(code).toBe(400);
    expect(body.msg).toBe(RESULT_MESSAGES.openFirst);
  });

  it('uses an explicit date and leaves other dates alone', async ({
    app,
    declare,
    mainBids,
    kalyan,
  }) => {
    await mainBids();
    const { body } = await declare({
      game_id: kalyan,
      session: 'open',
      pana: '123',
      date: '2024-06-30',
    });
    expect(body).toMatchObject({ date: '2024-06-30', bids: 0 });
    expect(bidStatuses(app).every((b) => b.status === 'pending')).toBe(true);
  });
});

describe('a declaration without a date', () => {
  it("is for the session taking bids, else the last one opened (yesterday's after midnight), else today", async ({
    world,
    control,
    declare,
    kalyan,
  }) => {
    // Plays Mondays only, closing after midnight.
    const mondayNight = addMarket(world, {
      name: 'MONDAY NIGHT',
      open: '09:35 PM',
      close: '12:05 AM',
      days: [1],
    });
    const wednesdays = addMarket(world, { name: 'WEDNESDAY', days: [3] });
    const dateOf = async (payload: object) => (await declare(payload)).body.date as string;
    // Monday 10:00: KALYAN takes today's bids.
    expect(await dateOf({ game_id: kalyan, session: 'open', pana: '123' })).toBe('2024-07-01');
    // Monday 18:00: KALYAN has closed; today's session is the last one opened.
    world.clock.set(instantAt('2024-07-01', 18 * 60));
    expect(await dateOf({ game_id: kalyan, session: 'close', pana: '590' })).toBe('2024-07-01');
    // Tuesday 00:30: Monday Night closed at 00:05 and plays no Tuesday: Monday's session.
    world.clock.set(instantAt('2024-07-02', 30));
    expect(await dateOf({ game_id: mondayNight, session: 'open', pana: '250' })).toBe('2024-07-01');
    // KALYAN takes Tuesday's bids already.
    expect(await dateOf({ game_id: kalyan, session: 'open', pana: '128' })).toBe('2024-07-02');
    // A market that played neither day: today.
    expect(await dateOf({ game_id: wednesdays, session: 'open', pana: '128' })).toBe('2024-07-02');
    // A day it does not play has no cut-off to wait for.
    expect(
      (
        await control('POST', '/results', {
          game_id: wednesdays,
          session: 'open',
          pana: '137',
          date: '2024-07-01',
        })
      ).code,
    ).toBe(200);
    // One no longer listed: today.
    await control('PATCH', `/markets/${mondayNight}`, { active: false });
    expect(await dateOf({ game_id: mondayNight, session: 'open', pana: '145' })).toBe('2024-07-02');
  });
});

describe('reverting', () => {
  it('takes the credits back, puts bids back to pending, and a new declaration pays again', async ({
    app,
    world,
    balance,
    control,
    declare,
    mainBids,
    kalyan,
  }) => {
    await mainBids();
    await declare({ game_id: kalyan, session: 'open', pana: '123' });
    await declare({ game_id: kalyan, session: 'close', pana: '590' });
    const afterWins = balance();

    const close = await control('POST', '/results/revert', { game_id: kalyan, session: 'close' });
    expect(close.body).toMatchObject({
      status: true,
      bids: 7,
      reclaimed: 111_045,
      shortfall: 0,
      shortfalls: [],
    });
    expect(balance()).toBe(afterWins - 111_045);
    expect(bidStatuses(app).filter((b) => b.status === 'pending')).toHaveLength(7);
    const reverts = world.db
      .prepare(
        "SELECT note FROM wallet_transactions WHERE note LIKE 'Result reverted:%' AND amount_status = '8'",
      )
      .all();
    expect(reverts).toHaveLength(4);

    const redeclared = await declare({ game_id: kalyan, session: 'close', pana: '460' });
    // 460: ank 0. Jodi 60, Full Sangam 123/460 pays 100 000.
    expect(redeclared.body).toMatchObject({ bids: 7, winners: 1, paid: 100_000 });
  });

  it('refuses reverting the open while the close stands; the whole day reverts without a session', async ({
    balance,
    control,
    declare,
    mainBids,
    kalyan,
  }) => {
    await mainBids();
    await declare({ game_id: kalyan, session: 'open', pana: '123' });
    await declare({ game_id: kalyan, session: 'close', pana: '590' });
    const open = await control('POST', '/results/revert', { game_id: kalyan, session: 'open' });
    expect(open).toEqual({ code: 409, body: { status: false, msg: RESULT_MESSAGES.closeFirst } });
    const day = await control('POST', '/results/revert', { game_id: kalyan });
    expect(day.body).toMatchObject({ bids: 10, reclaimed: 1495 + 111_045 });
    expect(balance()).toBe(START - 100);
    expect((await control('GET', `/results?game_id=${kalyan}`)).body.results).toEqual([]);
  });

  it('never takes the balance below zero and reports the shortfall', async ({
    app,
    world,
    player,
    balance,
    control,
    declare,
    kalyan,
  }) => {
    await placeBids(app, player, 'main', kalyan, 'Single Pana', [
      { digits: '123', points: 10, session: 'Open' },
    ]);
    await declare({ game_id: kalyan, session: 'open', pana: '123' });
    // The player spends all but 400 of it.
    const spend = balance() - 400;
    world.db.transaction(() =>
      ledgerOf(world).post({
        userId: player.id,
        direction: 'debit',
        amountStatus: AMOUNT_STATUS.WITHDRAWAL,
        amount: spend,
        note: 'spent',
        at: 0,
      }),
    )();
    const { body } = await control('POST', '/results/revert', { game_id: kalyan, session: 'open' });
    expect(body).toMatchObject({
      bids: 1,
      reclaimed: 400,
      shortfall: 1000,
      shortfalls: [{ mobile: player.mobile, amount: 1000 }],
    });
    expect(balance()).toBe(0);
    expect(world.db.prepare('SELECT amount FROM owed_wins').all()).toEqual([{ amount: 1000 }]);

    // The same result again: the 1000 still owed is kept back from the 1400, so 400 is paid and
    // the player has, all told, been paid the one win.
    const again = await declare({ game_id: kalyan, session: 'open', pana: '123' });
    expect(again.body).toMatchObject({ bids: 1, winners: 1, paid: 400, netted: 1000 });
    expect(balance()).toBe(400);
    expect(world.db.prepare('SELECT COUNT(*) AS n FROM owed_wins').get()).toEqual({ n: 0 });
    const wins = world.db
      .prepare(
        "SELECT SUM(CASE transaction_type WHEN '1' THEN amount ELSE -amount END) AS net FROM wallet_transactions WHERE amount_status = '8'",
      )
      .get();
    expect(wins).toEqual({ net: 1400 });
  });

  it('nets what is owed only as far as the next win goes, and keeps the rest owed', async ({
    app,
    world,
    player,
    balance,
    control,
    declare,
    kalyan,
  }) => {
    await placeBids(app, player, 'main', kalyan, 'Single Pana', [
      { digits: '123', points: 10, session: 'Open' },
    ]);
    await placeBids(app, player, 'main', kalyan, 'Single Digit', [
      { digits: '4', points: 10, session: 'Open' },
    ]);
    await declare({ game_id: kalyan, session: 'open', pana: '123' });
    world.db.transaction(() =>
      ledgerOf(world).post({
        userId: player.id,
        direction: 'debit',
        amountStatus: AMOUNT_STATUS.WITHDRAWAL,
        amount: balance(),
        note: 'spent',
        at: 0,
      }),
    )();
    await control('POST', '/results/revert', { game_id: kalyan });
    // 004: ank 4. The digit wins 95, all of it kept back against the 1400 owed.
    const other = await declare({ game_id: kalyan, session: 'open', pana: '400' });
    expect(other.body).toMatchObject({ winners: 1, paid: 0, netted: 95 });
    expect(balance()).toBe(0);
    expect(world.db.prepare('SELECT amount FROM owed_wins').all()).toEqual([{ amount: 1305 }]);
  });

  it('answers 404 when nothing is declared', async ({ control, kalyan }) => {
    const { code, body } = await control('POST', '/results/revert', { game_id: kalyan });
    expect(code).toBe(404);
    expect(body.msg).toBe(RESULT_MESSAGES.nothingDeclared('KALYAN', '2024-07-01'));
  });
});

describe('declaring again what stands', () => {
  it('is answered as done before the cut-off too, and keeps the time it was declared', async ({
    world,
    declare,
    plain,
    kalyan,
    star,
    gali,
  }) => {
    const standing = [
      { game_id: kalyan, session: 'open', pana: '123' },
      { game_id: kalyan, session: 'close', pana: '590' },
      { game_id: star, pana: '128' },
      { game_id: gali, jodi: '47' },
    ];
    for (const payload of standing) await declare(payload);
    const declaredAt = () =>
      world.db.prepare('SELECT market_id, updated_at FROM results ORDER BY market_id').all();
    const before = declaredAt();
    // 10:01, before every cut-off: a new declaration would need `early`, a repeat does not.
    world.clock.set(world.clock.now() + 60_000);
    for (const payload of standing)
      expect(await plain(payload)).toMatchObject({ code: 200, body: { status: true, bids: 0 } });
    expect(declaredAt()).toEqual(before);
  });
});

describe('reverting one part', () => {
  it('answers 404 for a close that was never declared, and keeps the open', async ({
    control,
    declare,
    kalyan,
  }) => {
    await declare({ game_id: kalyan, session: 'open', pana: '123' });
    expect(await control('POST', '/results/revert', { game_id: kalyan, session: 'close' })).toEqual(
      {
        code: 404,
        body: {
          status: false,
          msg: RESULT_MESSAGES.nothingDeclared('KALYAN close', '2024-07-01'),
        },
      },
    );
    const { results } = (await control('GET', `/results?game_id=${kalyan}`)).body;
    expect(results).toMatchObject([{ open_pana: '123' }]);
  });

  it('reverts a Starline slot whole, whatever session the request names', async ({
    control,
    declare,
    star,
  }) => {
    await declare({ game_id: star, pana: '128' });
    const { code } = await control('POST', '/results/revert', { game_id: star, session: 'close' });
    expect(code).toBe(200);
    expect((await control('GET', `/results?game_id=${star}`)).body.results).toEqual([]);
  });
});

describe('declaring before the cut-off', () => {
  it('is refused while the session takes bids, unless it says early', async ({
    world,
    control,
    plain,
    kalyan,
    star,
    gali,
  }) => {
    const open = await plain({ game_id: kalyan, session: 'open', pana: '123' });
    expect(open.code).toBe(409);
    expect(open.body.msg).toBe(
      RESULT_MESSAGES.early('The open session of KALYAN', '2024-07-01', '2024-07-01 03:45 PM'),
    );
    expect((await plain({ game_id: star, pana: '128' })).body.msg).toMatch(
      /^STAR 11 AM on 2024-07-01 takes bids until 2024-07-01 11:00 AM/,
    );
    expect((await plain({ game_id: gali, jodi: '47' })).code).toBe(409);
    expect((await control('GET', '/results')).body.results).toEqual([]);
    // At the open time the open may be declared; the close waits for the close time.
    world.clock.set(Date.parse('2024-07-01T15:45:00+05:30'));
    expect((await plain({ game_id: kalyan, session: 'open', pana: '123' })).code).toBe(200);
    expect((await plain({ game_id: kalyan, session: 'close', pana: '590' })).code).toBe(409);
    world.clock.set(Date.parse('2024-07-01T17:45:00+05:30'));
    expect((await plain({ game_id: kalyan, session: 'close', pana: '590' })).code).toBe(200);
  });

  it('refuses a bid sent together with the declaration of its result, and takes nothing', async ({
    app,
    control,
    player,
    balance,
    declare,
    kalyan,
  }) => {
    // Sent together, the declaration commits before the bid's group commit runs: the bid, checked
    // in that commit, must not land unsettled on a declared session.
    const [bid] = await Promise.allSettled([
      placeBids(app, player, 'main', kalyan, 'Single Digit', [
        { digits: '6', points: 10, session: 'Open' },
      ]),
      declare({ game_id: kalyan, session: 'open', pana: '123' }),
    ]);
    expect(bid.status).toBe('rejected');
    const { entries } = (await control('GET', '/journal?path=api-submit-bid')).body as {
      entries: { answer: unknown }[];
    };
    expect(entries[0]!.answer).toEqual({
      status: false,
      msg: MSG.OPEN_SESSION_CLOSED,
    });
    expect(balance()).toBe(START);
    expect(bidStatuses(app)).toEqual([]);
  });

  it('closes the session to bids at once: an early open closes the open side, an early close the day', async ({
    app,
    player,
    balance,
    declare,
    kalyan,
    star,
    gali,
  }) => {
    const refused = (label: string, rows: object[], kind = 'main', id = kalyan, session = 'Open') =>
      app
        .inject({
          method: 'POST',
          url: `/${kind === 'main' ? 'api-submit-bid' : kind === 'starline' ? 'api-starline-submit-bid' : 'api-galidisawar-submit-bid'}`,
          payload: {
            env_type: 'Prod',
            app_key: 'panna-dev-key-local',
            unique_token: player.token,
            game_id: String(id),
            new_result: {
              unique_token: player.token,
              Gamename: 'TEST',
              totalbit: 10 * rows.length,
              gameid: String(id),
              pana: label,
              bid_date: '1-July-2024',
              session,
              result: rows,
            },
          },
        })
        .then((r) => r.json() as { status: boolean; msg: string });
    const row = (digits: string, session: string, closedigits = '') => ({
      digits,
      closedigits,
      points: '10',
      session,
    });
    await declare({ game_id: kalyan, session: 'open', pana: '123' });
    // The real server's closing message for each row's session (it has no word for this case).
    const closedOpen = MSG.OPEN_SESSION_CLOSED;
    expect(await refused('Single Digit', [row('6', 'Open')])).toEqual({
      status: false,
      msg: closedOpen,
    });
    expect(await refused('Single Pana', [row('123', 'Open')])).toMatchObject({ msg: closedOpen });
    expect(await refused('Jodi Digit', [row('64', 'Close')])).toMatchObject({
      msg: MSG.BETTING_CLOSED,
    });
    expect(await refused('Half Sangam', [row('6', 'Open', '590')])).toMatchObject({
      msg: closedOpen,
    });
    // The close side is still open for bids.
    await placeBids(app, player, 'main', kalyan, 'Single Digit', [
      { digits: '4', points: 10, session: 'Close' },
    ]);
    await declare({ game_id: kalyan, session: 'close', pana: '590' });
    expect(await refused('Single Digit', [row('4', 'Close')])).toMatchObject({
      msg: MSG.CLOSE_SESSION_CLOSED,
    });
    // Past the close, the server names the close session first, for the types the open decides too.
    expect(
      await refused('Jodi Digit', [row('64', 'Close')], 'main', kalyan, 'Close'),
    ).toMatchObject({
      msg: MSG.CLOSE_SESSION_CLOSED,
    });
    await declare({ game_id: star, pana: '128' });
    expect(await refused('Single Digit', [row('1', 'Open')], 'starline', star)).toMatchObject({
      msg: MSG.BETTING_CLOSED,
    });
    await declare({ game_id: gali, jodi: '47' });
    expect(await refused('Left Digit', [row('4', 'Open')], 'gali', gali)).toMatchObject({
      msg: MSG.BETTING_CLOSED,
    });
    expect(balance()).toBe(START - 10 + 95);
  });
});

describe('a result too large to pay', () => {
  it('is refused whole with a 409 that names the player, and nothing is written', async ({
    app,
    world,
    player,
    control,
    declare,
    kalyan,
  }) => {
    const rich = addPlayer(world, { wallet: MAX_BALANCE - 100 });
    await placeBids(app, rich, 'main', kalyan, 'Single Digit', [
      { digits: '6', points: 100, session: 'Open' },
    ]);
    await placeBids(app, player, 'main', kalyan, 'Single Digit', [
      { digits: '6', points: 10, session: 'Open' },
    ]);
    const before = digest(app);
    const { code, body } = await declare({ game_id: kalyan, session: 'open', pana: '123' });
    expect(code).toBe(409);
    expect(body.msg).toBe(RESULT_MESSAGES.unpayable(rich.mobile, MAX_BALANCE - 200, 950));
    expect(
      (
        await control('POST', '/results/preview', {
          game_id: kalyan,
          session: 'open',
          pana: '123',
          early: true,
        })
      ).code,
    ).toBe(409);
    expect(digest(app)).toBe(before);
    // A loser's result is payable: the rich player's bid loses on 124 (ank 7).
    expect((await declare({ game_id: kalyan, session: 'open', pana: '124' })).code).toBe(200);
  });

  it('pays a win that takes a balance to exactly the largest', async ({
    app,
    world,
    declare,
    kalyan,
  }) => {
    const rich = addPlayer(world, { wallet: MAX_BALANCE - 850 });
    await placeBids(app, rich, 'main', kalyan, 'Single Digit', [
      { digits: '6', points: 100, session: 'Open' },
    ]);
    expect((await declare({ game_id: kalyan, session: 'open', pana: '123' })).code).toBe(200);
    expect(ledgerOf(world).balance(rich.id)).toBe(MAX_BALANCE);
  });
});

describe('preview', () => {
  it('answers what a declaration would settle and writes nothing', async ({
    app,
    player,
    control,
    declare,
    mainBids,
    kalyan,
  }) => {
    await mainBids();
    const before = digest(app);
    const { body } = await control('POST', '/results/preview', {
      game_id: kalyan,
      session: 'open',
      pana: '123',
      early: true,
    });
    expect(digest(app)).toBe(before);
    expect(body).toMatchObject({ status: true, bids: 3, winners: 2, paid: 1495 });
    expect(body.lines.filter((l: { outcome: string }) => l.outcome === 'won')).toEqual([
      expect.objectContaining({
        mobile: player.mobile,
        label: 'Single Digit',
        digits: '6',
        points: 10,
        amount: 95,
      }),
      expect.objectContaining({ label: 'Single Pana', digits: '123', amount: 1400 }),
    ]);
    const declared = await declare({ game_id: kalyan, session: 'open', pana: '123' });
    expect(declared.body.paid).toBe(body.paid);
  });

  it('refuses what declare would refuse', async ({ control, kalyan }) => {
    const { code } = await control('POST', '/results/preview', {
      game_id: kalyan,
      session: 'close',
      pana: '590',
    });
    expect(code).toBe(400);
  });
});

describe('Starline and Gali', () => {
  it('settles a Starline slot on its pana with code 12', async ({
    app,
    world,
    player,
    declare,
    star,
  }) => {
    await placeBids(app, player, 'starline', star, 'Single Digit', [
      { digits: '1', points: 10 },
      { digits: '2', points: 10 },
    ]);
    await placeBids(app, player, 'starline', star, 'Single Pana', [{ digits: '128', points: 20 }]);
    const { body } = await declare({ game_id: star, pana: '128' });
    expect(body).toMatchObject({ bids: 3, winners: 2, paid: 95 + 2800 });
    expect(body.result).toMatchObject({ open_result: '128-1' });
    const codes = world.db
      .prepare(
        "SELECT DISTINCT amount_status FROM wallet_transactions WHERE transaction_type = '1' AND amount_status != '1'",
      )
      .all();
    expect(codes).toEqual([{ amount_status: AMOUNT_STATUS.STARLINE_WIN }]);
  });

  it('settles Gali Left, Right and Jodi on the jodi with code 13', async ({
    app,
    world,
    player,
    declare,
    gali,
  }) => {
    await placeBids(app, player, 'gali', gali, 'Left Digit', [{ digits: '4', points: 10 }]);
    await placeBids(app, player, 'gali', gali, 'Right Digit', [
      { digits: '7', points: 10 },
      { digits: '4', points: 10 },
    ]);
    await placeBids(app, player, 'gali', gali, 'Jodi Digit', [{ digits: '47', points: 10 }]);
    const { body } = await declare({ game_id: gali, jodi: '47' });
    expect(body).toMatchObject({ bids: 4, winners: 3, paid: 95 + 95 + 950 });
    expect(body.result).toMatchObject({ jodi: '47', open_result: '47', close_result: '' });
    expect(
      world.db
        .prepare("SELECT COUNT(*) AS n FROM wallet_transactions WHERE amount_status = '13'")
        .get(),
    ).toEqual({ n: 3 });
  });

  it('pays at the rates in force when declared', async ({ app, world, player, declare, gali }) => {
    settingsOf(world).update({
      rates: {
        ...settingsOf(world).get('rates'),
        gali: { single_digit: [10, 90], single_pana: [10, 90], double_pana: [10, 900] },
      },
    });
    await placeBids(app, player, 'gali', gali, 'Jodi Digit', [{ digits: '47', points: 25 }]);
    const { body } = await declare({ game_id: gali, jodi: '47' });
    expect(body.paid).toBe(2250);
  });
});

describe('validation', () => {
  // On KALYAN unless the case names another game_id.
  it.for([
    [{ session: 'open', pana: '321' }, 400, RESULT_MESSAGES.notPana('321')],
    [{ pana: '123' }, 400, RESULT_MESSAGES.mainNeeds('KALYAN')],
    [{ session: 'open', jodi: '12' }, 400, RESULT_MESSAGES.mainNeeds('KALYAN')],
    [{ session: 'open' }, 400, RESULT_MESSAGES.mainNeeds('KALYAN')],
    [{ session: 'open', pana: '123', jodi: '12' }, 400, RESULT_MESSAGES.mainNeeds('KALYAN')],
    [
      { session: 'open', pana: '123', date: '2024-02-30' },
      400,
      RESULT_MESSAGES.invalidDate('2024-02-30'),
    ],
    [{ game_id: 999, session: 'open', pana: '123' }, 404, RESULT_MESSAGES.unknownMarket(999)],
  ] as const)('%j answers %i', async ([payload, code, msg], { declare, kalyan }) => {
    expect(await declare({ game_id: kalyan, ...payload })).toEqual({
      code,
      body: { status: false, msg },
    });
  });

  it('checks the kind of market and the shape of a jodi', async ({ declare, star, gali }) => {
    expect((await declare({ game_id: star, session: 'open', pana: '128' })).body.msg).toBe(
      RESULT_MESSAGES.starlineNeeds('STAR 11 AM'),
    );
    expect((await declare({ game_id: gali, jodi: '4' })).body.msg).toBe(
      RESULT_MESSAGES.notJodi('4'),
    );
    expect((await declare({ game_id: gali, pana: '123' })).body.msg).toBe(
      RESULT_MESSAGES.galiNeeds('GALI'),
    );
  });

  it('asks a Starline slot for a pana alone and a Gali market for a two-digit jodi alone', async ({
    declare,
    star,
    gali,
  }) => {
    const refusal = async (payload: object) => (await declare(payload)).body.msg;
    const starline = RESULT_MESSAGES.starlineNeeds('STAR 11 AM');
    expect(await refusal({ game_id: star })).toBe(starline);
    expect(await refusal({ game_id: star, pana: '128', jodi: '12' })).toBe(starline);
    expect(await refusal({ game_id: star, pana: '321' })).toBe(RESULT_MESSAGES.notPana('321'));
    const galiNeeds = RESULT_MESSAGES.galiNeeds('GALI');
    expect(await refusal({ game_id: gali })).toBe(galiNeeds);
    expect(await refusal({ game_id: gali, jodi: '47', session: 'open' })).toBe(galiNeeds);
    expect(await refusal({ game_id: gali, jodi: 'a47' })).toBe(RESULT_MESSAGES.notJodi('a47'));
    expect(await refusal({ game_id: gali, jodi: '47b' })).toBe(RESULT_MESSAGES.notJodi('47b'));
  });

  it('names the declared slot or jodi when another is sent', async ({ declare, star, gali }) => {
    await declare({ game_id: star, pana: '128' });
    expect(await declare({ game_id: star, pana: '129' })).toEqual({
      code: 409,
      body: { status: false, msg: RESULT_MESSAGES.alreadyDeclared('slot', '128') },
    });
    await declare({ game_id: gali, jodi: '47' });
    expect(await declare({ game_id: gali, jodi: '48' })).toEqual({
      code: 409,
      body: { status: false, msg: RESULT_MESSAGES.alreadyDeclared('jodi', '47') },
    });
  });

  it('answers 400 for a body that fails its schema', async ({ declare, kalyan }) => {
    const { code, body } = await declare({ game_id: kalyan, session: 'evening', pana: '123' });
    expect(code).toBe(400);
    expect(body.status).toBe(false);
    expect(await declare({ game_id: kalyan, session: 'open', pana: '123', colour: 'red' })).toEqual(
      {
        code: 400,
        body: { status: false, msg: 'colour is not a known field' },
      },
    );
  });
});

it('lists what is owed by player, market and date, largest first', async ({
  world,
  control,
  player,
  kalyan,
  star,
}) => {
  const other = addPlayer(world);
  const owe = world.db.prepare(
    'INSERT INTO owed_wins (user_id, market_id, date, amount) VALUES (?, ?, ?, ?)',
  );
  owe.run(player.id, kalyan, '2024-07-01', 300);
  owe.run(player.id, star, '2024-06-30', 500);
  owe.run(other.id, kalyan, '2024-07-01', 200);
  const owed = async (query: string) =>
    (await control('GET', `/owed${query}`)).body.owed.map(
      (line: { mobile: string; amount: number }) => [line.mobile, line.amount],
    );
  expect(await owed('')).toEqual([
    [player.mobile, 500],
    [player.mobile, 300],
    [other.mobile, 200],
  ]);
  expect(await owed(`?mobile=${other.mobile}`)).toEqual([[other.mobile, 200]]);
  expect(await owed(`?game_id=${star}`)).toEqual([[player.mobile, 500]]);
  expect(await owed('?date=2024-07-01')).toEqual([
    [player.mobile, 300],
    [other.mobile, 200],
  ]);
});

it('lists results by market and date range', async ({ control, declare, kalyan, gali }) => {
  await declare({ game_id: kalyan, session: 'open', pana: '123', date: '2024-06-29' });
  await declare({ game_id: kalyan, session: 'open', pana: '250', date: '2024-06-30' });
  await declare({ game_id: kalyan, session: 'close', pana: '590', date: '2024-06-29' });
  await declare({ game_id: gali, jodi: '05', date: '2024-06-30' });
  const all = await control('GET', '/results');
  expect(
    all.body.results.map((r: { date: string; game_name: string }) => `${r.date} ${r.game_name}`),
  ).toEqual(['2024-06-30 KALYAN', '2024-06-30 GALI', '2024-06-29 KALYAN']);
  // Each as its kind shows it to players.
  expect(all.body.results.slice(1)).toEqual([
    expect.objectContaining({ kind: 'gali', jodi: '05', open_result: '05', close_result: '' }),
    expect.objectContaining({
      kind: 'main',
      open_pana: '123',
      close_pana: '590',
      jodi: null,
      open_result: '123-6',
      close_result: '4-590',
    }),
  ]);
  const one = await control('GET', `/results?game_id=${kalyan}&from=2024-06-30&to=2024-06-30`);
  expect(one.body.results).toEqual([
    expect.objectContaining({
      game_id: kalyan,
      open_pana: '250',
      open_result: '250-7',
      close_result: '',
    }),
  ]);
});
