import { MSG } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { FUNDS_MESSAGES, fundsOf } from '../../domain/player/funds';
import { UPI_METHODS } from '../../domain/player/upi';
import { TRANSFER_REFUSALS, transfersOf } from '../../domain/player/transfers';
import { isNobody } from '../../domain/users';
import { WITHDRAW_REFUSALS, withdrawalsOf } from '../../domain/player/withdrawals';
import { defineEndpoint } from './define';
import { ledgerOf } from '../../domain/ledger';
import { settingsOf } from '../../domain/settings';

const ok = FUNDS_MESSAGES.ok;

export function registerFunds(app: FastifyInstance): void {
  defineEndpoint(app, 'api-user-wallet-balance', ({ world, user }) => {
    const s = settingsOf(world).all();
    return {
      status: true,
      msg: MSG.WALLET_BALANCE,
      // The player's own fields; a token no player holds answers without them (real profile).
      ...(!isNobody(user) && {
        wallet_amt: String(ledgerOf(world).balance(user.id)),
        hold_amt: String(fundsOf(world).heldAmount(user)),
        transfer_point_status: s.transferPointStatus,
      }),
      min_withdrawal: String(s.minWithdrawal),
      max_withdrawal: String(s.maxWithdrawal),
      min_transfer: String(s.minTransfer),
      max_transfer: String(s.maxTransfer),
      withdraw_open_time: s.withdrawOpenTime,
      withdraw_close_time: s.withdrawCloseTime,
    };
  });

  defineEndpoint(app, 'api-get-user-payment-details', ({ world, user }) => ({
    status: true,
    msg: ok,
    payment_details: [fundsOf(world).paymentDetails(user)],
  }));

  // None saved is status false, with max_withdrawal as min_amt: the real server's answer.
  defineEndpoint(app, 'api-user-payment-method-list', ({ world, user }) => {
    const result = fundsOf(world).paymentMethods(user);
    const { minWithdrawal, maxWithdrawal } = settingsOf(world).all();
    return result.length > 0
      ? { status: true, msg: MSG.PAYMENT_METHODS, result, min_amt: String(minWithdrawal) }
      : {
          status: false,
          msg: MSG.PAYMENT_METHODS_EMPTY,
          result: [],
          min_amt: String(maxWithdrawal),
        };
  });

  defineEndpoint(app, 'api-add-user-upi-details', ({ body, world, user }) => {
    // The schema admits only '1' | '2' | '3' (text or number), so a method is always found.
    const method = UPI_METHODS.find((m) => m.upiType === String(body.upi_type))!;
    // The other two fields come as "" or null (public clients): only the named one is read.
    const outcome = fundsOf(world).saveUpi(user, method, body[method.field] ?? undefined);
    return outcome.ok ? { status: true, msg: outcome.msg } : { status: false, msg: outcome.msg };
  });

  defineEndpoint(app, 'api-user-withdraw-fund-request', ({ body, world, user }) => {
    const outcome = withdrawalsOf(world).request(user, body.request_amount, body.payment_method);
    return outcome.ok
      ? { status: true, msg: WITHDRAW_REFUSALS.submitted, fund_request_id: outcome.id }
      : { status: false, msg: outcome.msg };
  });

  defineEndpoint(app, 'api-check-user-for-transfer-amt', ({ body, world, user }) => {
    const found = transfersOf(world).receiver(user, body.mobile_no);
    return found.ok
      ? { status: true, msg: TRANSFER_REFUSALS.found, user_name: found.user.name }
      : { status: false, msg: found.msg, user_name: '' };
  });

  defineEndpoint(app, 'api-user-transfer-wallet-balance', ({ body, world, user }) => {
    const outcome = transfersOf(world).transfer(
      user,
      body.amount,
      body.mobile_no,
      body.transfer_note ?? '',
    );
    return outcome.ok
      ? { status: true, msg: TRANSFER_REFUSALS.done }
      : { status: false, msg: outcome.msg };
  });

  defineEndpoint(app, 'apiGetawayStatus', ({ world }) => ({
    status: true,
    msg: ok,
    getaway_status: settingsOf(world).get('gatewayStatus'),
  }));

  defineEndpoint(app, 'api-get-qr-pay', async ({ world }) => ({
    status: true,
    msg: ok,
    qrdata: [await fundsOf(world).qr()],
  }));

  defineEndpoint(app, 'api-admin-bank-details', ({ world }) => ({
    status: true,
    msg: ok,
    bank_details: [settingsOf(world).get('bank')],
  }));

  defineEndpoint(app, 'api-last-fund-request-detail', ({ world, user }) => ({
    status: true,
    msg: ok,
    min_amt: String(settingsOf(world).get('minDeposit')),
    max_amt: String(settingsOf(world).get('maxDeposit')),
    last_req_detail: fundsOf(world).deposits(user, 1),
  }));

  defineEndpoint(app, 'api-fund-request-add', ({ body, world, user }) => {
    const outcome = fundsOf(world).addDeposit(user, body.request_amount);
    return outcome.ok
      ? { status: true, msg: FUNDS_MESSAGES.depositAdded, fund_request_id: outcome.id }
      : { status: false, msg: outcome.msg };
  });

  defineEndpoint(app, 'api-get-auto-deposit-list', ({ world, user }) => ({
    status: true,
    msg: ok,
    result: fundsOf(world).deposits(user),
  }));
}
