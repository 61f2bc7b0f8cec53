/**
 * A money call against the simulator with every kind of lost answer: sent once, never again,
 * and its outcome learnt from the provider (here a transfer, learnt from the passbook).
 */
import type { WalletTransaction } from '@panna/shared/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO, openSandbox, type Sandbox } from '../test/sandbox';
import { MONEY_GIVE_UP_MS, moneyCall, newRows, type Witness } from './money-call';
import { callProvider } from './provider-client';

const PATH = 'api-user-transfer-wallet-balance';

/** The passbook's rows, read as the app reads them. */
const passbook = async (token: string): Promise<WalletTransaction[]> =>
  (
    await callProvider(
      'api-wallet-transaction-history',
      { unique_token: token },
      { emptyList: 'transaction_history' },
    )
  ).transaction_history;

/** A transfer's witness: the passbook before, and the transfer-out rows it gained after. */
const transferWitness = (token: string): Witness<WalletTransaction[], WalletTransaction[]> => ({
  before: () => passbook(token),
  after: async (before) => {
    const rows = newRows(before, await passbook(token)).filter((r) => r.amount_status === '3');
    return rows.length > 0 ? rows : undefined;
  },
  times: (rows) => rows.length,
});

interface Setup {
  sandbox: Sandbox;
  token: string;
  transfer: () => ReturnType<
    typeof moneyCall<typeof PATH, WalletTransaction[], WalletTransaction[]>
  >;
  /** The transfer calls the simulator saw. */
  calls: () => Promise<{ status: number; answer_lost?: boolean }[]>;
  balance: () => Promise<number>;
}

async function setUp(): Promise<Setup> {
  const sandbox = await openSandbox();
  const { token } = await sandbox.signIn();
  return {
    sandbox,
    token,
    transfer: () =>
      moneyCall(
        PATH,
        { unique_token: token, amount: '100', mobile_no: DEMO.viewer.mobile, transfer_note: '' },
        transferWitness(token),
      ),
    calls: async () =>
      (await sandbox.sim<{ entries: { status: number }[] }>('GET', `/journal?path=${PATH}`))
        .entries,
    balance: async () =>
      (await sandbox.sim<{ player: { wallet: number } }>('GET', `/players/${DEMO.player.mobile}`))
        .player.wallet,
  };
}

/** Lets real time pass (HTTP to the simulator) without moving the faked clock. */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

/** Runs the app's clock (faked) on, a little at a time, until `outcome` settles. */
async function settle<T>(outcome: Promise<T>): Promise<T> {
  let settled = false;
  void outcome.finally(() => (settled = true));
  const deadline = performance.now() + 15_000;
  while (!settled && performance.now() < deadline) {
    await vi.advanceTimersByTimeAsync(100);
    await breathe();
  }
  return outcome;
}

/** Waits (in real time, the faked clock standing still) until `check` passes. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('never happened');
    await breathe();
  }
}

afterEach(() => vi.useRealTimers());

describe('a money call', () => {
  it('answered: done; refused: the provider message; either way sent once', async () => {
    const { sandbox, transfer, calls, balance } = await setUp();
    const start = await balance();
    expect(await transfer()).toMatchObject({ kind: 'done', answer: { status: true } });
    await sandbox.sim('POST', '/faults', {
      kind: 'status_false',
      path: PATH,
      msg: 'On hold',
      times: 1,
    });
    expect(await transfer()).toEqual({ kind: 'refused', message: 'On hold' });
    expect(await calls()).toHaveLength(2);
    expect(await balance()).toBe(start - 100);
  });

  it.for(['drop_after', 'cut_answer'])(
    '%s: applied, answer lost: found in the passbook, sent once',
    async (kind) => {
      const { sandbox, transfer, calls, balance } = await setUp();
      const start = await balance();
      await sandbox.sim('POST', '/faults', { kind, path: PATH, times: 1 });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const sent = transfer();
      // The app's clock stands still until the call has landed: on a loaded machine, running it
      // first would give up before the call had even reached the simulator.
      await until(async () => (await balance()) === start - 100);
      const outcome = await settle(sent);
      expect(outcome.kind).toBe('found');
      expect(outcome.kind === 'found' && outcome.found).toMatchObject([
        { amount_status: '3', amount: '100' },
      ]);
      expect(await calls()).toMatchObject([{ status: 0, answer_lost: true }]);
      expect(await balance()).toBe(start - 100);
    },
  );

  it('hang_after: gives up after MONEY_GIVE_UP_MS, then finds it done', async () => {
    const { sandbox, transfer, calls, balance } = await setUp();
    const start = await balance();
    await sandbox.sim('POST', '/faults', { kind: 'hang_after', path: PATH, times: 1 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = transfer();
    await until(async () => (await balance()) === start - 100);
    await vi.advanceTimersByTimeAsync(MONEY_GIVE_UP_MS - 1);
    expect(await calls()).toEqual([]); // still held: the call has not given up yet
    expect((await settle(outcome)).kind).toBe('found');
    await until(async () => (await calls()).length === 1);
    expect(await calls()).toMatchObject([{ answer_lost: true }]);
  });

  it.for(['drop', 'http_500', 'not_json'])(
    '%s: not applied, and the passbook shows nothing: not done, sent once',
    async (kind) => {
      const { sandbox, transfer, calls, balance } = await setUp();
      const start = await balance();
      await sandbox.sim('POST', '/faults', { kind, path: PATH, times: 1 });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      expect(await settle(transfer())).toEqual({ kind: 'not-done' });
      expect(await calls()).toHaveLength(1);
      expect(await balance()).toBe(start);
    },
  );

  it('is not sent when what it would change cannot be read first', async () => {
    const { token, calls } = await setUp();
    const witness = transferWitness(token);
    witness.before = () => Promise.reject(new Error('offline'));
    const body = {
      unique_token: token,
      amount: '100',
      mobile_no: DEMO.viewer.mobile,
      transfer_note: '',
    };
    expect(await moneyCall(PATH, body, witness)).toEqual({ kind: 'not-done' });
    expect(await calls()).toEqual([]);
  });

  it('unknown when the provider cannot be asked after a lost answer', async () => {
    const { sandbox, token, balance } = await setUp();
    const start = await balance();
    await sandbox.sim('POST', '/faults', { kind: 'drop_after', path: PATH, times: 1 });
    const witness = transferWitness(token);
    witness.after = () => Promise.reject(new Error('still offline'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const body = {
      unique_token: token,
      amount: '100',
      mobile_no: DEMO.viewer.mobile,
      transfer_note: '',
    };
    const sent = moneyCall(PATH, body, witness);
    await until(async () => (await balance()) === start - 100);
    expect(await settle(sent)).toEqual({ kind: 'unknown' });
  });
});

describe('a call the browser sent twice', () => {
  it('answered, but applied twice: onRepeated is told; applied once: it is not', async () => {
    const { token } = await setUp();
    const body = {
      unique_token: token,
      amount: '100',
      mobile_no: DEMO.viewer.mobile,
      transfer_note: '',
    };
    const witness = transferWitness(token);
    const repeated = vi.fn();
    // Applied once: its check (started now, long done before the next call's) tells nothing.
    await moneyCall(PATH, body, witness, { onRepeated: repeated });
    // A copy applied between the reading before and the call: as a browser's resend would be.
    const copied: Witness<WalletTransaction[], WalletTransaction[]> = {
      ...witness,
      before: async () => {
        const rows = await witness.before();
        await callProvider(PATH, body);
        return rows;
      },
    };
    expect(await moneyCall(PATH, body, copied, { onRepeated: repeated })).toMatchObject({
      kind: 'done',
    });
    await vi.waitFor(() => expect(repeated).toHaveBeenCalledOnce());
  });
});

describe('newRows', () => {
  it('counts duplicates: a second identical row is new', () => {
    const a = { n: 1 };
    expect(newRows([a], [a, { n: 2 }, a])).toEqual([{ n: 2 }, a]);
    expect(newRows([a, a], [a, a])).toEqual([]);
  });
});
