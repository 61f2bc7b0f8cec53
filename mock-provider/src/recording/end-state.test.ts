/**
 * A recording ends with each player's end (balance, bids, ledger rows, requests); a replay started
 * at another day and hour (`at`) ends with "end state matched", and one into a world changed by
 * hand names what differs.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createControlClient } from '../control-client';
import { injectFetch } from '../inject-fetch';
import { parseScenario, runScenario } from '../scenarios';
import { ENVELOPE } from '../testing';

type App = Awaited<ReturnType<typeof buildApp>>;

const RECORDED_AT = Date.parse('2025-03-03T10:00:00+05:30');

const simOf = (app: App, sandbox: string) =>
  createControlClient({ baseUrl: `http://localhost/s/${sandbox}`, fetch: injectFetch(app) });

/** A small day: a market, two players, bids, a result, a withdrawal approved, a deposit rejected. */
async function recordDay(app: App): Promise<string> {
  const sim = simOf(app, 'day');
  await sim.call('POST /clock', { set: '2025-03-03T11:00:00+05:30', freeze: true });
  await sim.call('POST /recording', { action: 'start' });
  const { market } = await sim.call('POST /markets', {
    kind: 'main',
    name: 'QA MAIN',
    open_time: '01:00 PM',
    close_time: '02:00 PM',
  });
  await sim.call('POST /players', { mobile: '9000000701', name: 'Asha', wallet: 1000 });
  await sim.call('POST /players', { mobile: '9000000702', name: 'Ravi', wallet: 500 });
  for (const [mobile, digits, points] of [
    ['9000000701', '5', 100],
    ['9000000702', '6', 50],
  ] as const)
    await sim.call('POST /players/:mobile/bids', {
      mobile,
      game_id: market.id,
      type: 'single-digit',
      digits,
      points,
    });
  await sim.call('PATCH /settings', { withdrawOpenTime: '09:00 AM' });
  await sim.call('POST /players/:mobile/withdrawals', { mobile: '9000000702', amount: 200 });
  await sim.call('POST /players/:mobile/deposits', { mobile: '9000000701', amount: 300 });
  const [withdrawal] = (await sim.call('GET /withdrawals', { status: 'pending' })).withdrawals;
  const [deposit] = (await sim.call('GET /deposits', { status: 'pending' })).deposits;
  await sim.call('POST /withdrawals/:id/approve', { id: String(withdrawal!.id) });
  await sim.call('POST /deposits/:id/reject', { id: String(deposit!.id) });
  // The open result at 02:59:59 PM: a second before three, as the file shows it.
  await sim.call('POST /clock', { set: '2025-03-03T14:59:59+05:30' });
  await sim.call('POST /results', { game_id: market.id, session: 'open', pana: '500' });
  return (await sim.call('POST /recording', { action: 'stop' })).scenario!;
}

describe('a recording with its end state', { timeout: 120_000 }, () => {
  it('replays at another day and hour with "end state matched", and names what a changed world differs by', async () => {
    const recorded = await buildApp({ dbPath: ':memory:', startAt: RECORDED_AT });
    let yaml: string;
    try {
      yaml = await recordDay(recorded);
    } finally {
      await recorded.close();
    }
    const { end } = parseScenario(yaml);
    expect(end?.players.p9000000701).toEqual({
      balance: 1850,
      bids: [
        {
          market: 'qa-main',
          session: 'Open',
          type: 'Single Digit',
          digits: '5',
          points: 100,
          status: 'won',
          win: 950,
        },
      ],
      ledger: [
        { kind: 'deposit', credit: 1000, balance: 1000 },
        { kind: 'bid', debit: 100, balance: 900 },
        { kind: 'main-win', credit: 950, balance: 1850 },
      ],
      withdrawals: [],
      deposits: [{ amount: 300, status: 'rejected' }],
    });
    expect(end?.players.p9000000702).toMatchObject({
      balance: 250,
      bids: [{ digits: '6', status: 'lost' }],
      withdrawals: [{ amount: 200, status: 'approved' }],
    });
    expect(yaml).toContain('- clock: { set: "2025-03-03T14:59:59.000+05:30", freeze: true }');

    const replaying = await buildApp({ dbPath: ':memory:', startAt: Date.now() });
    try {
      const fetch = injectFetch(replaying);
      const lines: string[] = [];
      const run = (sandbox: string, at?: number) =>
        runScenario(parseScenario(yaml), {
          base: 'http://localhost',
          appKey: ENVELOPE.app_key,
          fetch,
          sandbox,
          ...(at !== undefined && { at }),
          log: (line) => lines.push(line),
        });

      // Six days later, at 10:10 PM: the day runs on the 9th, its cut-offs where they fell.
      const later = await run('later', Date.parse('2025-03-09T22:10:00+05:30'));
      expect(later.results.find((r) => !r.ok)).toBeUndefined();
      expect(later).toMatchObject({ ok: true, end: { matched: true, differences: [] } });
      expect(lines).toContain('✓ end state matched (2 players)');
      expect(lines.join('\n')).toContain('now Sun 2025-03-09 02:59:59 PM IST');
      const ledger = (
        await simOf(replaying, 'later').call('GET /players/:mobile', {
          mobile: '9000000701',
        })
      ).transactions;
      expect(ledger[0]!.created_at).toBe('2025-03-09T09:29:59.000Z');

      // A fortnight earlier at 4 AM, across a month's end.
      const earlier = await run('earlier', Date.parse('2025-02-17T04:00:00+05:30'));
      expect(earlier.end).toEqual({ matched: true, differences: [] });

      // A world changed by hand: Asha registered there already, with 400 of her own.
      const changed = simOf(replaying, 'changed');
      await changed.call('POST /players', { mobile: '9000000701', name: 'Asha', wallet: 400 });
      lines.length = 0;
      const differs = await run('changed');
      expect(differs.ok).toBe(false);
      expect(differs.end?.matched).toBe(false);
      expect(differs.end?.differences).toContainEqual({
        player: 'p9000000701',
        what: 'balance',
        expected: '1850',
        found: expect.not.stringMatching(/^1850$/),
      });
      expect(lines).toContain(`✗ end state: ${differs.end!.differences.length} differences`);
    } finally {
      await replaying.close();
    }
  });
});
