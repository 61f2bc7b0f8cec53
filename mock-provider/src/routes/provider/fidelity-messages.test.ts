/**
 * Each difference issue 15 removed between the simulator and the real provider, pinned against
 * the recorded real answers of real-answers.fixture.ts: shapes (every key, every value's type and
 * format) and messages word for word. Every test runs in both profiles: the answers are the real
 * ones in both, and where the strict profile refuses more, the test says so.
 *
 * This file: login and account messages, unknown tokens (section 6).
 */
import { describe, expect } from 'vitest';
import { PROFILES, type Profile } from '../../contract/profiles';
import { ACCESS_MESSAGES } from '../../domain/users';
import { call, onTestDay } from '../../testing';
import { REAL } from './real-answers.fixture';
import { expectShape, fidelityTest as it, rowNamed } from './fidelity.fixture';

describe.each(PROFILES)('fidelity to the real provider (%s profile)', (profile: Profile) => {
  const strict = profile === 'strict';
  it.override('appOptions', { profile });

  describe('6. login and account messages; unknown tokens', () => {
    it('answers the real messages, word for word', async ({ app, world, player, post }) => {
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

    it(`${strict ? 'refuses' : 'answers'} a token no player holds`, async ({
      player,
      post,
      submit,
      single,
    }) => {
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
    it("close_time_srt is today's date at the close time; rows sorted by open time", async ({
      post,
    }) => {
      const dashboard = await post('api-get-dashboard-data');
      expectShape({ ...dashboard, result: [rowNamed(dashboard, 'MAIN BAZAR')] }, REAL.dashboard);
      expect(rowNamed(dashboard, 'MAIN BAZAR')).toMatchObject({
        msg_status: 2,
        msg: 'Market Closed',
        close_time_srt: onTestDay(0, 5) / 1000,
      });
      const names = (dashboard.result as { game_name: string }[]).map((r) => r.game_name);
      expect(names).toEqual(['KALYAN', 'MAIN BAZAR']);
    });

    it("before 08:00 the dashboard shows the previous day's results", async ({
      world,
      ids,
      post,
      declare,
    }) => {
      world.clock.set(onTestDay(16));
      await declare({ game_id: ids.KALYAN, session: 'open', pana: '140' });
      world.clock.set(onTestDay(7, 59, '2024-07-02'));
      expect(rowNamed(await post('api-get-dashboard-data'), 'KALYAN')).toMatchObject({
        open_result: '140-5',
      });
      world.clock.set(onTestDay(8, 0, '2024-07-02'));
      expect(rowNamed(await post('api-get-dashboard-data'), 'KALYAN')).toMatchObject({
        open_result: '',
      });
    });
  });

  describe("8. the sibling deployment's path aliases", () => {
    it('api-galidisswar-* answer as api-galidisawar-*', async ({ app, post, submission }) => {
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
