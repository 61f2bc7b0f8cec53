import { AMOUNT_STATUS } from '@panna/shared';
import { describe, expect } from 'vitest';
import { journalOf } from '../../domain/control/journal';
import { MAX_BALANCE } from '../../contract/limits';
import { DEPOSIT_MESSAGES } from '../../domain/player/deposits';
import { FUNDS_MESSAGES } from '../../domain/player/funds';
import { settingsOf } from '../../domain/settings';
import { MONDAY_10AM, addPlayer, countRows, routeTest } from '../../testing';

/** A UPI app's result as Tara sends it: every value text, one flag "1". */
const paidWith = (
  app: 'gpay' | 'phonepe' | 'other',
  amount: unknown,
  txn_id = 'PTM0a1d340bf2c7',
) => ({
  amount,
  txn_id,
  txn_ref: '84e648ca97c841719ce1e7c860268623',
  upigpay: app === 'gpay' ? '1' : '0',
  upiphonepe: app === 'phonepe' ? '1' : '0',
  otherupi: app === 'other' ? '1' : '0',
});

const it = routeTest.extend(
  'deposits',
  ({ asPlayer, player }) =>
    async () =>
      (await asPlayer('api-get-auto-deposit-list', { mobile_no: player.mobile })).result as Record<
        string,
        string
      >[],
);

describe('api-add-money-via-upi', () => {
  it('credits a Google Pay or PhonePe deposit at once, with its ledger row and an approved row', async ({
    world,
    asPlayer,
    balance,
    deposits,
  }) => {
    world.clock.set(MONDAY_10AM);
    expect(await asPlayer('api-add-money-via-upi', paidWith('gpay', '500', 'G1'))).toEqual({
      status: true,
      msg: 'Points Added Successfully',
    });
    expect(balance()).toBe(5500);
    // PhonePe's flag as a number, as a JSON client may send it.
    const phonepe = { ...paidWith('phonepe', 250, 'P1'), upiphonepe: 1 };
    expect((await asPlayer('api-add-money-via-upi', phonepe)).msg).toBe(
      DEPOSIT_MESSAGES.upiCredited,
    );
    expect(balance()).toBe(5750);
    expect(await deposits()).toMatchObject([
      { amount: '250', payment_method: 'Phone Pe', txn_id: 'P1', fund_status: '1' },
      {
        amount: '500',
        payment_method: 'Google Pay',
        txn_id: 'G1',
        txn_ref: '84e648ca97c841719ce1e7c860268623',
        fund_status: '1',
        deposit_type: '1',
        request_status: '2',
        reject_remark: '',
        insert_date: '2024-07-01 10:00:00',
      },
    ]);
    const passbook = await asPlayer('api-wallet-transaction-history');
    expect(passbook.transaction_history).toMatchObject([
      {
        amount: '250',
        transaction_type: '1',
        transaction_note: 'Points added via UPI Tx ID P1',
        amount_status: AMOUNT_STATUS.UPI_DEPOSIT,
      },
      { amount: '500', transaction_note: 'Points added via UPI Tx ID G1', amount_status: '19' },
      { transaction_note: 'Test deposit' },
    ]);
    expect(countRows(world, "SELECT COUNT(*) AS n FROM deposit_requests WHERE status = '0'")).toBe(
      0,
    );
  });

  it('files any other app as pending, for QA to approve or reject with a remark', async ({
    asPlayer,
    balance,
    control,
    deposits,
  }) => {
    // SMG adds request_amount (its txn id), which the real server ignores.
    const sent = { ...paidWith('other', '300', 'O1'), request_amount: 'O1' };
    expect(await asPlayer('api-add-money-via-upi', sent)).toEqual({
      status: true,
      msg: 'Points Added Successfully. Please Wait for admin Approval',
    });
    await asPlayer('api-add-money-via-upi', paidWith('other', '200', 'O2'));
    expect(balance()).toBe(5000);
    const [second, first] = await deposits();
    expect(first).toMatchObject({
      payment_method: 'Others',
      fund_status: '0',
      deposit_type: '0',
      request_status: '0',
    });
    const approved = await control('POST', `/deposits/${first!.id!}/approve`);
    expect(approved.code).toBe(200);
    expect(balance()).toBe(5300);
    const rejected = await control('POST', `/deposits/${second!.id!}/reject`, {
      remark: 'No such payment',
    });
    expect(rejected.body.deposit).toMatchObject({ status: '1', reject_remark: 'No such payment' });
    expect(balance()).toBe(5300);
    // The deposit order of fund_status: 1 approved (not auto: deposit_type "0"), 2 rejected.
    expect(await deposits()).toMatchObject([
      { txn_id: 'O2', fund_status: '2', reject_remark: 'No such payment', request_status: '1' },
      { txn_id: 'O1', fund_status: '1', deposit_type: '0', request_status: '2' },
    ]);
    // An instant deposit was decided when it was made.
    await asPlayer('api-add-money-via-upi', paidWith('gpay', '100', 'G9'));
    const [instant] = await deposits();
    expect((await control('POST', `/deposits/${instant!.id!}/approve`)).code).toBe(409);
  });

  it('real takes any whole amount and a txn id twice; strict keeps the limits and each id once', async ({
    world,
    asPlayer,
    balance,
    strictly,
  }) => {
    expect((await asPlayer('api-add-money-via-upi', paidWith('gpay', '5', 'F'))).status).toBe(true);
    expect((await asPlayer('api-add-money-via-upi', paidWith('gpay', '60000', 'B'))).status).toBe(
      true,
    );
    expect((await asPlayer('api-add-money-via-upi', paidWith('gpay', '150', 'A'))).status).toBe(
      true,
    );
    // The same UPI transaction credited twice, as the real server would: strict's note says no.
    expect((await asPlayer('api-add-money-via-upi', paidWith('gpay', '150', 'A'))).status).toBe(
      true,
    );
    expect(balance()).toBe(65_305);
    expect(journalOf(world).query({ limit: 1 })[0]?.strict).toBe(DEPOSIT_MESSAGES.txnIdUsed);
    for (const amount of ['12.5', '0', -5, 'abc'])
      expect(await asPlayer('api-add-money-via-upi', paidWith('gpay', amount, 'X'))).toEqual({
        status: false,
        msg: FUNDS_MESSAGES.invalidAmount,
      });
    strictly();
    const cases: [unknown, string, string][] = [
      ['99', 'C', 'Minimum amount to add is 100'],
      ['50001', 'D', FUNDS_MESSAGES.depositAboveMaximum(50_000)],
      ['100', 'A', DEPOSIT_MESSAGES.txnIdUsed],
      ['100', 'B', DEPOSIT_MESSAGES.txnIdUsed],
    ];
    for (const [amount, txn, msg] of cases)
      expect(await asPlayer('api-add-money-via-upi', paidWith('other', amount, txn))).toEqual({
        status: false,
        msg,
      });
    expect(balance()).toBe(65_305);
    expect((await asPlayer('api-add-money-via-upi', paidWith('phonepe', '100', 'E'))).status).toBe(
      true,
    );
  });

  it('strict never takes a missing UPI transaction id for one already credited', async ({
    asPlayer,
    balance,
    strictly,
  }) => {
    strictly();
    // A fund request without a UTR is filed with an empty txn_id too.
    expect((await asPlayer('api-fund-request-add', { request_amount: '200' })).status).toBe(true);
    for (let i = 0; i < 2; i++)
      expect((await asPlayer('api-add-money-via-upi', paidWith('gpay', '100', ''))).status).toBe(
        true,
      );
    expect(balance()).toBe(5200);
  });

  it('never takes a balance past the largest, and files nothing it refuses', async ({
    world,
    asPlayer,
    balance,
  }) => {
    for (const amount of [MAX_BALANCE + 1, '1000000001'])
      expect(await asPlayer('api-add-money-via-upi', paidWith('other', amount, 'Z'))).toEqual({
        status: false,
        msg: FUNDS_MESSAGES.depositTooLarge,
      });
    const room = MAX_BALANCE - 5000;
    expect(await asPlayer('api-add-money-via-upi', paidWith('gpay', room + 1, 'Y'))).toEqual({
      status: false,
      msg: DEPOSIT_MESSAGES.balanceFull,
    });
    expect(countRows(world, 'SELECT COUNT(*) AS n FROM deposit_requests')).toBe(0);
    expect((await asPlayer('api-add-money-via-upi', paidWith('gpay', room, 'Y'))).status).toBe(
      true,
    );
    expect(balance()).toBe(MAX_BALANCE);
  });

  it('refuses a token no player holds (nobody to credit) and, strict, a player without betting', async ({
    world,
    provider,
    asPlayer,
    strictly,
  }) => {
    const sent = { unique_token: 'N'.repeat(30), ...paidWith('gpay', '500') };
    expect(await provider('api-add-money-via-upi', sent)).toEqual({
      status: false,
      msg: 'UnAuthorized request',
    });
    const viewer = addPlayer(world, { betting: '0' });
    expect((await asPlayer('api-add-money-via-upi', paidWith('gpay', '500'), viewer)).status).toBe(
      true,
    );
    strictly();
    expect(await asPlayer('api-add-money-via-upi', paidWith('gpay', '500', 'V2'), viewer)).toEqual({
      status: false,
      msg: 'Betting is disabled for your account.',
    });
    expect(settingsOf(world).get('profile')).toBe('strict');
  });
});
