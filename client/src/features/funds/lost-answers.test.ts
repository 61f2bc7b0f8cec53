/**
 * The funds' money calls when their answer is lost: each is sent once, and what it did is read
 * from the provider (withdraw history, passbook, deposit requests, saved numbers).
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeCredentials } from '../../lib/storage';
import { journal, settleLanded } from '../../test/provider-tools';
import { DEMO, mondayAt, openSandbox } from '../../test/sandbox';
import { addUpiDetails } from './api/add-user-upi-details';
import { addFundRequest } from './api/fund-request-add';
import { transferPoints } from './api/transfer-wallet-balance';
import { requestWithdraw } from './api/withdraw-fund-request';

/** Each money call of the funds screens, sent as its screen sends it. */
const CALLS: Record<
  string,
  { path: string; send: (client: QueryClient) => Promise<{ kind: string }> }
> = {
  withdraw: {
    path: 'api-user-withdraw-fund-request',
    send: (client: QueryClient) => requestWithdraw(client, { amount: 500, method: 2 }),
  },
  transfer: {
    path: 'api-user-transfer-wallet-balance',
    send: (client: QueryClient) =>
      transferPoints(client, { mobile: DEMO.viewer.mobile, points: 200 }),
  },
  deposit: {
    path: 'api-fund-request-add',
    // The player signed in, as the screen reads them when the UPI app opens.
    send: () => addFundRequest(completeCredentials()!, 700),
  },
  'UPI number': {
    path: 'api-add-user-upi-details',
    send: (client: QueryClient) => addUpiDetails(client, { option: 'paytm', number: '9123456780' }),
  },
};

afterEach(() => vi.useRealTimers());

describe.each(Object.entries(CALLS))('%s', (_name, { path, send }) => {
  it('applied, its answer cut: found done, sent once', async () => {
    const sandbox = await openSandbox(mondayAt(13));
    await sandbox.signIn();
    await sandbox.sim('POST', '/faults', { kind: 'drop_after', path, times: 1 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect((await settleLanded(sandbox, path, send(new QueryClient()))).kind).toBe('found');
    expect(await journal(sandbox, path)).toMatchObject([{ answer_lost: true }]);
  });

  it('not applied: not done, sent once', async () => {
    const sandbox = await openSandbox(mondayAt(13));
    await sandbox.signIn();
    await sandbox.sim('POST', '/faults', { kind: 'drop', path, times: 1 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect((await settleLanded(sandbox, path, send(new QueryClient()))).kind).toBe('not-done');
    expect(await journal(sandbox, path)).toHaveLength(1);
  });
});
