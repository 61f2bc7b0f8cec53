/**
 * The lost-answer faults over real sockets: each applies the call (its ledger rows written), then
 * spoils the answer as its kind says, and the journal says the call was answered and the answer
 * lost. Calls are written by hand on a TCP socket, so every byte the server sends is seen.
 */
import { SUBMIT_PATH, formatBidDate } from '@panna/shared';
import { connect } from 'node:net';
import { describe, expect } from 'vitest';
import {
  addMarket,
  addPlayer,
  appTest,
  countRows,
  ENVELOPE,
  routeTest,
  TEST_DAY,
} from '../../testing';
import type { TestApp, TestPlayer } from '../../testing';

/** What a caller saw of one call: every chunk, and how the connection ended. */
interface Seen {
  chunks: Buffer[];
  text: string;
  /** 'closed' by the server, or still 'open' when the caller gave up. */
  ended: 'closed' | 'open';
}

async function listen(app: TestApp): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as { port: number }).port;
}

/** POSTs `body` to `path` and reads until the connection ends, or gives up after `patienceMs`. */
function post(port: number, path: string, body: object, patienceMs = 1500): Promise<Seen> {
  const json = JSON.stringify({ ...ENVELOPE, ...body });
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = (ended: Seen['ended']) => {
      clearTimeout(patience);
      socket.destroy();
      resolve({ chunks, text: Buffer.concat(chunks).toString(), ended });
    };
    const patience = setTimeout(() => finish('open'), patienceMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => finish('closed'));
    socket.on('error', reject);
    socket.write(
      // Connection: close, so that an answer written whole ends the connection too.
      `POST /${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  });
}

const it = routeTest
  .extend('friend', ({ world }) => addPlayer(world, { name: 'Ravi' }))
  .extend('port', ({ app }) => listen(app))
  .extend(
    'addFault',
    ({ control }) =>
      async (fault: Record<string, unknown>) =>
        expect((await control('POST', '/faults', fault)).code).toBe(200),
  )
  /** A transfer of 100 points to the friend, sent by `who` (the player by default). */
  .extend(
    'transfer',
    ({ port, player, friend }) =>
      (who: TestPlayer = player, patienceMs?: number) =>
        post(
          port,
          'api-user-transfer-wallet-balance',
          { unique_token: who.token, amount: '100', mobile_no: friend.mobile, transfer_note: '' },
          patienceMs,
        ),
  )
  .extend(
    'lastCall',
    ({ control }) =>
      async (path = 'api-user-transfer-wallet-balance') =>
        (await control('GET', `/journal?path=${path}&limit=1`)).body.entries[0],
  );

describe('lost answers', () => {
  it('hang_after: the transfer is made, then not a byte comes until the caller gives up', async ({
    addFault,
    transfer,
    balance,
    friend,
    lastCall,
  }) => {
    await addFault({ kind: 'hang_after', path: 'api-user-transfer-wallet-balance' });
    const seen = await transfer(undefined, 300);
    expect(seen).toMatchObject({ chunks: [], ended: 'open' });
    expect([balance(), balance(friend)]).toEqual([4900, 100]);
    await expect.poll(lastCall).toMatchObject({
      status: 0,
      fault: 'hang_after',
      answer_lost: true,
      answer: { status: true },
    });
  });

  it('drop_after: the transfer is made, then the connection closes before a byte', async ({
    addFault,
    transfer,
    balance,
    friend,
    lastCall,
  }) => {
    await addFault({ kind: 'drop_after', path: 'api-user-transfer-wallet-balance' });
    expect(await transfer()).toMatchObject({ chunks: [], ended: 'closed' });
    expect([balance(), balance(friend)]).toEqual([4900, 100]);
    await expect.poll(lastCall).toMatchObject({
      status: 0,
      fault: 'drop_after',
      answer_lost: true,
      answer: { status: true },
    });
  });

  it('cut_answer: the headers and half the answer arrive, then the connection closes', async ({
    addFault,
    transfer,
    balance,
    lastCall,
  }) => {
    await addFault({ kind: 'cut_answer' });
    const seen = await transfer();
    expect(seen.ended).toBe('closed');
    const [head, body = ''] = seen.text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    const announced = Number(/content-length: (\d+)/i.exec(head!)?.[1]);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThan(announced);
    expect(() => JSON.parse(body) as unknown).toThrow();
    expect(balance()).toBe(4900);
    await expect
      .poll(lastCall)
      .toMatchObject({ status: 0, fault: 'cut_answer', answer_lost: true });
  });

  it('slow_answer: the whole answer arrives, in pieces, over the time given', async ({
    addFault,
    transfer,
    balance,
    lastCall,
  }) => {
    await addFault({ kind: 'slow_answer', latency_ms: 300 });
    const started = performance.now();
    const seen = await transfer(undefined, 3000);
    const body = seen.text.split('\r\n\r\n')[1]!;
    expect(JSON.parse(body)).toMatchObject({ status: true });
    expect(seen.chunks.length).toBeGreaterThan(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(balance()).toBe(4900);
    const entry = await lastCall();
    expect(entry).toMatchObject({ status: 200, fault: 'slow_answer' });
    expect(entry).not.toHaveProperty('answer_lost');
  });

  it('hits one player only, as many times as asked', async ({
    world,
    addFault,
    transfer,
    balance,
    player,
    friend,
  }) => {
    const other = addPlayer(world, { wallet: 1000 });
    await addFault({ kind: 'drop_after', player: player.mobile, times: 1 });
    expect((await transfer(other)).text).toContain('"status":true');
    expect((await transfer()).chunks).toEqual([]);
    expect((await transfer()).text).toContain('"status":true');
    expect([balance(), balance(other), balance(friend)]).toEqual([4800, 900, 300]);
  });

  it('a drop before the call wins over a loss after it, and leaves it for the next call', async ({
    control,
    addFault,
    transfer,
    balance,
  }) => {
    await addFault({ kind: 'drop_after', times: 1 });
    await addFault({ kind: 'drop', times: 1 });
    expect(await transfer()).toMatchObject({ chunks: [], ended: 'closed' });
    expect(balance()).toBe(5000);
    expect((await control('GET', '/faults')).body.faults).toMatchObject([
      { kind: 'drop_after', hits: 0 },
    ]);
    expect((await transfer()).chunks).toEqual([]);
    expect(balance()).toBe(4900);
  });

  it('a bid on the fast lane is placed once and its answer lost', async ({
    world,
    port,
    player,
    addFault,
    balance,
    lastCall,
  }) => {
    const market = addMarket(world, { name: 'LOST MAIN' });
    await addFault({ kind: 'drop_after', path: SUBMIT_PATH.main });
    const bid = {
      unique_token: player.token,
      game_id: String(market),
      new_result: {
        unique_token: player.token,
        Gamename: 'LOST MAIN',
        totalbit: 10,
        gameid: String(market),
        pana: 'Single Digit',
        bid_date: formatBidDate(TEST_DAY),
        session: 'Open',
        result: [{ digits: '5', closedigits: '', points: '10', session: 'Open' }],
      },
    };
    expect((await post(port, SUBMIT_PATH.main, bid)).chunks).toEqual([]);
    expect(balance()).toBe(4990);
    expect(countRows(world, 'SELECT COUNT(*) AS n FROM bids')).toBe(1);
    await expect.poll(() => lastCall(SUBMIT_PATH.main)).toMatchObject({ answer_lost: true });
  });

  it('lets the server close while an answer is held', async ({ app, addFault, transfer }) => {
    await addFault({ kind: 'hang_after' });
    const seen = transfer(undefined, 5000);
    await expect.poll(() => app.worlds.get().busy).toBe(1);
    await app.close();
    expect((await seen).ended).toBe('closed');
  });
});

/** Log lines as pino writes them (JSON), the level and message of each. */
type LogLine = { level: number; msg: string; err?: { message?: string; stack?: string } };

/**
 * An app logging at info into `lines`, listening, with a player who sends 100 points to a friend
 * (`transfer`, as the route tests' fixture does) and a fault setter.
 */
const logging = appTest.extend('logged', async ({ newApp }) => {
  const lines: LogLine[] = [];
  const app = await newApp({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  const world = app.worlds.get();
  const player = addPlayer(world, { wallet: 5000 });
  const friend = addPlayer(world);
  const port = await listen(app);
  return {
    app,
    world,
    lines,
    /** The lines written from now on. */
    since: () => {
      const from = lines.length;
      return () => lines.slice(from);
    },
    fault: async (fault: Record<string, unknown>) => {
      await app.inject({ method: 'DELETE', url: '/__sim/faults' });
      const added = await app.inject({ method: 'POST', url: '/__sim/faults', payload: fault });
      expect(added.statusCode).toBe(200);
    },
    transfer: (patienceMs?: number) =>
      post(
        port,
        'api-user-transfer-wallet-balance',
        { unique_token: player.token, amount: '100', mobile_no: friend.mobile, transfer_note: '' },
        patienceMs,
      ),
    /** Settled: what a closed connection set off in the server has been written. */
    settled: () => new Promise((resolve) => setTimeout(resolve, 150)),
  };
});

const errorsIn = (lines: LogLine[]) => lines.filter((line) => line.level >= 50);

describe('the log of a lost answer', () => {
  logging.for([
    [{ kind: 'drop_after' }, 1500],
    [{ kind: 'cut_answer' }, 1500],
    [{ kind: 'hang_after' }, 200],
    [{ kind: 'slow_answer', latency_ms: 60 }, 1500],
    [{ kind: 'slow_answer', latency_ms: 2000 }, 200],
  ] as const)(
    'has no error for a call that behaved as asked: %j, the caller patient for %i ms',
    async ([fault, patienceMs], { logged }) => {
      await logged.fault({ ...fault, path: 'api-user-transfer-wallet-balance' });
      const written = logged.since();
      await logged.transfer(patienceMs);
      await logged.settled();
      expect(errorsIn(written())).toEqual([]);
      // At most one line, naming the call.
      expect(written().length).toBeLessThanOrEqual(1);
      for (const line of written())
        expect(line.msg).toMatch(/^POST \/api-user-transfer-wallet-balance 200/);
    },
  );

  logging('has no error for a caller who gives up before any answer', async ({ logged }) => {
    await logged.fault({ kind: 'latency', latency_ms: 2000 });
    const written = logged.since();
    await logged.transfer(100);
    await logged.settled();
    expect(errorsIn(written())).toEqual([]);
  });

  logging('still logs a defect as an error, with its stack', async ({ logged }) => {
    await logged.fault({ kind: 'drop_after', path: 'api-user-transfer-wallet-balance' });
    // A real defect: the ledger refuses the transfer's rows.
    logged.world.db.exec(
      "CREATE TRIGGER broken BEFORE INSERT ON wallet_transactions BEGIN SELECT RAISE(ABORT, 'the ledger is broken'); END",
    );
    const written = logged.since();
    await logged.transfer();
    await logged.settled();
    const errors = errorsIn(written());
    expect(errors, JSON.stringify(errors)).toHaveLength(1);
    expect(errors[0]!.err?.message).toBe('the ledger is broken');
    expect(errors[0]!.err?.stack).toBeTruthy();
  });
});

describe('lost-answer fault rules', () => {
  it.for([
    { kind: 'slow_answer' },
    { kind: 'hang_after', player: 'someone' },
    { kind: 'drop_after', player: '' },
  ])('refuses %j with 400', async (body, { control }) => {
    const { code, body: answer } = await control('POST', '/faults', body);
    expect(code).toBe(400);
    expect(answer.status).toBe(false);
  });
});
