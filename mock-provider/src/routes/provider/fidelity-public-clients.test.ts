/**
 * The differences that public clients of the real provider found when run against the simulator
 * (issue 31), pinned against real-answers.fixture.ts: how answers travel, what a body that is not
 * JSON gets, null UPI numbers, a withdraw request without a method, the Gali win history's keys
 * and the words of a bid refused for a published result. Every test runs in both profiles.
 */
import { MSG } from '@panna/shared';
import { describe, expect } from 'vitest';
import { PROFILES, type Profile } from '../../contract/profiles';
import { WITHDRAW_REFUSALS } from '../../domain/player/withdrawals';
import { digest, ENVELOPE, onTestDay } from '../../testing';
import { REAL } from './real-answers.fixture';
import { expectShape, fidelityTest as it } from './fidelity.fixture';

describe.each(PROFILES)('what public clients found (%s profile)', (profile: Profile) => {
  const strict = profile === 'strict';
  it.override('appOptions', { profile });

  // Real HTTP for the fast lane: more than the default 5 s on a loaded machine.
  describe('transport', { timeout: 20_000 }, () => {
    it('answers text/html, as the real server, on the routes and on the fast lane', async ({
      app,
      player,
    }) => {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as { port: number };
      const answerOf = async (path: string, body: object) => {
        const response = await fetch(`http://127.0.0.1:${port}/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...ENVELOPE, unique_token: player.token, ...body }),
        });
        return { type: response.headers.get('content-type'), answer: await response.json() };
      };
      // The dashboard is the fast lane's; the balance is Fastify's.
      for (const path of ['api-get-dashboard-data', 'api-user-wallet-balance']) {
        const { type, answer } = await answerOf(path, {});
        expect(type, path).toBe(REAL.transport.contentType);
        expect(answer, path).toMatchObject({ status: true });
      }
      // A refusal travels the same way.
      const refused = await answerOf('api-user-wallet-balance', { app_key: 'wrong' });
      expect(refused).toEqual({
        type: REAL.transport.contentType,
        answer: { status: false, msg: MSG.UNAUTHORIZED },
      });
    });

    it(`answers a body that is not JSON ${strict ? 'with HTTP 400, in plain words' : 'as the real server: "UnAuthorized request"'}`, async ({
      app,
      world,
    }) => {
      const before = digest(app);
      for (const payload of ['{"app_key": "panna-dev-key-local",', 'mobile=9876543210', '']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api-user-login',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, payload).toBe(strict ? 400 : 200);
        expect(response.json(), payload).toEqual(
          strict ? { status: false, msg: MSG.INVALID_JSON } : REAL.transport.malformedBody,
        );
        expect(response.headers['content-type']).toBe(REAL.transport.contentType);
      }
      expect(digest(app)).toBe(before);
      expect(world.isOpen).toBe(true);
    });
  });

  describe('money', () => {
    it('api-add-user-upi-details takes null for the numbers not added and saves the one named', async ({
      post,
    }) => {
      const answer = await post('api-add-user-upi-details', {
        upi_type: '2',
        paytm_no: null,
        google_pay_no: '9876543210',
        phon_pay_no: null,
      });
      expect(answer).toEqual(REAL.upiSaved);
      // (With the fields the Android clients add: the holder's name and when the row was made.)
      expect((await post('api-get-user-payment-details')).payment_details).toMatchObject([
        { google_pay_number: '9876543210', paytm_number: '', phone_pay_number: '' },
      ]);
    });

    it(`${strict ? 'refuses' : 'takes'} a withdraw request whose payment_method is "" or missing`, async ({
      app,
      post,
      balance,
    }) => {
      const before = digest(app);
      const amount = strict ? 500 : 100;
      const blank = await post('api-user-withdraw-fund-request', {
        request_amount: amount,
        payment_method: '',
      });
      const missing = await post('api-user-withdraw-fund-request', { request_amount: amount });
      if (strict) {
        for (const answer of [blank, missing])
          expect(answer).toEqual({ status: false, msg: WITHDRAW_REFUSALS.noMethod });
        expect(digest(app)).toBe(before);
        return;
      }
      for (const answer of [blank, missing]) {
        expectShape(answer, REAL.withdrawSubmitted);
        expect(answer.msg).toBe(REAL.withdrawSubmitted.msg);
      }
      // Only the window and the balance were checked; each request is held as any other.
      expect(balance()).toBe(500 - 2 * amount);
      expect((await post('api-user-wallet-balance')).hold_amt).toBe(String(2 * amount));
      const history = await post('api-user-withdraw-transaction-history');
      const [recordedRow] = REAL.withdrawHistory.withdrawdata;
      expectShape(history, {
        ...REAL.withdrawHistory,
        withdrawdata: [{ ...recordedRow, ...REAL.withdrawRowWithoutMethod }],
      });
      expect(history.withdrawdata).toEqual([
        expect.objectContaining(REAL.withdrawRowWithoutMethod),
        expect.objectContaining(REAL.withdrawRowWithoutMethod),
      ]);
    });

    it('still refuses a withdraw request over the balance, without a method', async ({ post }) => {
      expect(await post('api-user-withdraw-fund-request', { request_amount: 600 })).toEqual({
        status: false,
        msg: MSG.WITHDRAW_OVER_BALANCE,
      });
    });
  });

  describe('histories', () => {
    it('answers the Gali wins under win_data and bid_data, the rows in the real shape', async ({
      world,
      ids,
      post,
      submission,
      submit,
      declare,
    }) => {
      expect(
        await post('api-galidisawar-wining-history-data', { date_from: '', date_to: '' }),
      ).toEqual(REAL.galiWinHistoryEmpty);
      await submit(submission('gali-left-digit', [{ digits: '4', points: '10', session: 'Open' }]));
      world.clock.set(onTestDay(15, 5));
      await declare({ game_id: ids.GALI, jodi: '47' });
      const wins = await post('api-galidisawar-wining-history-data', {
        date_from: '7/1/2024',
        date_to: '7/1/2024',
      });
      expectShape(wins, { ...REAL.winHistory, bid_data: REAL.winHistory.win_data });
      expect(wins.bid_data).toEqual(wins.win_data);
      expect(wins.win_data).toMatchObject([{ amount: '95', amount_status: '13' }]);
    });
  });

  describe('bids on a published result', () => {
    it("are refused with the real server's closing message for the row's session", async ({
      ids,
      submission,
      submit,
      declare,
      balance,
    }) => {
      const refusal = async (...args: Parameters<typeof submission>) =>
        (await submit(submission(...args))).msg;
      // Declared early (10:00, before the cut-offs): the clock alone would take these bids.
      await declare({ game_id: ids.KALYAN, session: 'open', pana: '140', early: true });
      expect(await refusal('single-digit', [{ digits: '5', points: '10', session: 'Open' }])).toBe(
        REAL.bidMessages.openSessionClosed,
      );
      expect(await refusal('jodi-digit', [{ digits: '54', points: '10', session: 'Close' }])).toBe(
        REAL.bidMessages.bettingClosed,
      );
      // The close session still takes bids until its result is declared.
      const close = () =>
        refusal('single-digit', [{ digits: '4', points: '10', session: 'Close' }]);
      expect(await close()).toBe(REAL.bidMessages.success);
      await declare({ game_id: ids.KALYAN, session: 'close', pana: '590', early: true });
      expect(await close()).toBe(REAL.bidMessages.closeSessionClosed);
      await declare({ game_id: ids.STAR, pana: '128', early: true });
      expect(
        await refusal('star-single-digit', [{ digits: '1', points: '10', session: 'Open' }]),
      ).toBe(REAL.bidMessages.bettingClosed);
      await declare({ game_id: ids.GALI, jodi: '47', early: true });
      expect(
        await refusal('gali-left-digit', [{ digits: '4', points: '10', session: 'Open' }]),
      ).toBe(REAL.bidMessages.bettingClosed);
      // Only the close bid was taken, and the close pana 590 (ank 4) paid it.
      expect(balance()).toBe(500 - 10 + 95);
    });
  });
});
