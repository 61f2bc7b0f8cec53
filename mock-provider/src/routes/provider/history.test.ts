import {
  AMOUNT_STATUS,
  ENDPOINTS,
  formatBidDate,
  instantAt,
  type EndpointPath,
} from '@panna/shared';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_MESSAGES } from '../../domain/history';
import {
  MONDAY_10AM,
  addMarket,
  addPlayer,
  call,
  ledgerMismatches,
  testApp,
  type TestApp,
  type TestPlayer,
} from '../../test-support';
import type { World } from '../../world';

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

describe('bid histories', () => {
  it('answers the bids of the market kind whose session date is in the inclusive range', async () => {
    await bid('main', main, '2024-07-01', '1', 10);
    await bid('main', main, '2024-07-02', '2', 20);
    await bid('main', main, '2024-07-03', '3', 30);
    await bid('starline', star, '2024-07-02', '4');
    const answer = await post('api-bid-history-data', { bid_from: '7/1/2024', bid_to: '7/2/2024' });
    expect(answer).toEqual({
      status: true,
      msg: HISTORY_MESSAGES.ok,
      bid_data: [
        {
          game_name: 'KALYAN',
          pana: 'Single Digit',
          session: 'Open',
          digits: '2',
          closedigits: '',
          points: '20',
          bid_date: '2-July-2024',
        },
        {
          game_name: 'KALYAN',
          pana: 'Single Digit',
          session: 'Open',
          digits: '1',
          closedigits: '',
          points: '10',
          bid_date: '1-July-2024',
        },
      ],
    });
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

  it('answers an empty list for a range without bids, including a reversed one', async () => {
    await bid('gali', gali, '2024-07-01', '5');
    expect(
      (await post('api-galidisawar-bid-history-data', { bid_from: '7/2/2024', bid_to: '7/9/2024' }))
        .bid_data,
    ).toEqual([]);
    expect(
      (await post('api-galidisawar-bid-history-data', { bid_from: '7/2/2024', bid_to: '7/1/2024' }))
        .bid_data,
    ).toEqual([]);
    expect(
      (await post('api-galidisawar-bid-history-data', { bid_from: '7/1/2024', bid_to: '7/1/2024' }))
        .bid_data,
    ).toHaveLength(1);
  });

  it.each([
    'api-bid-history-data',
    'api-starline-bid-history-data',
    'api-galidisawar-bid-history-data',
  ] as const)('%s refuses a date that is not M/D/YYYY', async (path) => {
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
  it('answers won bids with amount and winning date', async () => {
    await bid('main', main, '2024-07-01', '1');
    await bid('main', main, '2024-07-02', '2');
    world.db.prepare("UPDATE bids SET status = 'lost' WHERE digits = '2'").run();
    markWon(main, 95, AMOUNT_STATUS.MAIN_WIN);
    const answer = await post('api-wining-history-data', {
      date_from: '7/1/2024',
      date_to: '7/2/2024',
    });
    expect(answer.win_data).toEqual([
      {
        game_name: 'KALYAN',
        pana: 'Single Digit',
        session: 'Open',
        digits: '1',
        closedigits: '',
        points: '10',
        bid_date: '1-July-2024',
        amount: '95',
        wining_date: '2-July-2024',
      },
    ]);
    expect(
      (
        await post('api-starline-wining-history-data', {
          date_from: '7/1/2024',
          date_to: '7/2/2024',
        })
      ).win_data,
    ).toEqual([]);
    expect(
      (await post('api-wining-history-data', { date_from: 'x', date_to: '7/2/2024' })).msg,
    ).toBe(HISTORY_MESSAGES.invalidDate('x'));
  });

  it('answers Gali wins under both win_data and bid_data', async () => {
    await bid('gali', gali, '2024-07-01', '5');
    markWon(gali, 95, AMOUNT_STATUS.GALI_WIN);
    const answer = await post('api-galidisawar-wining-history-data', {
      date_from: '7/1/2024',
      date_to: '7/1/2024',
    });
    expect(answer.win_data).toHaveLength(1);
    expect(answer.bid_data).toEqual(answer.win_data);
  });

  it('answers Starline wins', async () => {
    await bid('starline', star, '2024-07-01', '7');
    markWon(star, 95, AMOUNT_STATUS.STARLINE_WIN);
    const answer = await post('api-starline-wining-history-data', {
      date_from: '7/1/2024',
      date_to: '7/1/2024',
    });
    expect(answer.win_data).toMatchObject([{ game_name: 'STAR 11 AM', digits: '7', amount: '95' }]);
  });
});

describe('wallet and withdraw histories', () => {
  it('answers the ledger newest first with the balance', async () => {
    await bid('main', main, '2024-07-01', '1', 40);
    const answer = await post('api-wallet-transaction-history');
    expect(answer.wallet_amt).toBe('9960');
    expect(answer.transaction_history).toEqual([
      {
        transaction_id: expect.any(String),
        transaction_type: '2',
        transaction_note: 'Bid placed: KALYAN Single Digit',
        amount: '40',
        amount_status: '5',
        insert_date: '1-July-2024 10:00 AM',
      },
      {
        transaction_id: expect.any(String),
        transaction_type: '1',
        transaction_note: 'Test deposit',
        amount: '10000',
        amount_status: '1',
        insert_date: '1-July-2024 10:00 AM',
      },
    ]);
  });

  it('answers withdraw requests newest first', async () => {
    world.clock.set(MONDAY_10AM + 5 * 60_000);
    world.db
      .prepare("INSERT INTO payment_details (user_id, paytm_number) VALUES (?, '9876543210')")
      .run(player.id);
    expect(
      (await post('api-user-withdraw-fund-request', { request_amount: '500', payment_method: 3 }))
        .status,
    ).toBe(true);
    expect(
      (await post('api-user-withdraw-fund-request', { request_amount: 600, payment_method: '3' }))
        .status,
    ).toBe(true);
    const answer = await post('api-user-withdraw-transaction-history', {
      mobile_no: player.mobile,
    });
    expect(answer.withdrawdata).toMatchObject([
      {
        request_number: expect.stringMatching(/^WR20240701\d{6}$/),
        request_amount: '600',
        request_status: '0',
        insert_date: '1-July-2024 10:05 AM',
        paytm_number: '9876543210',
        google_pay_number: '',
        phone_pay_number: '',
        payment_receipt: '',
      },
      { request_amount: '500', request_status: '0' },
    ]);
  });
});
