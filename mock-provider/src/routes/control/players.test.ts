import { MAX_BALANCE } from '../../contract/limits';
import { AMOUNT_STATUS } from '@panna/shared';
import { describe, expect } from 'vitest';
import { APPROVAL_MESSAGES } from '../../domain/control/approvals';
import { PLAYER_MESSAGES } from '../../domain/control/player-admin';
import { addMarket, addPlayer, ledgerMismatches, placeBids, routeTest } from '../../testing';
import { ledgerOf } from '../../domain/ledger';

/** Players with 1,000 points; every control call must leave balances equal to their ledgers. */
const it = routeTest
  .extend('player', ({ world }) => addPlayer(world, { wallet: 1000, name: 'Asha' }))
  .extend('sim', ({ control, world }) => {
    return async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
      const answer = await control(method, url, payload);
      expect(ledgerMismatches(world)).toEqual([]);
      return answer;
    };
  })
  .extend(
    'lastTransaction',
    ({ world }) =>
      () =>
        world.db
          .prepare(
            'SELECT transaction_type, amount_status, amount, note FROM wallet_transactions ORDER BY id DESC LIMIT 1',
          )
          .get(),
  )
  /** A pending deposit request, as api-fund-request-add leaves it. */
  .extend(
    'pendingDeposit',
    ({ world, player }) =>
      (amount: number, number: string): number =>
        Number(
          world.db
            .prepare(
              'INSERT INTO deposit_requests (user_id, amount, tx_request_number, created_at) VALUES (?, ?, ?, ?)',
            )
            .run(player.id, amount, number, world.clock.now()).lastInsertRowid,
        ),
  )
  /** A pending withdraw request with its amount debited and held, as the withdraw call leaves it. */
  .extend(
    'pendingWithdrawal',
    ({ world, player }) =>
      (amount: number, number: string): number =>
        world.db.transaction(() => {
          const transactionId = ledgerOf(world).post({
            userId: player.id,
            direction: 'debit',
            amountStatus: AMOUNT_STATUS.WITHDRAWAL,
            amount,
            note: `Withdraw request ${number}`,
            at: world.clock.now(),
          });
          return Number(
            world.db
              .prepare(
                `INSERT INTO withdraw_requests (user_id, request_number, amount, payment_method, google_pay_number, transaction_id, created_at)
           VALUES (?, ?, ?, 2, '9876543210', ?, ?)`,
              )
              .run(player.id, number, amount, transactionId, world.clock.now()).lastInsertRowid,
          );
        })(),
  );

describe('players', () => {
  it('lists players with balances and switches', async ({ sim, player }) => {
    const { body } = await sim('GET', '/players');
    expect(body.players).toEqual([
      {
        id: player.id,
        name: 'Asha',
        mobile: player.mobile,
        wallet: 1000,
        betting_status: '1',
        blocked: false,
        created_at: expect.any(String),
      },
    ]);
  });

  it('shows one player with the ledger and bids', async ({ sim, player, world, app }) => {
    const market = addMarket(world, { name: 'KALYAN' });
    await placeBids(app, player, 'main', market, 'Single Digit', [
      { digits: '5', points: 50, session: 'Open' },
    ]);
    const { body } = await sim('GET', `/players/${player.mobile}`);
    expect(body.player.wallet).toBe(950);
    expect(
      body.transactions.map((t: { amount_status: string; amount: number }) => [
        t.amount_status,
        t.amount,
      ]),
    ).toEqual([
      [AMOUNT_STATUS.BID, 50],
      [AMOUNT_STATUS.DEPOSIT, 1000],
    ]);
    expect(body.bids).toEqual([
      expect.objectContaining({
        game_id: market,
        game_name: 'KALYAN',
        label: 'Single Digit',
        digits: '5',
        points: 50,
        status: 'pending',
        settled_at: null,
      }),
    ]);
  });

  it('credits and debits by hand with admin codes, never below zero', async ({
    sim,
    player,
    balance,
    lastTransaction,
  }) => {
    const credit = await sim('POST', `/players/${player.mobile}/credit`, {
      amount: 500,
      note: 'Bonus',
    });
    expect(credit.body).toMatchObject({ status: true, player: { wallet: 1500 } });
    expect(lastTransaction()).toEqual({
      transaction_type: '1',
      amount_status: '1',
      amount: 500,
      note: 'Bonus',
    });

    const debit = await sim('POST', `/players/${player.mobile}/debit`, { amount: 300 });
    expect(debit.body.player.wallet).toBe(1200);
    expect(lastTransaction()).toEqual({
      transaction_type: '2',
      amount_status: '2',
      amount: 300,
      note: PLAYER_MESSAGES.defaultDebitNote,
    });

    expect(await sim('POST', `/players/${player.mobile}/debit`, { amount: 1201 })).toEqual({
      code: 400,
      body: { status: false, msg: PLAYER_MESSAGES.overBalance(1200) },
    });
    expect(balance()).toBe(1200);
    expect((await sim('POST', `/players/${player.mobile}/credit`, { amount: 0 })).code).toBe(400);
    // A note of spaces is none; a note is kept trimmed.
    await sim('POST', `/players/${player.mobile}/credit`, { amount: 1, note: '   ' });
    expect(lastTransaction()).toMatchObject({ note: PLAYER_MESSAGES.defaultCreditNote });
    await sim('POST', `/players/${player.mobile}/debit`, { amount: 1, note: ' Fine ' });
    expect(lastTransaction()).toMatchObject({ note: 'Fine' });
  });

  it('credits up to the largest balance, not a point past it', async ({ sim, player, balance }) => {
    const room = MAX_BALANCE - balance();
    expect(await sim('POST', `/players/${player.mobile}/credit`, { amount: room + 1 })).toEqual({
      code: 400,
      body: { status: false, msg: PLAYER_MESSAGES.tooLarge(MAX_BALANCE - room) },
    });
    expect(balance()).toBe(MAX_BALANCE - room);
    expect((await sim('POST', `/players/${player.mobile}/credit`, { amount: room })).code).toBe(
      200,
    );
    expect(balance()).toBe(MAX_BALANCE);
  });

  it('switches betting and blocks', async ({ sim, player, world }) => {
    const { body } = await sim('PATCH', `/players/${player.mobile}`, {
      betting_status: '0',
      blocked: true,
    });
    expect(body.player).toMatchObject({ betting_status: '0', blocked: true });
    expect(
      world.db.prepare('SELECT betting_status, blocked FROM users WHERE id = ?').get(player.id),
    ).toEqual({ betting_status: '0', blocked: 1 });
    // A change of one switch leaves the other as it was.
    const betting = await sim('PATCH', `/players/${player.mobile}`, { betting_status: '1' });
    expect(betting.body.player).toMatchObject({ betting_status: '1', blocked: true });
    const again = await sim('PATCH', `/players/${player.mobile}`, { blocked: false });
    expect(again.body.player).toMatchObject({ betting_status: '1', blocked: false });
  });

  it('answers 404 for an unknown mobile', async ({ sim }) => {
    expect(await sim('GET', '/players/9000000000')).toEqual({
      code: 404,
      body: { status: false, msg: PLAYER_MESSAGES.unknown('9000000000') },
    });
  });
});

describe('deposits', () => {
  it('approves by request number with a receipt: credits the amount once', async ({
    sim,
    player,
    balance,
    lastTransaction,
    pendingDeposit,
  }) => {
    pendingDeposit(700, 'TX1');
    const { body } = await sim('POST', '/deposits/TX1/approve', {
      receipt: 'https://example.invalid/r/1',
    });
    expect(body.deposit).toMatchObject({
      tx_request_number: 'TX1',
      status: '2',
      receipt: 'https://example.invalid/r/1',
      amount: 700,
      mobile: player.mobile,
    });
    expect(balance()).toBe(1700);
    expect(lastTransaction()).toMatchObject({
      transaction_type: '1',
      amount_status: AMOUNT_STATUS.DEPOSIT,
      amount: 700,
    });
    expect(await sim('POST', '/deposits/TX1/approve', {})).toEqual({
      code: 409,
      body: { status: false, msg: APPROVAL_MESSAGES.alreadyDecided },
    });
    expect(balance()).toBe(1700);
  });

  it('rejects by numeric id without moving money, and lists by status', async ({
    sim,
    balance,
    pendingDeposit,
  }) => {
    const id = pendingDeposit(300, 'TX2');
    pendingDeposit(400, 'TX3');
    const { body } = await sim('POST', `/deposits/${id}/reject`);
    expect(body.deposit).toMatchObject({ id, status: '1', transaction_id: null });
    expect(balance()).toBe(1000);
    expect(
      (await sim('GET', '/deposits?status=pending')).body.deposits.map(
        (d: { tx_request_number: string }) => d.tx_request_number,
      ),
    ).toEqual(['TX3']);
    expect((await sim('GET', '/deposits?status=1')).body.deposits).toHaveLength(1);
    expect((await sim('GET', '/deposits')).body.deposits).toHaveLength(2);
    expect((await sim('POST', `/deposits/${id}/approve`)).code).toBe(409);
  });

  it('answers 404 for an unknown request', async ({ sim }) => {
    expect(await sim('POST', '/deposits/TX404/approve')).toEqual({
      code: 404,
      body: { status: false, msg: APPROVAL_MESSAGES.unknownDeposit('TX404') },
    });
  });

  it('never takes a request number for an id: an unknown one or one with digits in it is 404', async ({
    sim,
    balance,
    pendingDeposit,
  }) => {
    const id = pendingDeposit(300, 'TX5');
    // Read as a number, `${id}e0` and `0x${id}` would be the id: an id is written in digits alone.
    for (const key of ['TX404', `x${id}`, `${id}x`, `${id}${id}`, `${id}e0`, `0x${id}`]) {
      expect(await sim('POST', `/deposits/${key}/approve`)).toEqual({
        code: 404,
        body: { status: false, msg: APPROVAL_MESSAGES.unknownDeposit(key) },
      });
    }
    expect(balance()).toBe(1000);
  });

  it('finds a request by an id of any number of digits', async ({ sim, pendingDeposit }) => {
    for (let i = 1; i < 10; i += 1) pendingDeposit(100, `TX-A${i}`);
    const id = pendingDeposit(500, 'TX-A10');
    expect(id).toBeGreaterThanOrEqual(10);
    const { body } = await sim('POST', `/deposits/${id}/approve`);
    expect(body.deposit).toMatchObject({ id, tx_request_number: 'TX-A10', status: '2' });
  });

  it("writes the approval in the player's passbook by its request number, and no remark", async ({
    sim,
    lastTransaction,
    pendingDeposit,
  }) => {
    pendingDeposit(700, 'TX6');
    const { body } = await sim('POST', '/deposits/TX6/approve', {});
    expect(body.deposit).toMatchObject({ status: '2', reject_remark: '' });
    expect(lastTransaction()).toMatchObject({ note: 'Deposit TX6 approved' });
    pendingDeposit(100, 'TX7');
    const rejected = await sim('POST', '/deposits/TX7/reject');
    expect(rejected.body.deposit).toMatchObject({ status: '1', reject_remark: '' });
  });
});

describe('withdrawals', () => {
  it('approves with a receipt: no money moves (it was held at request time)', async ({
    sim,
    balance,
    pendingWithdrawal,
  }) => {
    pendingWithdrawal(600, 'WR1');
    expect(balance()).toBe(400);
    const { body } = await sim('POST', '/withdrawals/WR1/approve', {
      receipt: 'https://example.invalid/pay/1',
    });
    expect(body.withdrawal).toMatchObject({
      request_number: 'WR1',
      status: '2',
      receipt: 'https://example.invalid/pay/1',
      refund_transaction_id: null,
    });
    expect(balance()).toBe(400);
    expect((await sim('POST', '/withdrawals/WR1/reject')).code).toBe(409);
    expect(balance()).toBe(400);
  });

  it('rejects by id: refunds the held amount in the same step, once', async ({
    sim,
    balance,
    lastTransaction,
    pendingWithdrawal,
  }) => {
    const id = pendingWithdrawal(600, 'WR2');
    const { body } = await sim('POST', `/withdrawals/${id}/reject`);
    expect(body.withdrawal).toMatchObject({
      id,
      status: '1',
      refund_transaction_id: expect.any(Number),
    });
    expect(balance()).toBe(1000);
    expect(lastTransaction()).toEqual({
      transaction_type: '1',
      amount_status: AMOUNT_STATUS.WITHDRAWAL,
      amount: 600,
      note: 'Withdraw request WR2 rejected: amount refunded',
    });
    expect(await sim('POST', `/withdrawals/${id}/reject`)).toEqual({
      code: 409,
      body: { status: false, msg: APPROVAL_MESSAGES.alreadyDecided },
    });
    expect(balance()).toBe(1000);
    expect((await sim('GET', '/withdrawals?status=rejected')).body.withdrawals).toEqual([
      expect.objectContaining({ request_number: 'WR2' }),
    ]);
  });
});

it('answers 404 for a withdraw request it does not know, by number or id', async ({
  sim,
  balance,
  pendingWithdrawal,
}) => {
  const id = pendingWithdrawal(600, 'WR9');
  for (const key of ['WR404', `${id + 1}`]) {
    expect(await sim('POST', `/withdrawals/${key}/reject`)).toEqual({
      code: 404,
      body: { status: false, msg: APPROVAL_MESSAGES.unknownWithdrawal(key) },
    });
  }
  expect(balance()).toBe(400);
});
