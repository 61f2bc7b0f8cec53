import {
  AMOUNT_STATUS,
  ENDPOINTS,
  formatBidDate,
  instantAt,
  type EndpointPath,
} from '@panna/shared';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_MESSAGES } from '../../domain/player/history';
import {
  MONDAY_10AM,
  addMarket,
  addPlayer,
  call,
  ledgerMismatches,
  testApp,
  type TestApp,
  type TestPlayer,
} from '../../testing/support';
import type { World } from '../../worlds/world';

let app: TestApp;
let world: World;
let player: TestPlayer;
let main: number;
let star: number;
let gali: number;

beforeEach(async () => {
  app = await testApp();
  world = app.worlds.get();
  world.clock.freeze(true);
  player = addPlayer(world, { wallet: 10_000 });
  main = addMarket(world, { name: 'KALYAN' });
  star = addMarket(world, { kind: 'starline', name: 'STAR 11 AM', open: '11:00 AM' });
  gali = addMarket(world, { kind: 'gali', name: 'GALI', open: '11:30 PM' });
});

afterEach(async () => {
  expect(ledgerMismatches(world)).toEqual([]);
  await app.close();
});

async function post(path: EndpointPath, body: Record<string, unknown> = {}) {
  const answer = await call(app, path, { unique_token: player.token, ...body });
  expect(Value.Check(ENDPOINTS[path].response, answer), JSON.stringify(answer)).toBe(true);
  return answer;
}

const SUBMIT = {
  main: 'api-submit-bid',
  starline: 'api-starline-submit-bid',
  gali: 'api-galidisawar-submit-bid',
} as const;

/** Places one bid at 10:00 AM on `date` through the API. */
async function bid(
  kind: keyof typeof SUBMIT,
  gameId: number,
  date: string,
  digits: string,
  points = 10,
) {
  world.clock.set(instantAt(date, 600));
  const label = kind === 'gali' ? 'Left Digit' : 'Single Digit';
  const row = {
    digits,
    closedigits: '',
    points: String(points),
    session: 'Open',
    pana: label,
    closepana: '',
  };
  const new_result = {
    unique_token: player.token,
    Gamename: 'X',
    totalbit: points,
    gameid: String(gameId),
    pana: label,
    gametype: 'Open',
    bid_date: formatBidDate(date),
    session: 'Open',
    result: [row],
  };
  const answer = await call(app, SUBMIT[kind], {
    unique_token: player.token,
    game_id: String(gameId),
    new_result,
  });
  expect(answer.status).toBe(true);
}

/** Settles every pending bid of a market as won, as the control plane would (ledger row included). */
function markWon(marketId: number, amount: number, status: string) {
  const bids = world.db
    .prepare("SELECT id, user_id FROM bids WHERE market_id = ? AND status = 'pending'")
    .all(marketId) as { id: number; user_id: number }[];
  world.db.transaction(() => {
    for (const b of bids) {
      const tx = world.ledger.post({
        userId: b.user_id,
        direction: 'credit',
        amountStatus: status as '8',
        amount,
        note: 'Win',
        at: world.clock.now(),
      });
      world.db
        .prepare(
          "UPDATE bids SET status = 'won', win_amount = ?, win_transaction_id = ?, settled_at = ? WHERE id = ?",
        )
        .run(amount, tx, world.clock.now(), b.id);
    }
  })();
}

const BID_ROW = {
  game_name: 'KALYAN',
  pana: 'Single Digit',
  session: 'Open',
  closedigits: '',
};

/** The debit row of the bid with these digits, as the passbook numbers it. */
const txOf = (digits: string) =>
  String(
    1_000_000 +
      (
        world.db.prepare('SELECT transaction_id AS id FROM bids WHERE digits = ?').get(digits) as {
          id: number;
        }
      ).id,
  );

describe('bid histories', () => {
  it('answers the bids of the kind whose day is in the range, with the time placed and bid_tx_id', async () => {
    await bid('main', main, '2024-07-01', '1', 10);
    await bid('main', main, '2024-07-02', '2', 20);
    await bid('main', main, '2024-07-03', '3', 30);
    await bid('starline', star, '2024-07-02', '4');
    const answer = await post('api-bid-history-data', { bid_from: '7/1/2024', bid_to: '7/2/2024' });
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
    const starline = await post('api-starline-bid-history-data', {
      bid_from: '07/02/2024',
      bid_to: '7/2/2024',
    });
    expect(starline.bid_data).toMatchObject([{ game_name: 'STAR 11 AM', digits: '4' }]);
  });

  it('answers a repeated call with what changed since: new, edited and removed bids, renamed markets', async () => {
    const range = { bid_from: '7/1/2024', bid_to: '7/3/2024' };
    const digitsShown = async () =>
      ((await post('api-bid-history-data', range)).bid_data as { digits: string }[]).map(
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
    expect((await post('api-bid-history-data', range)).bid_data).toMatchObject([
      { game_name: 'KALYAN NIGHT' },
    ]);
  });

  it('answers an empty range as the real server does: status false, "Data Not Available"', async () => {
    await bid('gali', gali, '2024-07-01', '5');
    const empty = { status: false, msg: 'Bid History Data Not Available', bid_data: [] };
    expect(
      await post('api-galidisawar-bid-history-data', { bid_from: '7/2/2024', bid_to: '7/9/2024' }),
    ).toEqual(empty);
    expect(
      await post('api-galidisawar-bid-history-data', { bid_from: '7/2/2024', bid_to: '7/1/2024' }),
    ).toEqual(empty);
    expect(
      (await post('api-galidisawar-bid-history-data', { bid_from: '7/1/2024', bid_to: '7/1/2024' }))
        .bid_data,
    ).toHaveLength(1);
  });

  it('takes two empty dates as today, in both profiles', async () => {
    await bid('main', main, '2024-07-01', '1');
    await bid('main', main, '2024-07-02', '2');
    for (const profile of ['real', 'strict'] as const) {
      world.settings.update({ profile });
      const answer = await post('api-bid-history-data', { bid_from: '', bid_to: '' });
      expect(answer.bid_data, profile).toMatchObject([{ digits: '2' }]);
    }
  });

  it.each([
    'api-bid-history-data',
    'api-starline-bid-history-data',
    'api-galidisawar-bid-history-data',
  ] as const)('%s: real reads dates leniently; strict refuses one not M/D/YYYY', async (path) => {
    const kind = path.includes('starline') ? 'starline' : path.includes('gali') ? 'gali' : 'main';
    await bid(kind, { main, starline: star, gali }[kind], '2024-07-01', '3');
    // ISO and D-MonthName-YYYY read as the same day; an unreadable date is 1970-01-01.
    expect(
      (await post(path, { bid_from: '2024-07-01', bid_to: '1-July-2024' })).bid_data,
    ).toHaveLength(1);
    expect((await post(path, { bid_from: 'whenever', bid_to: '7/1/2024' })).bid_data).toHaveLength(
      1,
    );
    expect((await post(path, { bid_from: '7/1/2024', bid_to: 'whenever' })).bid_data).toEqual([]);
    world.settings.update({ profile: 'strict' });
    expect(await post(path, { bid_from: '2024-07-01', bid_to: '7/1/2024' })).toEqual({
      status: false,
      msg: HISTORY_MESSAGES.invalidDate('2024-07-01'),
    });
    expect((await post(path, { bid_from: '7/1/2024', bid_to: '2/30/2024' })).msg).toBe(
      HISTORY_MESSAGES.invalidDate('2/30/2024'),
    );
  });
});

describe('win histories', () => {
  it('answers each win from its wallet row with the bid fields, no points, no bid_date', async () => {
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
    const answer = await post('api-wining-history-data', {
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
      await post('api-wining-history-data', { date_from: '7/1/2024', date_to: '7/1/2024' }),
    ).toEqual({ status: false, msg: 'Wining History Data Not Available', win_data: [] });
    expect(
      (
        await post('api-starline-wining-history-data', {
          date_from: '7/1/2024',
          date_to: '7/2/2024',
        })
      ).win_data,
    ).toEqual([]);
    world.settings.update({ profile: 'strict' });
    expect(
      (await post('api-wining-history-data', { date_from: 'x', date_to: '7/2/2024' })).msg,
    ).toBe(HISTORY_MESSAGES.invalidDate('x'));
  });

  it('answers Gali wins under win_data only, dated as the main ones', async () => {
    await bid('gali', gali, '2024-07-01', '5');
    markWon(gali, 95, AMOUNT_STATUS.GALI_WIN);
    const answer = await post('api-galidisawar-wining-history-data', {
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
    expect(answer).not.toHaveProperty('bid_data');
  });

  it('answers Starline wins, dated with seconds and AM/PM', async () => {
    await bid('starline', star, '2024-07-01', '7');
    markWon(star, 95, AMOUNT_STATUS.STARLINE_WIN);
    const answer = await post('api-starline-wining-history-data', {
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

describe('wallet and withdraw histories', () => {
  const TX_FIELDS = {
    transaction_id: expect.stringMatching(/^\d+$/),
    tx_request_number: expect.stringMatching(/^\d{7}$/),
    transfer_note: '',
  };

  it('answers the passbook newest first, credits and debits apart, with the balance and times', async () => {
    await bid('main', main, '2024-07-01', '1', 40);
    const answer = await post('api-wallet-transaction-history');
    const debit = {
      ...TX_FIELDS,
      amount: '40',
      transaction_type: '2',
      transaction_note: 'Bid Placed For KALYAN(Single Digit)',
      amount_status: '5',
      insert_date: '01 Jul 2024 10:00:00 AM',
    };
    const credit = {
      ...TX_FIELDS,
      amount: '10000',
      transaction_type: '1',
      transaction_note: 'Test deposit',
      amount_status: '1',
      insert_date: '01 Jul 2024 10:00:00 AM',
    };
    expect(answer).toEqual({
      status: true,
      msg: 'Wallet Trasaction History',
      transaction_history: [debit, credit],
      in_history: [credit],
      out_history: [debit],
      wallet_amt: '9960',
      hold_amt: '0',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '06:00 PM',
    });
  });

  it('answers an empty passbook as status false', async () => {
    const fresh = addPlayer(world);
    const answer = await call(app, 'api-wallet-transaction-history', {
      unique_token: fresh.token,
    });
    expect(answer).toMatchObject({
      status: false,
      msg: 'Wallet Trasaction History Data Not Available',
      transaction_history: [],
      in_history: [],
      out_history: [],
      wallet_amt: '0',
    });
  });

  it('answers withdraw requests newest first, with numeric ids and numbers', async () => {
    world.clock.set(MONDAY_10AM + 5 * 60_000);
    expect(
      await post('api-user-withdraw-transaction-history', { mobile_no: player.mobile }),
    ).toEqual({
      status: false,
      msg: 'Withdraw Trasaction Data Not Available',
      withdrawdata: [],
      last_request_status: '',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '06:00 PM',
      wallet_amt: '10000',
    });
    world.db
      .prepare("INSERT INTO payment_details (user_id, paytm_number) VALUES (?, '9876543210')")
      .run(player.id);
    const first = await post('api-user-withdraw-fund-request', {
      request_amount: '500',
      payment_method: 3,
    });
    expect(first).toEqual({
      status: true,
      msg: 'Withdraw Request Successfully Submitted',
      fund_request_id: expect.any(Number),
    });
    expect(
      (await post('api-user-withdraw-fund-request', { request_amount: 600, payment_method: '3' }))
        .status,
    ).toBe(true);
    const answer = await post('api-user-withdraw-transaction-history', {
      mobile_no: player.mobile,
    });
    expect(answer).toMatchObject({
      status: true,
      msg: 'Withdraw Trasaction Data',
      last_request_status: '0',
      wallet_amt: '8900',
    });
    expect(answer.withdrawdata).toMatchObject([
      {
        withdraw_request_id: String(
          (first as unknown as { fund_request_id: number }).fund_request_id + 1,
        ),
        request_number: expect.stringMatching(/^\d{7}$/),
        request_amount: '600',
        request_status: '0',
        payment_method: '3',
        bank_name: '',
        remark: '',
        insert_date: '01 Jul 2024 10:05:00 AM',
        paytm_number: '9876543210',
        google_pay_number: '',
        phone_pay_number: '',
        payment_receipt: '',
      },
      {
        withdraw_request_id: String(
          (first as unknown as { fund_request_id: number }).fund_request_id,
        ),
        request_amount: '500',
        request_status: '0',
      },
    ]);
  });
});
