/**
 * The lost-answer faults over real sockets: each applies the call (its ledger rows written), then
 * spoils the answer as its kind says, and the journal says the call was answered and the answer
 * lost. Calls are written by hand on a TCP socket, so every byte the server sends is seen.
 */
import { SUBMIT_PATH, formatBidDate } from '@panna/shared';
import { connect } from 'node:net';
import { describe, expect } from 'vitest';
import { addMarket, addPlayer, countRows, ENVELOPE, routeTest, TEST_DAY } from '../../testing';
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
