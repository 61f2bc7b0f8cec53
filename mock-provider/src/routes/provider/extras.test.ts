/**
 * The real server's route-table calls the simulator answers beyond the specs, on the world's own
 * state: a statement by dates, one passbook row in detail, the SP Motor and SP DP TP previews,
 * the app-version row, tips (none) and the contact form. Answers are checked against the
 * registry's schemas (routeTest's provider).
 */
import { MSG, SINGLE_PANA } from '@panna/shared';
import { describe, expect } from 'vitest';
import { BIDDING_MESSAGES } from '../../domain/player/bid-checks';
import { EXTRA_MESSAGES } from '../../domain/player/extras';
import { LEDGER_VIEW_MESSAGES } from '../../domain/player/ledger-views';
import { COMBINATION_MESSAGES } from '../../domain/player/pana-combinations';
import { HISTORY_MESSAGES } from '../../domain/player/history';
import { journalOf } from '../../domain/control/journal';
import { ACCESS_MESSAGES } from '../../domain/users';
import { addMarket, addPlayer, onTestDay, routeTest as it } from '../../testing';

type Rows<K extends string> = Record<K, Record<string, string>[]>;

// The first test of the file builds the first app of its worker: more than 5 s on a loaded machine.
describe('api-get-statement', { timeout: 20_000 }, () => {
  it('lists the passbook rows between two dates, read as strtotime reads them', async ({
    world,
    player,
    asPlayer,
    control,
  }) => {
    // A credit on 1 July (the test deposit) and one on 3 July.
    world.clock.set(onTestDay(12, 0, '2024-07-03'));
    expect((await control('POST', `/players/${player.mobile}/credit`, { amount: 100 })).code).toBe(
      200,
    );
    const between = async (date_from: string, date_to: string) =>
      asPlayer<Rows<'transaction_history'>>('api-get-statement', { date_from, date_to });
    const july = await between('7/1/2024', '7/3/2024');
    expect(july.msg).toBe(MSG.PASSBOOK);
    expect(july.transaction_history.map((row) => row.amount)).toEqual(['100', '5000']);
    // Day-first as the Android apps send dates, and ISO: strtotime reads both.
    expect((await between('3-7-2024', '2024-07-03')).transaction_history).toHaveLength(1);
    // Two empty dates are 1 January 1970 to the real server, not today.
    expect(await between('', '')).toEqual({
      status: false,
      msg: MSG.PASSBOOK_EMPTY,
      transaction_history: [],
    });
  });

  it('strict reads M/D/YYYY only; real notes it', async ({ world, asPlayer, strictly }) => {
    const answer = await asPlayer('api-get-statement', { date_from: '', date_to: '' });
    expect(answer.status).toBe(false);
    expect(journalOf(world).query({ limit: 1 })[0]?.strict).toBe(HISTORY_MESSAGES.invalidDate(''));
    strictly();
    expect(await asPlayer('api-get-statement', { date_from: '1-7-2024', date_to: '' })).toEqual({
      status: false,
      msg: HISTORY_MESSAGES.invalidDate('1-7-2024'),
    });
    expect(await asPlayer('api-get-statement', { date_from: '7/1/2024', date_to: '' })).toEqual({
      status: false,
      msg: HISTORY_MESSAGES.invalidDate(''),
    });
    const july = await asPlayer('api-get-statement', {
      date_from: '7/1/2024',
      date_to: '7/1/2024',
    });
    expect(july).toMatchObject({ status: true, transaction_history: [{ amount: '5000' }] });
  });
});

describe('api-view-wallet-transaction-history', () => {
  it('answers one passbook row with the bid behind it, and refuses a row not the player’s', async ({
    world,
    player,
    asPlayer,
    provider,
  }) => {
    const market = addMarket(world, { name: 'KALYAN' });
    const bid = await asPlayer('api-submit-bid', {
      new_result: {
        unique_token: player.token,
        Gamename: 'KALYAN',
        totalbit: '20',
        gameid: String(market),
        pana: 'Single Digit',
        bid_date: '1-July-2024',
        session: 'Open',
        result: [{ digits: '5', closedigits: '', points: '20', session: 'Open' }],
      },
    });
    expect(bid.status).toBe(true);
    const passbook = await asPlayer<Rows<'transaction_history'>>('api-wallet-transaction-history');
    const [debit, deposit] = passbook.transaction_history;
    const detail = await asPlayer<Rows<'transaction_Data'>>('api-view-wallet-transaction-history', {
      transaction_id: debit!.transaction_id,
    });
    expect(detail.msg).toBe(LEDGER_VIEW_MESSAGES.detail);
    expect(detail.transaction_Data).toEqual([
      {
        ...{ amount: '20', transaction_type: '2', amount_status: '5' },
        ...{ transaction_note: 'Bid Placed For KALYAN(Single Digit)', transfer_note: '' },
        ...{ tx_request_number: debit!.tx_request_number, insert_date: debit!.insert_date },
        ...{ game_name: 'KALYAN', pana: 'Single Digit', session: 'Open', digits: '5' },
        ...{ closedigits: '', bid_date: '2024-07-01' },
      },
    ]);
    // The test deposit: its receipt, none.
    const credit = await asPlayer<Rows<'transaction_Data'>>('api-view-wallet-transaction-history', {
      transaction_id: Number(deposit!.transaction_id),
    });
    expect(credit.transaction_Data[0]).toMatchObject({ amount: '5000', fund_payment_receipt: '' });
    // Another player's row, or none at all, is "something wrong".
    const other = addPlayer(world, { wallet: 10 });
    for (const who of [other, player])
      expect(
        await provider('api-view-wallet-transaction-history', {
          unique_token: who.token,
          transaction_id: who === other ? debit!.transaction_id : '999999',
        }),
      ).toEqual({ status: false, msg: LEDGER_VIEW_MESSAGES.notFound });
  });

  it('joins a paid withdrawal its request, a transfer nothing, and lists no code the server does not', async ({
    world,
    player,
    asPlayer,
    control,
  }) => {
    await asPlayer('api-add-user-upi-details', { upi_type: '2', google_pay_no: '9876543210' });
    const withdrawn = await asPlayer('api-user-withdraw-fund-request', {
      mobile: player.mobile,
      request_amount: '500',
      payment_method: '2',
    });
    const approval = await control('POST', `/withdrawals/${withdrawn.fund_request_id}/approve`);
    expect(approval.code).toBe(200);
    const friend = addPlayer(world, { wallet: 0 });
    const sent = { amount: '100', mobile_no: friend.mobile, transfer_note: 'rent' };
    expect((await asPlayer('api-user-transfer-wallet-balance', sent)).status).toBe(true);
    // QA's debit is booked as a withdrawal too, with no request behind it.
    const debit = await control('POST', `/players/${player.mobile}/debit`, { amount: 7 });
    expect(debit.code).toBe(200);
    const upi = { amount: '50', txn_id: 'T9', txn_ref: 'R9', upigpay: '1' };
    expect((await asPlayer('api-add-money-via-upi', upi)).status).toBe(true);
    const passbook = await asPlayer<Rows<'transaction_history'>>('api-wallet-transaction-history');
    const detailOf = async (amount_status: string, amount?: string) => {
      const row = passbook.transaction_history.find(
        (r) => r.amount_status === amount_status && (!amount || r.amount === amount),
      )!;
      return asPlayer<Rows<'transaction_Data'>>('api-view-wallet-transaction-history', {
        transaction_id: row.transaction_id,
      });
    };
    expect((await detailOf('2', '7')).transaction_Data).toEqual([
      expect.not.objectContaining({ payment_method: expect.anything() }),
    ]);
    const withdrawal = (await detailOf('2', '500')).transaction_Data;
    expect(withdrawal).toEqual([
      expect.objectContaining({
        amount: '500',
        payment_method: '2',
        google_pay_number: '9876543210',
      }),
    ]);
    // The request's own id, amount, number, status and date are not joined: the row's stand.
    expect(withdrawal[0]).not.toHaveProperty('withdraw_request_id');
    expect(withdrawal[0]).not.toHaveProperty('request_amount');
    const transfer = (await detailOf('3')).transaction_Data;
    expect(transfer).toEqual([expect.objectContaining({ amount: '100', amount_status: '3' })]);
    expect(Object.keys(transfer[0]!)).not.toContain('game_name');
    expect(await detailOf('19')).toEqual({
      status: false,
      msg: LEDGER_VIEW_MESSAGES.detailEmpty,
      transaction_Data: [],
    });
  });
});

describe('the combination previews', () => {
  it('api-get-sp-motor-combination: the single (type 8) or double panas of the digits, and their cost', async ({
    asPlayer,
  }) => {
    const singles = await asPlayer('api-get-sp-motor-combination', {
      type: '8',
      number: '1234',
      points: '10',
    });
    expect(singles).toEqual({
      status: true,
      posssible_array: ['123', '124', '134', '234'].map((number) => ({ number, points: '10' })),
      total_bid_amount: 40,
      wallet_amt_after_bid: 4960,
    });
    const doubles = await asPlayer<Rows<'posssible_array'>>('api-get-sp-motor-combination', {
      type: 9,
      number: '12',
      points: 10,
    });
    expect(doubles.posssible_array.map((row) => row.number)).toEqual(['112', '122']);
    expect(doubles.posssible_array[0]).toEqual({ number: '112', points: 10 });
  });

  it('api-get-sp-dp-tp-combination: an ank’s panas by kind, labelled', async ({ asPlayer }) => {
    const all = await asPlayer<Rows<'posssible_array'>>('api-get-sp-dp-tp-combination', {
      number: '0',
      sp_flag: '1',
      dp_flag: 1,
      tp_flag: '1',
      points: '10',
    });
    const labels = all.posssible_array.map((row) => row.pana);
    expect(labels.filter((l) => l === 'Single Pana')).toHaveLength(12);
    expect(labels.filter((l) => l === 'Double Pana')).toHaveLength(9);
    expect(all.posssible_array.at(-1)).toEqual({
      number: '000',
      points: '10',
      pana: 'Triple Pana',
    });
    expect(all).toMatchObject({ total_bid_amount: 220, wallet_amt_after_bid: 4780 });
    const singles = await asPlayer<Rows<'posssible_array'>>('api-get-sp-dp-tp-combination', {
      number: '4',
      sp_flag: '1',
      dp_flag: '0',
      points: '10',
    });
    expect(singles.posssible_array.every((row) => SINGLE_PANA.includes(row.number!))).toBe(true);
  });

  it('refuses none found, more than the balance, and points that are not whole', async ({
    world,
    asPlayer,
    provider,
    strictly,
  }) => {
    const motor = (body: Record<string, unknown>) =>
      asPlayer('api-get-sp-motor-combination', { type: '8', number: '12', points: '10', ...body });
    expect(await motor({})).toEqual({ status: false, msg: COMBINATION_MESSAGES.none });
    expect(await motor({ number: '123', points: '5001' })).toEqual({
      status: false,
      msg: COMBINATION_MESSAGES.insufficient,
    });
    expect(await motor({ number: '123', points: '1.5' })).toEqual({
      status: false,
      msg: BIDDING_MESSAGES.invalidPoints,
    });
    // A pana costing the whole balance is taken.
    expect(await motor({ number: '123', points: '5000' })).toMatchObject({
      status: true,
      wallet_amt_after_bid: 0,
    });
    // An ank is one digit, spaces around it allowed.
    const ank = (number: string) =>
      asPlayer('api-get-sp-dp-tp-combination', { number, sp_flag: '1', points: '10' });
    expect((await ank(' 5 ')).status).toBe(true);
    for (const number of ['15', '51', 'x', ''])
      expect(await ank(number), number).toEqual({ status: false, msg: COMBINATION_MESSAGES.none });
    // Loosely 8, as PHP's == reads it.
    const singles = { status: true, total_bid_amount: 10 };
    expect(await motor({ type: ' 08', number: '123' })).toMatchObject(singles);
    const nobody = {
      unique_token: 'N'.repeat(30),
      number: '5',
      sp_flag: '1',
      points: '10',
    };
    // A token no player holds has no balance (real); strict refuses the token.
    expect(await provider('api-get-sp-dp-tp-combination', nobody)).toEqual({
      status: false,
      msg: COMBINATION_MESSAGES.insufficient,
    });
    strictly();
    expect(await provider('api-get-sp-dp-tp-combination', nobody)).toEqual({
      status: false,
      msg: ACCESS_MESSAGES.invalidToken,
    });
    expect(world.isOpen).toBe(true);
  });
});

describe('the smaller calls', () => {
  it('api-get-app-version-details answers the app-version row the dashboard reads', async ({
    provider,
  }) => {
    const answer = await provider<Rows<'versionDetails'>>('api-get-app-version-details');
    expect(answer.msg).toBe(EXTRA_MESSAGES.appVersion);
    const dashboard = await provider<Record<string, string>>('api-get-dashboard-data', {
      unique_token: 'N'.repeat(30),
    });
    expect(answer.versionDetails).toEqual([
      expect.objectContaining({
        user_current_version: dashboard.user_current_version,
        user_minimum_version: dashboard.user_minimum_version,
      }),
    ]);
  });

  it('tips: the world has none; the contact form is taken', async ({ provider }) => {
    const none = { status: false, msg: EXTRA_MESSAGES.noTips };
    expect(await provider('api-get-tips-list')).toEqual(none);
    expect(await provider('api-view-tips-details', { tips_id: '1' })).toEqual(none);
    expect(
      await provider('api-submit-contact-us', {
        user_name: 'Asha',
        mobile: '9876543210',
        email: '',
        enquiry: 'Hello',
      }),
    ).toEqual({ status: true, msg: EXTRA_MESSAGES.contactTaken });
  });
});
