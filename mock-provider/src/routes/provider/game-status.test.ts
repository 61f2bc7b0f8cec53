/** The calls a bid screen makes around a submission (issue 41): the day's date, the game's status. */
import { describe, expect } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/users';
import { marketsTest as it } from './markets.fixture';

const bidOn = (token: string, gameid: number, bid_date: string) => ({
  unique_token: token,
  new_result: {
    unique_token: token,
    Gamename: 'KALYAN',
    totalbit: '10',
    gameid: String(gameid),
    pana: 'Single Digit',
    bid_date,
    session: 'Open',
    result: [{ digits: '5', closedigits: '', points: '10', session: 'Open' }],
  },
});

describe('api-get-current-date', () => {
  it("answers the limits, today's dates and the game's durations, without msg", async ({
    world,
    ids,
    asPlayer,
    at,
  }) => {
    at('2024-07-01', 10 * 60);
    const answer = await asPlayer('api-get-current-date', { game_id: String(ids.KALYAN) });
    expect(answer).toEqual({
      status: true,
      wallet_amt: '750',
      min_bid_amount: '10',
      max_bid_amount: '1000000000',
      min_deposite: '100',
      max_deposite: '50000',
      min_withdrawal: '500',
      max_withdrawal: '50000',
      min_transfer: '100',
      max_transfer: '50000',
      date: 'Mon 01-Jul-2024',
      new_date: '01-Jul-2024',
      // 10:00 AM: 5 h 45 min to the open, 7 h 45 min to the close, each less a minute.
      open_duration: (5 * 60 + 44) * 60_000,
      close_duration: (7 * 60 + 44) * 60_000,
    });
    // Counted to the second.
    world.clock.advance(30_000);
    expect(await asPlayer('api-get-current-date', { game_id: ids.KALYAN })).toMatchObject({
      open_duration: (5 * 60 + 44) * 60_000 - 30_000,
    });
  });

  it('a game that is no main market has no durations; a token no player holds no wallet (real)', async ({
    ids,
    asPlayer,
    provider,
  }) => {
    for (const game_id of [ids['KING STARLINE 01:00 PM']!, 9999, 'x']) {
      expect(await asPlayer('api-get-current-date', { game_id })).toMatchObject({
        open_duration: 0,
        close_duration: 0,
      });
    }
    const nobody = await provider('api-get-current-date', {
      unique_token: 'Z'.repeat(30),
      game_id: ids.KALYAN,
    });
    expect(nobody).toMatchObject({ status: true, new_date: '01-Jul-2024' });
    expect(nobody).not.toHaveProperty('wallet_amt');
  });

  it('its new_date is a bid_date the submission takes, in both profiles, across midnight', async ({
    player,
    ids,
    asPlayer,
    provider,
    strictly,
    at,
  }) => {
    at('2024-07-01', 23 * 60 + 59);
    const { new_date } = await asPlayer('api-get-current-date', { game_id: ids['MAIN BAZAR'] });
    expect(new_date).toBe('01-Jul-2024');
    at('2024-07-02', 9 * 60);
    const next = (await asPlayer('api-get-current-date', { game_id: ids.KALYAN })).new_date;
    expect(next).toBe('02-Jul-2024');
    expect(
      await provider('api-submit-bid', bidOn(player.token, ids.KALYAN!, next as string)),
    ).toMatchObject({ status: true });
    strictly();
    expect(
      await provider('api-submit-bid', bidOn(player.token, ids.KALYAN!, next as string)),
    ).toMatchObject({ status: true });
    expect(
      await provider('api-submit-bid', bidOn(player.token, ids.KALYAN!, new_date as string)),
    ).toMatchObject({ status: false });
  });
});

describe('api-check-game-status', () => {
  it("is open before the open time, with the player's devices", async ({
    player,
    ids,
    provider,
    asPlayer,
  }) => {
    await provider('api-user-login', {
      mobile: player.mobile,
      password: 'secret1',
      device_id: 'phone-a',
    });
    expect(await asPlayer('api-check-game-status', { game_id: String(ids.KALYAN) })).toEqual({
      status: true,
      msg: 'Betting Is Open',
      game_status: 1,
      device_result: [{ device_id: 'phone-a', logout_status: '0', security_pin_status: '0' }],
    });
  });

  it('answers closed without status from the open time, on a day off and once the open result is out', async ({
    ids,
    asPlayer,
    at,
    addResult,
  }) => {
    const closed = { msg: 'Sorry Betting Is closed.', game_status: 2, device_result: [] };
    at('2024-07-01', 15 * 60 + 45);
    expect(await asPlayer('api-check-game-status', { game_id: ids.KALYAN })).toEqual(closed);
    at('2024-07-06', 9 * 60); // Saturday: MAIN BAZAR does not play
    expect(await asPlayer('api-check-game-status', { game_id: ids['MAIN BAZAR'] })).toEqual(closed);
    expect((await asPlayer('api-check-game-status', { game_id: ids.KALYAN })).game_status).toBe(1);
    addResult('KALYAN', '2024-07-06', { open_pana: '123' });
    expect(await asPlayer('api-check-game-status', { game_id: ids.KALYAN })).toEqual(closed);
  });

  it('an unknown game, or one that is no main market, answers only the devices', async ({
    ids,
    asPlayer,
  }) => {
    for (const game_id of [9999, 'abc', ids.GALI!, ids['KING STARLINE 01:00 PM']!])
      expect(await asPlayer('api-check-game-status', { game_id })).toEqual({ device_result: [] });
  });

  it('without a token (a public client before submitting): answered in real, refused in strict', async ({
    ids,
    provider,
    strictly,
  }) => {
    expect(await provider('api-check-game-status', { game_id: ids.KALYAN })).toEqual({
      status: true,
      msg: 'Betting Is Open',
      game_status: 1,
      device_result: [],
    });
    strictly();
    expect(await provider('api-check-game-status', { game_id: ids.KALYAN })).toEqual({
      status: false,
      msg: ACCESS_MESSAGES.invalidToken,
    });
  });
});

describe('the Starline and Gali game status', () => {
  it('is open until the open time, then closed without status; no token needed', async ({
    ids,
    provider,
    at,
  }) => {
    const open = { status: true, msg: 'Betting Is Open', game_status: 1 };
    const closed = { msg: 'Sorry Betting Is closed.', game_status: 2 };
    const star = { game_id: String(ids['KING STARLINE 01:00 PM']) };
    const gali = { game_id: ids.GALI };
    expect(await provider('api-check-starline-game-status', star)).toEqual(open);
    expect(await provider('api-check-galidisswar-game-status', gali)).toEqual(open);
    at('2024-07-01', 13 * 60);
    expect(await provider('api-check-starline-game-status', star)).toEqual(closed);
    expect(await provider('api-check-galidisswar-game-status', gali)).toEqual(open);
    at('2024-07-01', 23 * 60 + 30);
    expect(await provider('api-check-galidisswar-game-status', gali)).toEqual(closed);
  });

  it('a declared result closes it; an unknown game, or one of another kind, answers {}', async ({
    ids,
    provider,
    addResult,
  }) => {
    addResult('KING STARLINE 01:00 PM', '2024-07-01', { open_pana: '128' });
    expect(
      await provider('api-check-starline-game-status', {
        game_id: ids['KING STARLINE 01:00 PM'],
      }),
    ).toEqual({ msg: 'Sorry Betting Is closed.', game_status: 2 });
    for (const game_id of [9999, ids.KALYAN!, ids.GALI!])
      expect(await provider('api-check-starline-game-status', { game_id })).toEqual({});
    expect(await provider('api-check-galidisswar-game-status', { game_id: ids.KALYAN })).toEqual(
      {},
    );
  });
});

describe('the games-active-inactive calls (declared by a public client, never called)', () => {
  it('answer the game as a result row, without status or msg at the top', async ({
    ids,
    provider,
    at,
    addResult,
  }) => {
    expect(
      await provider('api-check-games-active-inactive', { game_id: String(ids.KALYAN) }),
    ).toEqual({
      result: [
        {
          open_time: '03:45 PM',
          close_time: '05:45 PM',
          msg: 'Betting Is Running.',
          game_status: 1,
          status: true,
        },
      ],
    });
    at('2024-07-01', 13 * 60);
    expect(
      await provider('api-check-starline-games-active-inactive', {
        game_id: ids['KING STARLINE 01:00 PM'],
      }),
    ).toEqual({
      result: [
        {
          open_time: '01:00 PM',
          close_time: '01:00 PM',
          msg: 'Sorry Betting Is Closed',
          game_status: 2,
          status: false,
        },
      ],
    });
    expect(
      (await provider('api-check-galidisswar-games-active-inactive', { game_id: ids.GALI })).result,
    ).toMatchObject([{ game_status: 1, status: true }]);
    // A main market takes close bids past its open time; a declared Gali game is closed early.
    at('2024-07-01', 16 * 60);
    expect(
      (await provider('api-check-games-active-inactive', { game_id: ` ${ids.KALYAN} ` })).result,
    ).toMatchObject([{ game_status: 1, status: true }]);
    addResult('GALI', '2024-07-01', { open_pana: '128' });
    expect(
      (await provider('api-check-galidisswar-games-active-inactive', { game_id: ids.GALI })).result,
    ).toMatchObject([{ game_status: 2, status: false }]);
    at('2024-07-01', 17 * 60 + 45);
    expect(
      (await provider('api-check-games-active-inactive', { game_id: ids.KALYAN })).result,
    ).toMatchObject([{ msg: 'Sorry Betting Is Closed', game_status: 2, status: false }]);
    expect(await provider('api-check-games-active-inactive', { game_id: 9999 })).toEqual({
      result: [],
    });
  });
});
