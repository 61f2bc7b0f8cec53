/**
 * A day recorded in one world, from every source (a player's provider calls, the control plane,
 * auto-results), replays in a fresh world made on another day at another hour and ends with the
 * same balances, bids, ledger rows, results and owed amounts.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createControlClient } from '../control-client';
import { injectFetch } from '../inject-fetch';
import { ledgerIds, marketIds, marketNamesOf, playersOf, worldState } from '../scenarios';
import { ENVELOPE } from '../testing';

type App = Awaited<ReturnType<typeof buildApp>>;

const RECORDED_AT = Date.parse('2025-03-03T16:20:00+05:30');
/** Replays in worlds made six days later at 10 PM, and a fortnight earlier at 4 AM. */
const REPLAYED_AT = [
  Date.parse('2025-03-09T22:10:00+05:30'),
  Date.parse('2025-02-17T04:00:00+05:30'),
];

/** A world of an app: its control client and the provider calls a player's app makes. */
function worldOf(app: App, sandbox: string) {
  const sim = createControlClient({
    baseUrl: `http://localhost/s/${sandbox}`,
    fetch: injectFetch(app),
  });
  const provider = async (path: string, body: Record<string, unknown>) =>
    (
      await app.inject({
        method: 'POST',
        url: `/s/${sandbox}/${path}`,
        payload: { ...ENVELOPE, ...body },
      })
    ).json() as { status: unknown; msg: string; unique_token?: string };
  return { sim, provider };
}

describe('a recording', { timeout: 120_000 }, () => {
  it('replays a day recorded from every source in a fresh world made on another day, at another hour', async () => {
    const recorded = await buildApp({ dbPath: ':memory:', startAt: RECORDED_AT });
    try {
      const { sim, provider } = worldOf(recorded, 'day');
      // The clock set back to 11:00: the seeded results of the afternoon stay (KALYAN's open).
      await sim.call('POST /clock', { set: '2025-03-03T11:00:00+05:30', freeze: true });
      const before = await sim.call('GET /markets');
      const kalyan = before.markets.find((m) => m.name === 'KALYAN')!;
      const demoMain = before.markets.find((m) => m.name === 'DEMO MAIN')!;
      // Before the recording: a pending bid and a pending withdrawal it will settle and decide.
      await sim.call('POST /players/:mobile/bids', {
        mobile: '9876543210',
        game_id: demoMain.id,
        type: 'single-digit',
        digits: '3',
        points: 200,
      });
      await sim.call('PATCH /settings', { minWithdrawal: 100, withdrawOpenTime: '09:00 AM' });
      await sim.call('POST /players/:mobile/withdrawals', { mobile: '9876543210', amount: 300 });
      const pendingWithdrawal = (await sim.call('GET /withdrawals', { status: 'pending' }))
        .withdrawals[0]!;
      const start = Date.parse((await sim.call('GET /clock')).now);

      await sim.call('POST /recording', { action: 'start' });
      expect(await sim.call('GET /recording')).toMatchObject({ recording: true, steps: 0 });

      // A player signs up and plays through the provider, as the app does.
      await provider('api-check-mobile', { mobile: '9000000601' });
      const { otps } = await sim.call('GET /otps', { mobile: '9000000601' });
      const signedUp = await provider('api-user-registration', {
        name: 'meera',
        email: 'email',
        password: 'her-own-secret',
        mobile: '9000000601',
        security_pin: String(otps[0]!.otp),
        device_id: null,
      });
      const token = signedUp.unique_token!;
      await sim.call('POST /players/:mobile/credit', { mobile: '9000000601', amount: 2000 });
      expect(
        await provider('api-submit-bid', {
          unique_token: token,
          game_id: String(kalyan.id),
          new_result: {
            unique_token: token,
            Gamename: 'KALYAN',
            totalbit: 150,
            gameid: String(kalyan.id),
            pana: 'Single Digit',
            gametype: 'Close',
            bid_date: '3-March-2025',
            session: 'Close',
            result: [
              {
                digits: '4',
                closedigits: '',
                points: '100',
                session: 'Close',
                pana: 'Single Digit',
                closepana: '',
              },
              {
                digits: '7',
                closedigits: '',
                points: '50',
                session: 'Close',
                pana: 'Single Digit',
                closepana: '',
              },
            ],
          },
        }),
      ).toMatchObject({ status: true });
      // Open bids on KALYAN are refused: its open result is declared.
      await sim.call('POST /players/:mobile/bids', {
        mobile: '9000000601',
        game_id: kalyan.id,
        type: 'single-digit',
        digits: '1',
        points: 10,
        session: 'open',
      });
      await provider('api-profile-update', { unique_token: token, user_name: 'Meera K' });
      await provider('api-change-password', {
        unique_token: token,
        old_pass: 'her-own-secret',
        new_pass: 'another-secret',
      });
      await provider('api-user-transfer-wallet-balance', {
        unique_token: token,
        mobile_no: '9876543210',
        amount: '200',
        transfer_note: 'for tea',
      });
      await provider('api-fund-request-add', { unique_token: token, request_amount: '500' });

      // The control plane: a market, bids as players, random bids, results, money decisions.
      const { market: qa } = await sim.call('POST /markets', {
        kind: 'main',
        name: 'QA MAIN',
        open_time: '01:00 PM',
        close_time: '02:00 PM',
      });
      await sim.call('POST /players', { mobile: '9000000602', name: 'Ravi', wallet: 500 });
      await sim.call('POST /players/:mobile/bids', {
        mobile: '9000000602',
        game_id: qa.id,
        type: 'single-digit',
        digits: '5',
        points: 100,
      });
      await sim.call('POST /bids/random', { count: 6, seed: 11, game_ids: [qa.id, demoMain.id] });
      await sim.call('POST /faults', { kind: 'status_false', path: 'api-submit-bid', times: 1 });
      await sim.call('POST /players/:mobile/bids', {
        mobile: '9000000602',
        game_id: qa.id,
        type: 'single-digit',
        digits: '6',
        points: 10,
      });
      await sim.call('POST /clock', { advance: 2 * 3600_000 + 5 * 60_000 });
      await sim.call('POST /results', { game_id: qa.id, session: 'open', pana: '500' });
      await sim.call('POST /players/:mobile/debit', { mobile: '9000000602', amount: 700 });
      await sim.call('POST /results/revert', { game_id: qa.id, session: 'open' });
      await sim.call('POST /results', {
        game_id: demoMain.id,
        session: 'open',
        pana: '120',
        early: true,
      });
      await sim.call('POST /withdrawals/:id/reject', { id: pendingWithdrawal.id });
      const { deposits } = await sim.call('GET /deposits', { status: 'pending' });
      await sim.call('POST /deposits/:id/approve', { id: deposits[0]!.id, receipt: 'UTR 1234' });
      // Auto-results declare QA MAIN's close (its open reverted: refused) and KALYAN's close.
      await sim.call('POST /auto-results', { enabled: true, seed: 5 });
      await sim.call('POST /clock', { set: '2025-03-03T18:00:00+05:30' });
      await sim.call('GET /clock');

      const stopped = await sim.call('POST /recording', { action: 'stop' });
      expect(stopped).toMatchObject({ recording: false, scenario: expect.any(String) });
      const yaml = stopped.scenario!;
      // Nothing secret: the passwords in it are the replay's stand-ins.
      expect(yaml).not.toContain('her-own-secret');
      expect(yaml).not.toContain('another-secret');
      expect(yaml).toContain(
        '- player: { mobile: "9000000601", name: "meera", as: "p9000000601" }',
      );
      expect(yaml).toContain(
        '- expect: { bid: "refused", msg: "Sorry Open session for this Betting Is Closed" }',
      );

      const mobiles = playersOf(yaml);
      expect(mobiles).toEqual(expect.arrayContaining(['9876543210', '9000000601', '9000000602']));
      const named = marketNamesOf(yaml);
      const recordedMarkets = new Set(
        (await sim.call('GET /markets')).markets.filter((m) => named.has(m.name)).map((m) => m.id),
      );
      const original = await worldState(sim, { mobiles, markets: recordedMarkets, since: start });
      expect(original.owed).not.toEqual([]);

      // Replayed in fresh worlds of other apps, made on other days at other hours.
      for (const startAt of REPLAYED_AT) {
        const replaying = await buildApp({ dbPath: ':memory:', startAt });
        try {
          const replay = worldOf(replaying, 'replay');
          const seeded = await marketIds(replay.sim);
          const seededRows = await ledgerIds(replay.sim);
          const report = await replay.sim.call('POST /scenarios/run', { scenario: yaml });
          expect(
            report.steps.find((s) => !s.ok),
            yaml,
          ).toBeUndefined();
          const replayedMarkets = new Set(
            [...(await marketIds(replay.sim))].filter((id) => !seeded.has(id)),
          );
          expect(replayedMarkets.size).toBe(recordedMarkets.size);
          const again = await worldState(replay.sim, {
            mobiles,
            markets: replayedMarkets,
            since: start,
            had: seededRows,
          });
          expect(again.results).toEqual(original.results);
          expect(again.owed).toEqual(original.owed);
          for (const [i, player] of original.players.entries())
            expect(again.players[i]).toEqual(player);
        } finally {
          await replaying.close();
        }
      }
    } finally {
      await recorded.close();
    }
  });
});
