import type { FastifyInstance } from 'fastify';
import { FUNDS_MESSAGES, UPI_METHODS, fundsOf } from '../../domain/funds';
import { TRANSFER_REFUSALS, transfersOf } from '../../domain/transfers';
import { WITHDRAW_REFUSALS, withdrawalsOf } from '../../domain/withdrawals';
import { defineEndpoint } from './define';

const ok = FUNDS_MESSAGES.ok;

export function registerFunds(app: FastifyInstance): void {
  defineEndpoint(app, 'api-user-wallet-balance', ({ world, user }) => {
    const s = world.settings.all();
    return {
      status: true,
      msg: ok,
      wallet_amt: String(world.ledger.balance(user.id)),
      hold_amt: String(fundsOf(world).heldAmount(user)),
      min_withdrawal: String(s.minWithdrawal),
      max_withdrawal: String(s.maxWithdrawal),
      min_transfer: String(s.minTransfer),
      max_transfer: String(s.maxTransfer),
      withdraw_open_time: s.withdrawOpenTime,
      withdraw_close_time: s.withdrawCloseTime,
      transfer_point_status: s.transferPointStatus,
    };
  });

  defineEndpoint(app, 'api-get-user-payment-details', ({ world, user }) => ({
    status: true,
    msg: ok,
    payment_details: [fundsOf(world).paymentDetails(user)],
  }));

  defineEndpoint(app, 'api-user-payment-method-list', ({ world, user }) => ({
    status: true,
    msg: ok,
    result: fundsOf(world).paymentMethods(user),
    min_amt: String(world.settings.get('minWithdrawal')),
  }));

  defineEndpoint(app, 'api-add-user-upi-details', ({ body, world, user }) => {
    // The schema admits only '1' | '2' | '3' (text or number), so a method is always found.
    const method = UPI_METHODS.find((m) => m.upiType === String(body.upi_type))!;
    const outcome = fundsOf(world).saveUpi(user, method, body[method.field]);
    return outcome.ok
      ? { status: true, msg: FUNDS_MESSAGES.upiSaved }
      : { status: false, msg: outcome.msg };
  });

  defineEndpoint(app, 'api-user-withdraw-fund-request', ({ body, world, user }) => {
    const outcome = withdrawalsOf(world).request(user, body.request_amount, body.payment_method);
    return outcome.ok
      ? { status: true, msg: WITHDRAW_REFUSALS.submitted }
      : { status: false, msg: outcome.msg };
  });

  defineEndpoint(app, 'api-check-user-for-transfer-amt', ({ body, world, user }) => {
    const found = transfersOf(world).receiver(user, body.mobile_no);
    return found.ok
      ? { status: true, msg: ok, user_name: found.user.name }
      : { status: false, msg: found.msg };
  });

  defineEndpoint(app, 'api-user-transfer-wallet-balance', ({ body, world, user }) => {
    const outcome = transfersOf(world).transfer(user, body.amount, body.mobile_no);
    return outcome.ok
      ? { status: true, msg: TRANSFER_REFUSALS.done }
      : { status: false, msg: outcome.msg };
  });

  defineEndpoint(app, 'apiGetawayStatus', ({ world }) => ({
    status: true,
    msg: ok,
    getaway_status: world.settings.get('gatewayStatus'),
  }));

  defineEndpoint(app, 'api-get-qr-pay', async ({ world }) => ({
    status: true,
    msg: ok,
    qrdata: [await fundsOf(world).qr()],
  }));

  defineEndpoint(app, 'api-admin-bank-details', ({ world }) => ({
    status: true,
    msg: ok,
    bank_details: [world.settings.get('bank')],
  }));

  defineEndpoint(app, 'api-last-fund-request-detail', ({ world, user }) => ({
    status: true,
    msg: ok,
    min_amt: String(world.settings.get('minDeposit')),
    max_amt: String(world.settings.get('maxDeposit')),
    last_req_detail: fundsOf(world).deposits(user, 1),
  }));

  defineEndpoint(app, 'api-fund-request-add', ({ body, world, user }) => {
    const outcome = fundsOf(world).addDeposit(user, body.request_amount);
    return outcome.ok
      ? { status: true, msg: FUNDS_MESSAGES.depositAdded, fund_request_id: String(outcome.id) }
      : { status: false, msg: outcome.msg };
  });

  defineEndpoint(app, 'api-get-auto-deposit-list', ({ world, user }) => ({
    status: true,
    msg: ok,
    result: fundsOf(world).deposits(user),
  }));
}
