import { AMOUNT_STATUS, instantAt } from '@panna/shared';
import { describe, expect } from 'vitest';
import { HISTORY_MESSAGES } from '../../domain/player/history';
import { BID_ROW, historyTest as it } from './history.fixture';
import { settingsOf } from '../../domain/settings';

describe('win histories', () => {
  it('answers each win from its wallet row with the bid fields, no points, no bid_date', async ({
    world,
    asPlayer,
    bid,
    markWon,
    markets: { main },
  }) => {
    await bid('main', main, '2024-07-01', '1');
    await bid('main', main, '2024-07-02', '2');
    world.db.prepare("UPDATE bids SET status = 'lost' WHERE digits = '2'").run();
    world.clock.set(instantAt('2024-07-02', 17 * 60 + 45));
    markWon(main, 95, AMOUNT_STATUS.MAIN_WIN);
    const win = world.db
      .prepare("SELECT win_transaction_id AS id FROM bids WHERE digits = '1'")
      .get() as {
      id: number;
    };
    const answer = await asPlayer('api-wining-history-data', {
      date_from: '7/2/2024',
      date_to: '7/2/2024',
    });
    expect(answer).toEqual({
      status: true,
      msg: 'Wining History Data Available',
      win_data: [
        {
          amount: '95',
          transaction_type: '1',
          transaction_note: 'Win',
          amount_status: '8',
          tx_request_number: String(1_000_000 + win.id),
          wining_date: '02 July 24 05:45',
          ...BID_ROW,
          digits: '1',
        },
      ],
    });
    // The day of the win counts, not the day of the bid.
    expect(
      await asPlayer('api-wining-history-data', { date_from: '7/1/2024', date_to: '7/1/2024' }),
    ).toEqual({ status: false, msg: 'Wining History Data Not Available', win_data: [] });
    // As the Android clients send the day (D-M-YYYY, read day first): the win of 2 July.
    expect(
      (await asPlayer('api-wining-history-data', { date_from: '2-7-2024', date_to: '2-7-2024' }))
        .win_data,
    ).toHaveLength(1);
    expect(
      (
        await asPlayer('api-starline-wining-history-data', {
          date_from: '7/1/2024',
          date_to: '7/2/2024',
        })
      ).win_data,
    ).toEqual([]);
    settingsOf(world).update({ profile: 'strict' });
    expect(
      (await asPlayer('api-wining-history-data', { date_from: 'x', date_to: '7/2/2024' })).msg,
    ).toBe(HISTORY_MESSAGES.invalidDate('x'));
  });

  it('answers Gali wins under win_data and bid_data alike, dated as the main ones', async ({
    asPlayer,
    bid,
    markWon,
    markets: { gali },
  }) => {
    await bid('gali', gali, '2024-07-01', '5');
    markWon(gali, 95, AMOUNT_STATUS.GALI_WIN);
    const answer = await asPlayer('api-galidisawar-wining-history-data', {
      date_from: '7/1/2024',
      date_to: '7/1/2024',
    });
    expect(answer.win_data).toMatchObject([
      {
        game_name: 'GALI',
        pana: 'Left Digit',
        amount_status: '13',
        wining_date: '01 July 24 10:00',
      },
    ]);
    // The sibling deployment's key and the one public clients read, the same rows under both.
    expect(answer.bid_data).toEqual(answer.win_data);
  });

  it('answers Starline wins, dated with seconds and AM/PM', async ({
    asPlayer,
    bid,
    markWon,
    markets: { star },
  }) => {
    await bid('starline', star, '2024-07-01', '7');
    markWon(star, 95, AMOUNT_STATUS.STARLINE_WIN);
    const answer = await asPlayer('api-starline-wining-history-data', {
      date_from: '7/1/2024',
      date_to: '7/1/2024',
    });
    expect(answer.win_data).toMatchObject([
      {
        game_name: 'STAR 11 AM',
        digits: '7',
        amount: '95',
        wining_date: '01 Jul 2024 10:00:00 AM',
      },
    ]);
  });
});
