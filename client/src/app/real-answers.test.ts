/**
 * The client's readers against the provider's real answers (issue 15), in both simulator profiles:
 * the Starline and Gali lists come without status, a Gali result is the jodi in open_result, an
 * empty history is `status: false` with the empty list (the spec's empty state, not an error), and
 * a wrong old password reads as the spec words it.
 */
import { formatGaliResult } from '@panna/shared/results';
import { CHANGE_PASSWORD_MESSAGES } from '@panna/shared/validation';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { paymentMethodsQuery } from '../features/funds/api/payment-method-list';
import { bidHistoryQuery } from '../features/history/api/bid-history';
import { galiBidHistoryQuery } from '../features/history/api/gali-bid-history';
import { galiWinHistoryQuery } from '../features/history/api/gali-win-history';
import { starlineWinHistoryQuery } from '../features/history/api/starline-win-history';
import { walletTransactionsQuery } from '../features/history/api/wallet-transaction-history';
import { winHistoryQuery } from '../features/history/api/win-history';
import { withdrawHistoryQuery } from '../features/history/api/withdraw-transaction-history';
import { changePassword } from '../features/profile/api/change-password';
import { galiGamesQuery, starlineGamesQuery } from '../lib/api/market-lists';
import { mondayAt, openSandbox } from '../test/sandbox';

/** A fresh query cache per read, as a first screen load has. */
const queries = () => new QueryClient();

describe.each(['real', 'strict'] as const)('reading the real answers (%s profile)', (profile) => {
  async function signedIn(at = mondayAt(16)) {
    const sandbox = await openSandbox(at);
    await sandbox.sim('PATCH', '/settings', { profile });
    return { sandbox, session: await sandbox.signIn() };
  }

  it('reads the Starline and Gali lists, and a Gali result is the jodi in open_result', async () => {
    // 16:00: Delhi Bazar's result (03:00 PM) is out, as the seed declares it.
    const { session } = await signedIn();
    const gali = await queries().query(galiGamesQuery(session.token));
    const row = gali.result.find((m) => m.game_name === 'DELHI BAZAR')!;
    expect(row.open_result).toMatch(/^\d{2}$/);
    expect(row.close_result).toBe('');
    expect(formatGaliResult(row.open_result, row.close_result)).toBe(row.open_result);
    const starline = await queries().query(starlineGamesQuery(session.token));
    expect(starline.result.length).toBeGreaterThan(0);
  });

  it('reads an empty history as an empty list, not a failure', async () => {
    // A day before the seeded past: nothing was placed or won.
    const { session } = await signedIn();
    const range = { from: '2024-01-01', to: '2024-01-01' };
    const { token, mobile } = session;
    expect(await queries().query(bidHistoryQuery(token, range))).toEqual([]);
    expect(await queries().query(winHistoryQuery(token, range))).toEqual([]);
    expect(await queries().query(starlineWinHistoryQuery(token, range))).toEqual([]);
    expect(await queries().query(galiBidHistoryQuery(token, range))).toEqual([]);
    expect(await queries().query(galiWinHistoryQuery(token, range))).toEqual([]);
    // The screen reads the list (the query's select); the cache keeps the answer as it came.
    const client = queries();
    const withdrawals = withdrawHistoryQuery(token, mobile);
    expect(await client.query(withdrawals)).toEqual([]);
    expect(client.getQueryData(withdrawals.queryKey)).toMatchObject({
      status: false,
      withdrawdata: [],
    });
    expect(await queries().query(paymentMethodsQuery(token, mobile))).toMatchObject({
      status: false,
      result: [],
    });
  });

  it('reads an empty passbook as an empty list', async () => {
    const sandbox = await openSandbox(mondayAt(16));
    await sandbox.sim('PATCH', '/settings', { profile });
    // The viewer has never had money.
    const viewer = await sandbox.signIn('viewer');
    const client = queries();
    const passbook = walletTransactionsQuery(viewer.token);
    expect(await client.query(passbook)).toEqual([]);
    expect(client.getQueryData(passbook.queryKey)).toMatchObject({
      status: false,
      transaction_history: [],
    });
  });

  it("shows the spec's 'Old password is incorrect' for the server's refusal", async () => {
    await signedIn();
    await expect(
      changePassword({ oldPassword: 'not-it', newPassword: 'whatever1' }),
    ).rejects.toMatchObject({ serverMessage: CHANGE_PASSWORD_MESSAGES.currentIncorrect });
  });
});
