/**
 * Each difference issue 15 removed between the simulator and the real provider, pinned against
 * the recorded real answers of real-answers.fixture.ts: shapes (every key, every value's type and
 * format) and messages word for word. Every test runs in both profiles: the answers are the real
 * ones in both, and where the strict profile refuses more, the test says so.
 */
import {
  BID_TYPES,
  EMPTY_PENDING_LIST,
  addEntry,
  buildEntry,
  buildSubmissions,
  formatBidDate,
  indiaDateKey,
  instantAt,
  type BidSubmission,
  type BidTypeId,
  type EntryInput,
} from '@panna/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROFILES, type Profile } from '../../domain/profile';
import { ACCESS_MESSAGES } from '../../domain/users';
import {
  addMarket,
  addPlayer,
  call,
  ledgerMismatches,
  testApp,
  type TestApp,
  type TestPlayer,
} from '../../testing';
import type { World } from '../../worlds/world';
import { REAL } from './real-answers.fixture';

/** The formats the real server prints values in; any other text is just text. */
const FORMATS: readonly (readonly [string, RegExp])[] = [
  ['<insert time>', /^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [AP]M$/],
  ['<win time>', /^\d{2} [A-Z][a-z]+ \d{2} \d{2}:\d{2}$/],
  ['<clock time>', /^\d{2}:\d{2} [AP]M$/],
  ['<token>', /^[A-Za-z0-9]{30}$/],
  ['<digits>', /^\d+$/],
  ['<url>', /^https?:\/\/\S+$/],
];
/** Keys whose values are compared as they are. */
const EXACT = new Set(['status', 'msg']);

/** What a value looks like: its keys, each value's type and format (messages kept as they are). */
function shapeOf(value: unknown, key = ''): unknown {
  if (EXACT.has(key)) return value;
  if (Array.isArray(value)) {
    const shapes = new Set(value.map((item) => JSON.stringify(shapeOf(item))));
    return [...shapes].map((s) => JSON.parse(s) as unknown);
  }
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v, k)]),
    );
  if (typeof value === 'string') {
    if (value === '') return '';
    return FORMATS.find(([, format]) => format.test(value))?.[0] ?? '<text>';
  }
  if (typeof value === 'number') return Number.isInteger(value) ? '<integer>' : '<number>';
  return value;
}

const expectShape = (actual: unknown, recorded: unknown) =>
  expect(shapeOf(actual)).toEqual(shapeOf(recorded));

/** The day of the tests' clock (testing's MONDAY_10AM). */
const DAY = '2024-07-01';
const at = (minutes: number, date = DAY) => instantAt(date, minutes);

describe.each(PROFILES)('fidelity to the real provider (%s profile)', (profile: Profile) => {
  const strict = profile === 'strict';
  let app: TestApp;
  let world: World;
  let player: TestPlayer;
  let ids: Record<'KALYAN' | 'MAIN BAZAR' | 'STAR' | 'GALI', number>;

  beforeEach(async () => {
    app = await testApp({ profile });
    world = app.worlds.get();
    world.clock.freeze(true);
    player = addPlayer(world, { wallet: 500, name: 'Demo Player' });
    ids = {
      KALYAN: addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' }),
      'MAIN BAZAR': addMarket(world, { name: 'MAIN BAZAR', open: '09:35 PM', close: '12:05 AM' }),
      STAR: addMarket(world, {
        kind: 'starline',
        name: 'KING STARLINE 01:00 PM',
        open: '01:00 PM',
      }),
      GALI: addMarket(world, { kind: 'gali', name: 'DELHI BAZAR', open: '03:00 PM' }),
    };
  });
  afterEach(async () => {
    expect(ledgerMismatches(world)).toEqual([]);
    await app.close();
  });

  const post = (path: string, body: Record<string, unknown> = {}, who = player) =>
    call(app, path, { unique_token: who.token, ...body });
  const declare = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/__sim/results', payload });
  const rowNamed = (answer: Record<string, unknown>, name: string) =>
    (answer.result as { game_name: string }[]).find((row) => row.game_name === name);

  /** The submission the client sends for these entries. */
  function submission(id: BidTypeId, inputs: EntryInput[], token = player.token): BidSubmission {
    const type = BID_TYPES.find((t) => t.id === id)!;
    const key = { main: 'KALYAN', starline: 'STAR', gali: 'GALI' } as const;
    const list = inputs.reduce((acc, input) => {
      const outcome = buildEntry(type, input, 1_000_000);
      if (!outcome.ok) throw new Error(outcome.message);
      return addEntry(acc, outcome.entry);
    }, EMPTY_PENDING_LIST);
    const market = { gameId: String(ids[key[type.market]]), gameName: 'X' };
    const today = formatBidDate(indiaDateKey(world.clock.now()));
    return buildSubmissions(type, market, list, token, today)[0]!;
  }
  const submit = (s: BidSubmission) => call(app, s.path, s.body);
  const single = (points = '10') =>
    submission('single-digit', [{ digits: '5', points, session: 'Open' }]);

  describe('1. the session token is stable', () => {
    it('login answers the token made at registration, every time, in the real shape', async () => {
      const registered = await call(app, 'api-user-registration', {
        name: 'demo player',
        email: 'email',
        password: 'demo1234',
        mobile: '9876543210',
        security_pin: '123456',
        device_id: null,
      });
      if (strict) {
        // strict wants a code sent first; the token is made then, once, all the same.
        expect(registered.status).toBe(false);
        await call(app, 'api-check-mobile', { mobile: '9876543210' });
      }
      const created = strict
        ? await call(app, 'api-user-registration', {
            name: 'demo player',
            email: 'email',
            password: 'demo1234',
            mobile: '9876543210',
          })
        : registered;
      const token = (created as unknown as { unique_token: string }).unique_token;
      const login = () =>
        call(app, 'api-user-login', { mobile: '9876543210', password: 'demo1234' });
      const first = await login();
      expectShape(first, REAL.login);
      expect(first).toMatchObject({ unique_token: token, user_name: 'Demo Player' });
      expect((await login()).unique_token).toBe(token);
      // A second device stays signed in.
      expect((await post('api-user-wallet-balance', {}, { ...player, token })).status).toBe(true);
    });

    it(`${strict ? 'locks the number after 5 wrong passwords' : 'has no login lockout'}`, async () => {
      const login = (password: string) =>
        call(app, 'api-user-login', { mobile: player.mobile, password });
      for (let i = 0; i < 5; i += 1) await login('wrong');
      expect((await login('secret1')).status).toBe(!strict);
    });
  });

  describe('2. the Starline and Gali lists', () => {
    it('need only the app key and answer without status and msg', async () => {
      world.clock.set(at(12 * 60 + 59));
      const starline = await call(app, 'api-starline-game', {});
      world.clock.set(at(15 * 60 + 1));
      await declare({ game_id: ids.GALI, jodi: '47' });
      const gali = await call(app, 'api-galidisawar-game', {});
      for (const answer of [starline, gali]) {
        expect(answer).not.toHaveProperty('status');
        expect(answer).not.toHaveProperty('msg');
      }
      expectShape(
        { ...starline, result: [rowNamed(starline, 'KING STARLINE 01:00 PM')] },
        REAL.starlineGame,
      );
      expectShape({ ...gali, result: [rowNamed(gali, 'DELHI BAZAR')] }, REAL.galiGame);
      // The jodi in open_result, close_result empty.
      expect(rowNamed(gali, 'DELHI BAZAR')).toMatchObject({ open_result: '47', close_result: '' });
    });
  });

  describe('3. bid submission', () => {
    it('writes one passbook row per bid row, noted as the real server notes it', async () => {
      const bid = submission('single-digit', [
        { digits: '5', points: '10', session: 'Open' },
        { digits: '6', points: '20', session: 'Open' },
      ]);
      expect(await submit(bid)).toEqual({ status: true, msg: REAL.bidMessages.success });
      const passbook = await post('api-wallet-transaction-history');
      const rows = passbook.transaction_history as Record<string, string>[];
      expect(rows.slice(0, 2).map((r) => [r.amount, r.transaction_note])).toEqual([
        ['20', 'Bid Placed For KALYAN(Single Digit)'],
        ['10', 'Bid Placed For KALYAN(Single Digit)'],
      ]);
      expectShape(
        { ...passbook, transaction_history: rows.slice(0, 2), in_history: [] },
        { ...REAL.passbook, in_history: [] },
      );
      const history = await post('api-bid-history-data', { bid_from: '', bid_to: '' });
      const txIds = (history.bid_data as { bid_tx_id: string }[]).map((b) => b.bid_tx_id);
      expect(txIds).toEqual(rows.slice(0, 2).map((r) => r.tx_request_number));
    });

    it('refuses with the real messages: open session, Jodi, close, back date, balance', async () => {
      world.clock.set(at(15 * 60 + 45));
      expect((await submit(single())).msg).toBe(REAL.bidMessages.openSessionClosed);
      const jodi = submission('jodi-digit', [{ digits: '47', points: '10', session: 'Close' }]);
      expect((await submit(jodi)).msg).toBe(REAL.bidMessages.bettingClosed);
      world.clock.set(at(17 * 60 + 45));
      const close = submission('single-digit', [{ digits: '5', points: '10', session: 'Close' }]);
      expect((await submit(close)).msg).toBe(REAL.bidMessages.closeSessionClosed);
      world.clock.set(at(10 * 60));
      const old = structuredClone(single());
      old.body.new_result.bid_date = '30-June-2024';
      expect((await submit(old)).msg).toBe(REAL.bidMessages.backDate);
      expect((await submit(single('600'))).msg).toBe(REAL.bidMessages.insufficient);
    });

    it(`${strict ? 'refuses' : 'takes'} points under the minimum, bad digits, a wrong total and betting off`, async () => {
      const under = structuredClone(single());
      under.body.new_result.result[0]!.points = '5';
      under.body.new_result.totalbit = 5;
      const badDigits = structuredClone(single());
      badDigits.body.new_result.result[0]!.digits = '55';
      const wrongTotal = structuredClone(single());
      wrongTotal.body.new_result.totalbit = 999;
      const viewer = addPlayer(world, { wallet: 100, betting: '0' });
      const bettingOff = single();
      bettingOff.body.new_result.unique_token = viewer.token;
      for (const [name, bid] of [
        ['under', under],
        ['digits', badDigits],
        ['total', wrongTotal],
        ['betting off', bettingOff],
      ] as const)
        expect((await submit(bid)).status, name).toBe(!strict);
      expect(
        (await submit(bettingOff)).msg === ACCESS_MESSAGES.bettingDisabled,
        'betting message',
      ).toBe(strict);
    });
  });

  describe('4. histories', () => {
    it('answer the real rows and the real empty answers', async () => {
      expect(await post('api-bid-history-data', { bid_from: '', bid_to: '' })).toEqual(
        REAL.bidHistoryEmpty,
      );
      expect(await post('api-wining-history-data', { date_from: '', date_to: '' })).toEqual(
        REAL.winHistoryEmpty,
      );
      const fresh = addPlayer(world);
      expectShape(await post('api-wallet-transaction-history', {}, fresh), REAL.passbookEmpty);
      expect((await post('api-wallet-transaction-history', {}, fresh)).msg).toBe(
        REAL.passbookEmpty.msg,
      );

      await submit(single());
      world.clock.set(at(15 * 60 + 50));
      await declare({ game_id: ids.KALYAN, session: 'open', pana: '140' });
      const bids = await post('api-bid-history-data', { bid_from: '7/1/2024', bid_to: '7/1/2024' });
      expectShape(bids, REAL.bidHistory);
      const wins = await post('api-wining-history-data', {
        date_from: '7/1/2024',
        date_to: '7/1/2024',
      });
      expectShape(wins, REAL.winHistory);
      expect(wins.win_data).toMatchObject([{ amount: '95', wining_date: '01 July 24 03:50' }]);
      expect(
        await post('api-galidisawar-wining-history-data', { date_from: '', date_to: '' }),
      ).toEqual(REAL.winHistoryEmpty);
    });

    it(`${strict ? 'refuses' : 'reads leniently'} a date that is not M/D/YYYY; empty dates are today`, async () => {
      await submit(single());
      expect(
        (await post('api-bid-history-data', { bid_from: '', bid_to: '' })).bid_data,
      ).toHaveLength(1);
      const iso = await post('api-bid-history-data', { bid_from: '2024-07-01', bid_to: DAY });
      expect(iso.status).toBe(!strict);
    });
  });

  describe('5. money', () => {
    it('a withdraw request: numeric fund_request_id, held, no passbook row until approval', async () => {
      await post('api-add-user-upi-details', { upi_type: '2', google_pay_no: '9876543210' });
      const answer = await post('api-user-withdraw-fund-request', {
        request_amount: strict ? 500 : 100,
        payment_method: 2,
      });
      expectShape(answer, REAL.withdrawSubmitted);
      expect(answer).toMatchObject({ msg: REAL.withdrawSubmitted.msg });
      expect((await post('api-user-wallet-balance')).hold_amt).toBe(strict ? '500' : '100');
      expect(
        (await post('api-wallet-transaction-history')).transaction_history as unknown[],
      ).toHaveLength(1);
      const history = await post('api-user-withdraw-transaction-history', {
        mobile_no: player.mobile,
      });
      expectShape(history, REAL.withdrawHistory);
      const id = (answer as unknown as { fund_request_id: number }).fund_request_id;
      expect(
        (history.withdrawdata as { withdraw_request_id: string }[])[0]!.withdraw_request_id,
      ).toBe(String(id));
    });

    it(`${strict ? 'refuses' : 'takes'} a withdrawal under the minimum`, async () => {
      await post('api-add-user-upi-details', { upi_type: '2', google_pay_no: '9876543210' });
      const answer = await post('api-user-withdraw-fund-request', {
        request_amount: 100,
        payment_method: 2,
      });
      expect(answer.status).toBe(!strict);
    });

    it('withdraw_status is a number; fund_request_id numeric; no method saved is status false', async () => {
      expect((await post('api-get-dashboard-data')).withdraw_status).toBe(1);
      const deposit = await post('api-fund-request-add', { request_amount: 500 });
      expectShape(deposit, REAL.fundRequestAdded);
      expect(deposit.msg).toBe(REAL.fundRequestAdded.msg);
      expect(await post('api-user-payment-method-list', { mobile_no: player.mobile })).toEqual(
        REAL.paymentMethodsEmpty,
      );
    });
  });

  describe('6. login and account messages; unknown tokens', () => {
    it('answers the real messages, word for word', async () => {
      const m = REAL.accountMessages;
      const login = (mobile: string, password: string) =>
        call(app, 'api-user-login', { mobile, password });
      expect((await login(player.mobile, 'wrong')).msg).toBe(m.invalidLogin);
      expect((await login('9000000999', 'x')).msg).toBe(m.mobileNotFound);
      expect((await call(app, 'api-check-mobile', { mobile: player.mobile })).msg).toBe(
        m.mobileRegistered,
      );
      expect((await call(app, 'api-check-mobile', { mobile: '9000000998' })).msg).toBe(
        m.mobileNotRegistered,
      );
      const change = (old_pass: string) =>
        post('api-change-password', { old_pass, new_pass: 'secret2' });
      expect((await change('nope')).msg).toBe(m.oldPasswordWrong);
      expect((await change('secret1')).msg).toBe(m.passwordChanged);
      await call(app, 'api-forget-check-mobile', { mobile: player.mobile });
      expect(
        (await call(app, 'api-forgot-password', { mobile: player.mobile, new_pass: 'secret3' }))
          .msg,
      ).toBe(m.passwordReset);
      world.db.prepare('UPDATE users SET blocked = 1 WHERE id = ?').run(player.id);
      expect((await login(player.mobile, 'secret3')).msg).toBe(m.blocked);
    });

    it(`${strict ? 'refuses' : 'answers'} a token no player holds`, async () => {
      const nobody = { ...player, token: 'Z'.repeat(30) };
      const dashboard = await post('api-get-dashboard-data', {}, nobody);
      const balance = await post('api-user-wallet-balance', {}, nobody);
      if (strict) {
        expect(dashboard).toEqual({ status: false, msg: ACCESS_MESSAGES.invalidToken });
        expect(balance).toEqual({ status: false, msg: ACCESS_MESSAGES.invalidToken });
        return;
      }
      expect(dashboard).toMatchObject({ status: true, wallet_amt: '', user_name: '', mobile: '' });
      expectShape(balance, REAL.walletBalanceUnknownToken);
      const bid = single();
      bid.body.new_result.unique_token = nobody.token;
      expect((await submit(bid)).msg).toBe(REAL.bidMessages.insufficient);
    });
  });

  describe('7. after-midnight markets and the result day', () => {
    it("close_time_srt is today's date at the close time; rows sorted by open time", async () => {
      const dashboard = await post('api-get-dashboard-data');
      expectShape({ ...dashboard, result: [rowNamed(dashboard, 'MAIN BAZAR')] }, REAL.dashboard);
      expect(rowNamed(dashboard, 'MAIN BAZAR')).toMatchObject({
        msg_status: 2,
        msg: 'Market Closed',
        close_time_srt: at(5) / 1000,
      });
      const names = (dashboard.result as { game_name: string }[]).map((r) => r.game_name);
      expect(names).toEqual(['KALYAN', 'MAIN BAZAR']);
    });

    it("before 08:00 the dashboard shows the previous day's results", async () => {
      world.clock.set(at(16 * 60));
      await declare({ game_id: ids.KALYAN, session: 'open', pana: '140' });
      world.clock.set(at(7 * 60 + 59, '2024-07-02'));
      expect(rowNamed(await post('api-get-dashboard-data'), 'KALYAN')).toMatchObject({
        open_result: '140-5',
      });
      world.clock.set(at(8 * 60, '2024-07-02'));
      expect(rowNamed(await post('api-get-dashboard-data'), 'KALYAN')).toMatchObject({
        open_result: '',
      });
    });
  });

  describe("8. the sibling deployment's path aliases", () => {
    it('api-galidisswar-* answer as api-galidisawar-*', async () => {
      const gali = submission('gali-left-digit', [{ digits: '4', points: '10', session: 'Open' }]);
      const answer = await call(app, 'api-galidisswar-submit-bid', gali.body);
      expect(answer).toEqual({ status: true, msg: REAL.bidMessages.success });
      const range = { bid_from: '', bid_to: '' };
      expect(await post('api-galidisswar-bid-history-data', range)).toEqual(
        await post('api-galidisawar-bid-history-data', range),
      );
      expect(await call(app, 'api-galidisswar-game', {})).toEqual(
        await call(app, 'api-galidisawar-game', {}),
      );
    });
  });
});
