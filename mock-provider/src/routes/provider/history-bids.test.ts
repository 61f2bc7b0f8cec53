import { AMOUNT_STATUS } from '@panna/shared';
import { describe, expect } from 'vitest';
import { HISTORY_MESSAGES } from '../../domain/player/history';
import { BID_ROW, historyTest } from './history.fixture';
import { settingsOf } from '../../domain/settings';

/** The debit row of the bid with these digits, as the passbook numbers it. */
const it = historyTest.extend('txOf', ({ world }) => (digits: string) => {
  const bid = world.db
    .prepare('SELECT transaction_id AS id FROM bids WHERE digits = ?')
    .get(digits);
  return String(1_000_000 + (bid as { id: number }).id);
});

describe('bid histories', () => {
  it('answers the bids of the kind whose day is in the range, with the time placed and bid_tx_id', async ({
    asPlayer,
    bid,
    txOf,
    markets: { main, star },
  }) => {
    await bid('main', main, '2024-07-01', '1', 10);
    await bid('main', main, '2024-07-02', '2', 20);
    await bid('main', main, '2024-07-03', '3', 30);
    await bid('starline', star, '2024-07-02', '4');
    const answer = await asPlayer('api-bid-history-data', {
      bid_from: '7/1/2024',
      bid_to: '7/2/2024',
    });
    expect(answer).toEqual({
      status: true,
      msg: 'Bid History Data Available',
      bid_data: [
        {
          ...BID_ROW,
          digits: '2',
          points: '20',
          bid_tx_id: txOf('2'),
          bid_date: '02 Jul 2024 10:00:00 AM',
        },
        {
          ...BID_ROW,
          digits: '1',
          points: '10',
          bid_tx_id: txOf('1'),
          bid_date: '01 Jul 2024 10:00:00 AM',
        },
      ],
    });
    expect(txOf('1')).toMatch(/^\d{7}$/);
    const starline = await asPlayer('api-starline-bid-history-data', {
      bid_from: '07/02/2024',
      bid_to: '7/2/2024',
    });
    expect(starline.bid_data).toMatchObject([{ game_name: 'STAR 11 AM', digits: '4' }]);
  });

  it('answers a repeated call with what changed since: new, edited and removed bids, renamed markets', async ({
    app,
    world,
    asPlayer,
    bid,
    markWon,
    markets: { main },
  }) => {
    const range = { bid_from: '7/1/2024', bid_to: '7/3/2024' };
    const digitsShown = async () =>
      ((await asPlayer('api-bid-history-data', range)).bid_data as { digits: string }[]).map(
        (b) => b.digits,
      );
    await bid('main', main, '2024-07-01', '1');
    expect(await digitsShown()).toEqual(['1']);
    await bid('main', main, '2024-07-02', '2');
    expect(await digitsShown()).toEqual(['2', '1']);

    world.db.prepare("UPDATE bids SET digits = '7' WHERE digits = '2'").run();
    expect(await digitsShown()).toEqual(['7', '1']);
    markWon(main, 95, AMOUNT_STATUS.MAIN_WIN); // settling changes nothing the bid history shows
    expect(await digitsShown()).toEqual(['7', '1']);
    world.db.prepare("DELETE FROM bids WHERE digits = '7'").run(); // as QA might, by hand
    expect(await digitsShown()).toEqual(['1']);

    const renamed = await app.inject({
      method: 'PATCH',
      url: `/__sim/markets/${main}`,
      payload: { name: 'KALYAN NIGHT' },
    });
    expect(renamed.json().status).toBe(true);
    expect((await asPlayer('api-bid-history-data', range)).bid_data).toMatchObject([
      { game_name: 'KALYAN NIGHT' },
    ]);
  });

  it('answers an empty range as the real server does: status false, "Data Not Available"', async ({
    asPlayer,
    bid,
    markets: { gali },
  }) => {
    await bid('gali', gali, '2024-07-01', '5');
    const empty = { status: false, msg: 'Bid History Data Not Available', bid_data: [] };
    expect(
      await asPlayer('api-galidisawar-bid-history-data', {
        bid_from: '7/2/2024',
        bid_to: '7/9/2024',
      }),
    ).toEqual(empty);
    expect(
      await asPlayer('api-galidisawar-bid-history-data', {
        bid_from: '7/2/2024',
        bid_to: '7/1/2024',
      }),
    ).toEqual(empty);
    expect(
      (
        await asPlayer('api-galidisawar-bid-history-data', {
          bid_from: '7/1/2024',
          bid_to: '7/1/2024',
        })
      ).bid_data,
    ).toHaveLength(1);
  });

  it('takes two empty dates as today, in both profiles', async ({
    world,
    asPlayer,
    bid,
    markets: { main },
  }) => {
    await bid('main', main, '2024-07-01', '1');
    await bid('main', main, '2024-07-02', '2');
    for (const profile of ['real', 'strict'] as const) {
      settingsOf(world).update({ profile });
      const answer = await asPlayer('api-bid-history-data', { bid_from: '', bid_to: '' });
      expect(answer.bid_data, profile).toMatchObject([{ digits: '2' }]);
    }
  });

  it.for([
    'api-bid-history-data',
    'api-starline-bid-history-data',
    'api-galidisawar-bid-history-data',
  ] as const)(
    '%s: real reads dates leniently; strict refuses one not M/D/YYYY',
    async (path, { world, asPlayer, bid, markets: { main, star, gali } }) => {
      const kind = path.includes('starline') ? 'starline' : path.includes('gali') ? 'gali' : 'main';
      await bid(kind, { main, starline: star, gali }[kind], '2024-07-01', '3');
      // ISO and D-MonthName-YYYY read as the same day; an unreadable date is 1970-01-01.
      expect(
        (await asPlayer(path, { bid_from: '2024-07-01', bid_to: '1-July-2024' })).bid_data,
      ).toHaveLength(1);
      expect(
        (await asPlayer(path, { bid_from: 'whenever', bid_to: '7/1/2024' })).bid_data,
      ).toHaveLength(1);
      expect((await asPlayer(path, { bid_from: '7/1/2024', bid_to: 'whenever' })).bid_data).toEqual(
        [],
      );
      // The Android clients' D-M-YYYY, read day first as strtotime reads dashes; slashes month first.
      for (const [bid_from, bid_to] of [
        ['1-7-2024', '1-7-2024'],
        ['30-6-2024', '01-07-2024'],
        ['1.7.2024', '2.7.2024'],
      ])
        expect((await asPlayer(path, { bid_from, bid_to })).bid_data, bid_from).toHaveLength(1);
      expect((await asPlayer(path, { bid_from: '7-1-2024', bid_to: '7-1-2024' })).status).toBe(
        false,
      );
      settingsOf(world).update({ profile: 'strict' });
      expect((await asPlayer(path, { bid_from: '1-7-2024', bid_to: '1-7-2024' })).msg).toBe(
        HISTORY_MESSAGES.invalidDate('1-7-2024'),
      );
      expect(await asPlayer(path, { bid_from: '2024-07-01', bid_to: '7/1/2024' })).toEqual({
        status: false,
        msg: HISTORY_MESSAGES.invalidDate('2024-07-01'),
      });
      expect((await asPlayer(path, { bid_from: '7/1/2024', bid_to: '2/30/2024' })).msg).toBe(
        HISTORY_MESSAGES.invalidDate('2/30/2024'),
      );
    },
  );
});
