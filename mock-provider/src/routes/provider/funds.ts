import { ENDPOINTS, MSG, type RequestOf } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { DEPOSIT_MESSAGES, UPLOADS_PATH, depositsOf, upiAppOf } from '../../domain/player/deposits';
import { FUNDS_MESSAGES, fundsOf } from '../../domain/player/funds';
import { UPI_METHODS } from '../../domain/player/upi';
import { TRANSFER_REFUSALS, transfersOf } from '../../domain/player/transfers';
import { NOBODY, isNobody } from '../../domain/users';
import { WITHDRAW_REFUSALS, withdrawalsOf } from '../../domain/player/withdrawals';
import { absoluteUrl } from '../pages/urls';
import { defineEndpoint, type EndpointHandler } from './define';
import { registerPaymentSlips } from './funds-slip';
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

  defineEndpoint(app, 'api-add-user-bank-details', ({ body, world, user }) => {
    const outcome = fundsOf(world).saveBank(user, {
      bank_name: body.bank_name,
      branch_address: body.branch_address ?? '',
      ac_holder_name: body.ac_holder_name,
      ac_number: body.ac_number,
      ifsc_code: body.ifsc_code,
    });
    if (!outcome.ok) return { status: false, msg: outcome.msg };
    return outcome.bankId === undefined
      ? { status: true, msg: outcome.msg }
      : { status: true, msg: outcome.msg, bank_id: outcome.bankId };
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

  // As the real server answers it: no msg at all, and status false when no request is pending. The
  // three UPI options are always 1 there.
  defineEndpoint(app, 'api-last-fund-request-detail', ({ world, user }) => {
    const fields = {
      min_amt: String(settingsOf(world).get('minDeposit')),
      max_amt: String(settingsOf(world).get('maxDeposit')),
      google_upi_option: 1,
      phone_upi_option: 1,
      other_upi_option: 1,
    };
    const last = depositsOf(world).lastPendingRequest(user);
    return last
      ? { status: true, last_req_detail: [last], ...fields }
      : { status: false, last_req_detail: [], ...fields };
  });

  defineEndpoint(app, 'api-fund-request-add', ({ body, world, user }) => {
    const outcome = depositsOf(world).addRequest(user, body.request_amount, body.utr_number);
    return outcome.ok
      ? { status: true, msg: FUNDS_MESSAGES.depositAdded, fund_request_id: outcome.id }
      : { status: false, msg: outcome.msg };
  });

  defineEndpoint(app, 'api-get-auto-deposit-list', ({ world, user }) => ({
    status: true,
    msg: ok,
    result: depositsOf(world).list(user),
  }));

  defineEndpoint(app, 'api-add-money-via-upi', ({ body, world, user }) => {
    const outcome = depositsOf(world).addViaUpi(user, {
      amount: body.amount,
      txnId: (body.txn_id ?? '').trim(),
      txnRef: (body.txn_ref ?? '').trim(),
      paidUpi: (body.paid_upi ?? '').trim(),
      app: upiAppOf(body),
    });
    return outcome.ok ? { status: true, msg: outcome.msg } : { status: false, msg: outcome.msg };
  });

  defineEndpoint(app, 'api-fund-request-history', ({ world, user, raw }) => {
    const { records, ledger } = depositsOf(world).decidedRequests(
      user,
      absoluteUrl(raw, UPLOADS_PATH),
    );
    return records.length > 0
      ? {
          status: true,
          msg: DEPOSIT_MESSAGES.historyFound,
          fund_req_history: records,
          transaction_history: ledger,
        }
      : {
          status: false,
          msg: DEPOSIT_MESSAGES.historyEmpty,
          fund_req_history: [],
          transaction_history: [],
        };
  });

  const paymentData: EndpointHandler<'api-payment-data'> = async ({ world }) => ({
    status: true,
    msg: ok,
    payment_data: await fundsOf(world).paymentData(),
  });
  defineEndpoint(app, 'api-payment-data', paymentData);
  // The one public client that calls it sends a GET without a body: the same answer, with the same
  // journal, fault and override hooks (they go by the route's endpoint, not its method).
  app.get('/api-payment-data', {
    schema: {
      summary: 'The same as POST /api-payment-data.',
      tags: ['funds'],
      response: { 200: ENDPOINTS['api-payment-data'].response },
    },
    config: { endpoint: 'api-payment-data' },
    handler: (request) =>
      paymentData({
        body: {} as RequestOf<'api-payment-data'>,
        world: request.world,
        user: NOBODY,
        raw: request.raw,
      }),
  });

  registerPaymentSlips(app);
}
