import { AMOUNT_STATUS } from '@panna/shared';
import { describe, expect } from 'vitest';
import { TRANSFER_REFUSALS } from '../../domain/player/transfers';
import { addPlayer } from '../../testing';
import { fundsTest } from './funds.fixture';
import { settingsOf } from '../../domain/settings';
import { ledgerOf } from '../../domain/ledger';
import { MAX_BALANCE } from '../../contract/limits';

const it = fundsTest
  /** The receiver. */
  .extend('friend', ({ world }) => addPlayer(world, { wallet: 0, name: 'Ravi' }))
  .extend(
    'transfer',
    ({ asPlayer, friend }) =>
      (amount: unknown, mobile_no = friend.mobile) =>
        asPlayer('api-user-transfer-wallet-balance', { amount, mobile_no, transfer_note: '' }),
  );

describe('transfers', () => {
  it('checks the receiver, with the real messages and their trailing space', async ({
    asPlayer,
    player,
    strictly,
    friend,
  }) => {
    expect(await asPlayer('api-check-user-for-transfer-amt', { mobile_no: friend.mobile })).toEqual(
      {
        status: true,
        msg: 'Account found ',
        user_name: 'Ravi',
      },
    );
    expect(await asPlayer('api-check-user-for-transfer-amt', { mobile_no: '6000000000' })).toEqual({
      status: false,
      msg: 'Account not found ',
      user_name: '',
    });
    expect(
      (await asPlayer('api-check-user-for-transfer-amt', { mobile_no: player.mobile })).status,
    ).toBe(true);
    strictly();
    const refusals = [
      ['6000000000', TRANSFER_REFUSALS.userNotFound],
      ['12345', TRANSFER_REFUSALS.invalidMobile],
      [player.mobile, TRANSFER_REFUSALS.self],
    ];
    for (const [mobile_no, msg] of refusals) {
      expect(await asPlayer('api-check-user-for-transfer-amt', { mobile_no })).toMatchObject({
        status: false,
        msg,
      });
    }
  });

  it('answers SMG, which asks without a token, in real; strict wants the token', async ({
    provider,
    strictly,
    friend,
  }) => {
    // SMG's body: the envelope and the number, nothing else.
    expect(await provider('api-check-user-for-transfer-amt', { mobile_no: friend.mobile })).toEqual(
      {
        status: true,
        msg: 'Account found ',
        user_name: 'Ravi',
      },
    );
    expect(await provider('api-check-user-for-transfer-amt', { mobile_no: '6000000000' })).toEqual({
      status: false,
      msg: 'Account not found ',
      user_name: '',
    });
    strictly();
    expect(await provider('api-check-user-for-transfer-amt', { mobile_no: friend.mobile })).toEqual(
      {
        status: false,
        msg: 'Invalid token. Please login again.',
      },
    );
  });

  it('moves exactly 100 with two ledger rows, noted as the real server notes them', async ({
    world,
    asPlayer,
    player,
    balance,
    friend,
  }) => {
    expect(
      await asPlayer('api-user-transfer-wallet-balance', {
        amount: '100',
        mobile_no: friend.mobile,
        transfer_note: 'for tea',
      }),
    ).toEqual({ status: true, msg: 'Amount Successfully Transferred' });
    expect([balance(), balance(friend)]).toEqual([4900, 100]);
    const rows = world.db
      .prepare(
        'SELECT user_id, transaction_type, amount_status, note, transfer_note FROM wallet_transactions WHERE amount_status IN (?, ?) ORDER BY id',
      )
      .all('3', '4');
    expect(rows).toEqual([
      {
        user_id: player.id,
        transaction_type: '2',
        amount_status: '3',
        note: 'Amount Transfer To Ravi',
        transfer_note: 'for tea',
      },
      {
        user_id: friend.id,
        transaction_type: '1',
        amount_status: '4',
        note: 'Amount Received From Asha',
        transfer_note: 'for tea',
      },
    ]);
    const [out] = (await asPlayer('api-wallet-transaction-history')).transaction_history as {
      transfer_note: string;
    }[];
    expect(out!.transfer_note).toBe('for tea');
  });

  it('real checks only the balance (and that the receiver exists)', async ({
    world,
    balance,
    friend,
    transfer,
  }) => {
    expect((await transfer(99)).status).toBe(true);
    expect((await transfer(60_000 - 59_000)).status).toBe(true);
    settingsOf(world).update({ transferPointStatus: '0', maxTransfer: 100 });
    expect((await transfer(500)).status).toBe(true);
    expect(await transfer(5000)).toEqual({
      status: false,
      msg: 'Sorry, Your Transfer Amount Is Greater Then Your Wallet Balance',
    });
    expect(await transfer(100, '6000000000')).toEqual({
      status: false,
      msg: 'Account not found ',
    });
    expect([balance(), balance(friend)]).toEqual([5000 - 1599, 1599]);
  });

  it('strict refuses self, unknown receivers, under 100, over the maximum and over the balance', async ({
    world,
    player,
    strictly,
    balance,
    friend,
    transfer,
  }) => {
    strictly();
    const cases: [unknown, string, string][] = [
      [100, player.mobile, TRANSFER_REFUSALS.self],
      [100, '6000000000', TRANSFER_REFUSALS.userNotFound],
      [99, friend.mobile, TRANSFER_REFUSALS.belowMinimum(100)],
      ['1e3', friend.mobile, TRANSFER_REFUSALS.invalidAmount],
      [50_001, friend.mobile, TRANSFER_REFUSALS.aboveMaximum(50_000)],
      [5001, friend.mobile, 'Sorry, Your Transfer Amount Is Greater Then Your Wallet Balance'],
    ];
    for (const [amount, mobile, msg] of cases) {
      expect(await transfer(amount, mobile)).toMatchObject({ status: false, msg });
    }
    settingsOf(world).update({ transferPointStatus: '0' });
    expect((await transfer(100)).msg).toBe(TRANSFER_REFUSALS.disabled);
    expect([balance(), balance(friend)]).toEqual([5000, 0]);
  });

  it('strict takes the minimum, the maximum and the whole balance themselves', async ({
    world,
    player,
    strictly,
    balance,
    friend,
    transfer,
  }) => {
    strictly();
    ledgerOf(world).post({
      userId: player.id,
      direction: 'credit',
      amountStatus: AMOUNT_STATUS.DEPOSIT,
      amount: 45_100,
      note: 'Test deposit',
      at: world.clock.now(),
    });
    expect((await transfer(100)).status).toBe(true);
    // 50,000 is both the maximum and what is left.
    expect((await transfer(50_000)).status).toBe(true);
    expect([balance(), balance(friend)]).toEqual([0, 50_100]);
  });

  it('a number with spaces around it is found; a full wallet refuses, moving nothing', async ({
    world,
    balance,
    friend,
    transfer,
  }) => {
    expect((await transfer(100, ` ${friend.mobile}  `)).status).toBe(true);
    const full = addPlayer(world, { wallet: MAX_BALANCE, name: 'Full' });
    expect(await transfer(1, full.mobile)).toEqual({
      status: false,
      msg: TRANSFER_REFUSALS.receiverFull,
    });
    expect([balance(), balance(friend), balance(full)]).toEqual([4900, 100, MAX_BALANCE]);
  });
});
