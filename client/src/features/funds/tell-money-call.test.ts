/**
 * What the transfer and withdraw screens tell the player of their money call, a lost answer
 * included: one helper for both (tell-money-call.ts).
 */
import { WITHDRAW_MESSAGES } from '@panna/shared/validation';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastAccount } from '../../components/toast';
import { journal, settleLanded } from '../../test/provider-tools';
import { DEMO, mondayAt, openSandbox } from '../../test/sandbox';
import { transferPoints } from './api/transfer-wallet-balance';
import { requestWithdraw } from './api/withdraw-fund-request';
import { LOST_ANSWER_MESSAGES } from './strings';
import { tellMoneyCall } from './tell-money-call';

afterEach(() => vi.useRealTimers());

/** A sandbox whose next call to `path` meets `fault` (drop_after: applied, then its answer cut). */
async function withFault(path: string, kind: 'drop' | 'drop_after') {
  const sandbox = await openSandbox(mondayAt(13));
  await sandbox.signIn();
  await sandbox.sim('POST', '/faults', { kind, path, times: 1 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return sandbox;
}

describe('a lost answer', () => {
  it('of a transfer that was made reads as made, says so, and is sent once', async () => {
    const path = 'api-user-transfer-wallet-balance';
    const sandbox = await withFault(path, 'drop_after');
    const info = vi.spyOn(toastAccount, 'info');
    const success = vi.spyOn(toastAccount, 'success');
    const told = await settleLanded(
      sandbox,
      path,
      tellMoneyCall(
        (options) =>
          transferPoints(new QueryClient(), { mobile: DEMO.viewer.mobile, points: 200 }, options),
        LOST_ANSWER_MESSAGES.transferMade,
      ),
    );
    expect(told).toEqual({ made: true });
    expect(info).toHaveBeenCalledWith(LOST_ANSWER_MESSAGES.checking);
    expect(success).toHaveBeenCalledWith(LOST_ANSWER_MESSAGES.transferMade);
    expect(await journal(sandbox, path)).toMatchObject([{ answer_lost: true }]);
  });

  it('of a withdraw that never arrived says it failed, tells no success, and sends it once', async () => {
    const path = 'api-user-withdraw-fund-request';
    const sandbox = await withFault(path, 'drop');
    const success = vi.spyOn(toastAccount, 'success');
    const told = await settleLanded(
      sandbox,
      path,
      tellMoneyCall(
        (options) => requestWithdraw(new QueryClient(), { amount: 500, method: 2 }, options),
        LOST_ANSWER_MESSAGES.withdrawMade,
      ),
    );
    expect(told).toEqual({ made: false, message: WITHDRAW_MESSAGES.failed, unknown: false });
    expect(success).not.toHaveBeenCalled();
    expect(await journal(sandbox, path)).toHaveLength(1);
  });

  it('that could not be checked says to look first, and is marked as maybe made', async () => {
    const told = await tellMoneyCall(async () => ({ kind: 'unknown' }), 'made');
    expect(told).toEqual({ made: false, message: LOST_ANSWER_MESSAGES.unknown, unknown: true });
  });
});

describe('an answered call', () => {
  it("refused: the provider's msg, else the default failure", async () => {
    const refused = (message: string) => async () => ({ kind: 'refused' as const, message });
    expect(await tellMoneyCall(refused('Insufficient balance'), 'made')).toEqual({
      made: false,
      message: 'Insufficient balance',
      unknown: false,
    });
    expect(await tellMoneyCall(refused(''), 'made')).toMatchObject({
      message: WITHDRAW_MESSAGES.failed,
    });
  });

  it("done: the provider's msg; sent twice by the browser, the warning after it", async () => {
    const success = vi.spyOn(toastAccount, 'success');
    const error = vi.spyOn(toastAccount, 'error');
    const told = await tellMoneyCall(async ({ onRepeated }) => {
      onRepeated?.(); // the check ends before the success is told
      return { kind: 'done', answer: { msg: 'Transfer done' } };
    }, 'made');
    expect(told).toEqual({ made: true });
    expect(success).toHaveBeenCalledWith('Transfer done');
    expect(error).toHaveBeenCalledWith(LOST_ANSWER_MESSAGES.repeated);
    expect(error.mock.invocationCallOrder[0]).toBeGreaterThan(
      success.mock.invocationCallOrder[0] ?? Infinity,
    );
  });
});
