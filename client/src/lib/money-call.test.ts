/**
 * A money call against the simulator with every kind of lost answer: sent once, never again,
 * and its outcome learnt from the provider (here a transfer, learnt from the passbook). Then the
 * same call with a chosen answer text and a hand-made witness: when the provider is asked, and
 * what each sequence of readings means; and when a repeated call's warning is shown.
 */
import type { WalletTransaction } from '@panna/shared/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, settleLanded, until } from '../test/provider-tools';
import { DEMO, openSandbox, type Sandbox } from '../test/sandbox';
import {
  CHECK_AFTER_MS,
  MONEY_GIVE_UP_MS,
  moneyCall,
  newRows,
  repeatedWarning,
  type MoneyCallOptions,
  type Witness,
} from './money-call';
import { directPost, setMoneyTransport } from './money-transport';
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
afterEach(() => {
  vi.useRealTimers();
  setMoneyTransport(directPost);
});

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
      expect(await settleLanded(sandbox, PATH, transfer())).toEqual({ kind: 'not-done' });
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

/** A transfer's body; the scripted transport never sends it anywhere. */
const BODY = { unique_token: 't', amount: '100', mobile_no: DEMO.viewer.mobile, transfer_note: '' };
const SUCCESS = JSON.stringify({ status: true, msg: 'Transferred' });

/**
 * A witness whose readings after the call are scripted: each entry is what one reading finds (a
 * row count; undefined: nothing), or 'fails'. `reads` are the app-clock times of the readings.
 */
function scripted(...readings: (number | undefined | 'fails')[]) {
  const reads: number[] = [];
  const start = Date.now();
  const witness: Witness<string, number> = {
    before: () => Promise.resolve('passbook before'),
    after: (before) => {
      expect(before).toBe('passbook before');
      reads.push(Date.now() - start);
      const reading = readings.shift();
      return reading === 'fails' ? Promise.reject(new Error('offline')) : Promise.resolve(reading);
    },
    times: (rows) => rows,
  };
  return { witness, reads };
}

/** The app's clock (and Date) faked, setImmediate not: `flush` lets pending work run. */
const fakeClock = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
};
const flush = () => new Promise((resolve) => setImmediate(resolve));

/** Sends a transfer whose answer is `text` (undefined: none came) and runs the app's clock out. */
async function sendAnswered(
  text: string | undefined,
  witness: Witness<string, number>,
  options?: MoneyCallOptions,
) {
  setMoneyTransport(() => Promise.resolve(text));
  const outcome = moneyCall(PATH, BODY, witness, options);
  await vi.runAllTimersAsync();
  return outcome;
}

describe('a money call, its answer scripted', () => {
  beforeEach(fakeClock);

  it('refused: the provider message, and the provider is not asked what happened', async () => {
    const { witness, reads } = scripted(1);
    const onLost = vi.fn();
    const refusal = JSON.stringify({ status: false, msg: 'Insufficient balance' });
    expect(await sendAnswered(refusal, witness, { onLost })).toEqual({
      kind: 'refused',
      message: 'Insufficient balance',
    });
    expect(onLost).not.toHaveBeenCalled();
    expect(reads).toEqual([]);
  });

  it('a garbled answer is as good as none: "checking" is said, and the call found done', async () => {
    const { witness, reads } = scripted(1);
    const onLost = vi.fn();
    expect(await sendAnswered('<html>502 Bad Gateway</html>', witness, { onLost })).toEqual({
      kind: 'found',
      found: 1,
    });
    expect(onLost).toHaveBeenCalledOnce();
    expect(reads).toEqual([CHECK_AFTER_MS[0]]);
  });

  it('asks at the scheduled times from the loss, and unknown when every asking fails', async () => {
    const { witness, reads } = scripted('fails', 'fails', 'fails', 'fails');
    expect(await sendAnswered(undefined, witness)).toEqual({ kind: 'unknown' });
    expect(reads).toEqual([...CHECK_AFTER_MS]);
  });

  it('one reading showing nothing is not enough: applied a moment later, it is found', async () => {
    const { witness, reads } = scripted(undefined, 1);
    expect(await sendAnswered(undefined, witness)).toEqual({ kind: 'found', found: 1 });
    expect(reads).toEqual([CHECK_AFTER_MS[0], CHECK_AFTER_MS[1]]);
  });

  it('two readings showing nothing: not done, and the provider is asked no more', async () => {
    const { witness, reads } = scripted(undefined, 'fails', undefined, 1);
    expect(await sendAnswered(undefined, witness)).toEqual({ kind: 'not-done' });
    expect(reads).toEqual([...CHECK_AFTER_MS.slice(0, 3)]);
  });

  it('one reading showing nothing, the others failing: not done rather than unknown', async () => {
    const { witness, reads } = scripted('fails', undefined, 'fails', 'fails');
    expect(await sendAnswered(undefined, witness)).toEqual({ kind: 'not-done' });
    expect(reads).toHaveLength(CHECK_AFTER_MS.length);
  });
});

describe('an answered call checked for a repeat', () => {
  beforeEach(fakeClock);

  it('is read again, and warns, only when applied more than once', async () => {
    for (const [rows, warned] of [
      [2, true],
      [1, false],
    ] as const) {
      const { witness, reads } = scripted(rows);
      const onRepeated = vi.fn();
      expect(await sendAnswered(SUCCESS, witness, { onRepeated })).toMatchObject({
        kind: 'done',
        answer: { status: true },
      });
      await flush();
      expect(reads).toHaveLength(1);
      expect(onRepeated).toHaveBeenCalledTimes(warned ? 1 : 0);
    }
  });

  it('no repeat warning when the provider does not show the call yet', async () => {
    const { witness, reads } = scripted(undefined);
    // A count read elsewhere than the rows found, say twice: it does not stand without them.
    witness.times = () => 2;
    const onRepeated = vi.fn();
    await sendAnswered(SUCCESS, witness, { onRepeated });
    await flush();
    expect(reads).toHaveLength(1);
    expect(onRepeated).not.toHaveBeenCalled();
  });

  it('the provider is not read again when no one listens, nor when the witness cannot count', async () => {
    const unheard = scripted(2);
    await sendAnswered(SUCCESS, unheard.witness);
    const uncounted = scripted(2);
    delete uncounted.witness.times;
    const onRepeated = vi.fn();
    await sendAnswered(SUCCESS, uncounted.witness, { onRepeated });
    await flush();
    expect(unheard.reads).toEqual([]);
    expect(uncounted.reads).toEqual([]);
    expect(onRepeated).not.toHaveBeenCalled();
  });
});

describe('the repeated-call warning', () => {
  it('is shown once the success is told, whichever comes first', () => {
    const early = vi.fn();
    const beforeTold = repeatedWarning(early);
    beforeTold.onRepeated();
    expect(early).not.toHaveBeenCalled(); // the success toast would replace it
    beforeTold.successTold();
    expect(early).toHaveBeenCalledOnce();

    const late = vi.fn();
    const afterTold = repeatedWarning(late);
    afterTold.successTold();
    expect(late).not.toHaveBeenCalled();
    afterTold.onRepeated();
    expect(late).toHaveBeenCalledOnce();
  });

  it('is never shown for a call applied once', () => {
    const warn = vi.fn();
    repeatedWarning(warn).successTold();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('newRows', () => {
  it('counts duplicates: a second identical row is new', () => {
    const a = { n: 1 };
    expect(newRows([a], [a, { n: 2 }, a])).toEqual([{ n: 2 }, a]);
    expect(newRows([a, a], [a, a])).toEqual([]);
  });
});
