/**
 * Each difference issue 15 removed between the simulator and the real provider, pinned against
 * the recorded real answers of real-answers.fixture.ts: shapes (every key, every value's type and
 * format) and messages word for word. Every test runs in both profiles: the answers are the real
 * ones in both, and where the strict profile refuses more, the test says so.
 *
 * This file: histories and money (sections 4 and 5).
 */
import { describe, expect } from 'vitest';
import { PROFILES, type Profile } from '../../contract/profiles';
import { addPlayer, TEST_DAY, onTestDay } from '../../testing';
import { REAL } from './real-answers.fixture';
import { expectShape, fidelityTest as it } from './fidelity.fixture';

describe.each(PROFILES)('fidelity to the real provider (%s profile)', (profile: Profile) => {
  const strict = profile === 'strict';
  it.override('appOptions', { profile });

  describe('4. histories', () => {
    it('answer the real rows and the real empty answers', async ({
      world,
      ids,
      post,
      declare,
      submit,
      single,
    }) => {
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
      world.clock.set(onTestDay(15, 50));
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
      ).toEqual(REAL.galiWinHistoryEmpty);
    });

    it(`${strict ? 'refuses' : 'reads leniently'} a date that is not M/D/YYYY; empty dates are today`, async ({
      post,
      submit,
      single,
    }) => {
      await submit(single());
      expect(
        (await post('api-bid-history-data', { bid_from: '', bid_to: '' })).bid_data,
      ).toHaveLength(1);
      const iso = await post('api-bid-history-data', { bid_from: '2024-07-01', bid_to: TEST_DAY });
      expect(iso.status).toBe(!strict);
    });
  });

  describe('5. money', () => {
    it('a withdraw request: numeric fund_request_id, held, no passbook row until approval', async ({
      player,
      post,
    }) => {
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

    it(`${strict ? 'refuses' : 'takes'} a withdrawal under the minimum`, async ({ post }) => {
      await post('api-add-user-upi-details', { upi_type: '2', google_pay_no: '9876543210' });
      const answer = await post('api-user-withdraw-fund-request', {
        request_amount: 100,
        payment_method: 2,
      });
      expect(answer.status).toBe(!strict);
    });

    it('withdraw_status is a number; fund_request_id numeric; no method saved is status false', async ({
      player,
      post,
    }) => {
      expect((await post('api-get-dashboard-data')).withdraw_status).toBe(1);
      const deposit = await post('api-fund-request-add', { request_amount: 500 });
      expectShape(deposit, REAL.fundRequestAdded);
      expect(deposit.msg).toBe(REAL.fundRequestAdded.msg);
      expect(await post('api-user-payment-method-list', { mobile_no: player.mobile })).toEqual(
        REAL.paymentMethodsEmpty,
      );
    });
  });
});
