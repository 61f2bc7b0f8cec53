import {
  AMOUNT_STATUS,
  WITHDRAW_MESSAGES,
  isWithinWindow,
  minWithdrawalMessage,
} from '@panna/shared';
import type { World } from '../world';
import {
  FUNDS_MESSAGES,
  UPI_METHODS,
  fundsOf,
  newRequestNumber,
  refuse,
  wholeAmount,
  type Outcome,
} from './funds';
import { InsufficientFunds } from './ledger';
import type { Player } from './users';

export const WITHDRAW_REFUSALS = {
  disabled: 'Withdrawals are currently disabled',
  outsideWindow: WITHDRAW_MESSAGES.outsideWindow,
  invalidAmount: FUNDS_MESSAGES.invalidAmount,
  belowMinimum: minWithdrawalMessage,
  aboveMaximum: (max: number) => `Max amt is ${max}`,
  overBalance: WITHDRAW_MESSAGES.walletLimitExceeded,
  noNumber: (method: string) => `Please add your ${method} number first`,
  submitted: 'Withdraw request submitted successfully',
} as const;

/**
 * Withdraw requests: the amount is debited at once (held) and the request waits, status '0',
 * until the control plane approves it or cancels and refunds it.
 */
export function createWithdrawals(world: World) {
  const taken = world.db.prepare<[string], { id: number }>(
    'SELECT id FROM withdraw_requests WHERE request_number = ?',
  );
  const insert = world.db.prepare<
    [number, string, number, number, string, string, string, number, number]
  >(
    `INSERT INTO withdraw_requests (user_id, request_number, amount, payment_method, paytm_number,
       google_pay_number, phone_pay_number, transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    request(user: Player, amountValue: number | string, methodCode: number | string): Outcome {
      const settings = world.settings.all();
      const now = world.clock.now();
      if (settings.withdrawStatus !== '1') return refuse(WITHDRAW_REFUSALS.disabled);
      if (!isWithinWindow(settings.withdrawOpenTime, settings.withdrawCloseTime, now)) {
        return refuse(WITHDRAW_REFUSALS.outsideWindow);
      }
      const amount = wholeAmount(amountValue);
      if (amount === undefined) return refuse(WITHDRAW_REFUSALS.invalidAmount);
      if (amount < settings.minWithdrawal)
        return refuse(WITHDRAW_REFUSALS.belowMinimum(settings.minWithdrawal));
      if (amount > settings.maxWithdrawal)
        return refuse(WITHDRAW_REFUSALS.aboveMaximum(settings.maxWithdrawal));
      if (amount > world.ledger.balance(user.id)) return refuse(WITHDRAW_REFUSALS.overBalance);
      const method = UPI_METHODS.find((m) => m.method === Number(methodCode));
      if (!method) return refuse(WITHDRAW_REFUSALS.noNumber('UPI'));
      const number = fundsOf(world).paymentDetails(user)[method.column];
      if (!number) return refuse(WITHDRAW_REFUSALS.noNumber(method.name));

      // Only the chosen method's number is kept: clients derive the method from which is present.
      const numbers = {
        paytm_number: '',
        google_pay_number: '',
        phone_pay_number: '',
        [method.column]: number,
      };
      const requestNumber = newRequestNumber('WR', now, (n) => taken.get(n) !== undefined);
      try {
        world.db.transaction(() => {
          const transactionId = world.ledger.post({
            userId: user.id,
            direction: 'debit',
            amountStatus: AMOUNT_STATUS.WITHDRAWAL,
            amount,
            note: `Withdraw request ${requestNumber} (${method.name})`,
            at: now,
          });
          insert.run(
            user.id,
            requestNumber,
            amount,
            method.method,
            numbers.paytm_number,
            numbers.google_pay_number,
            numbers.phone_pay_number,
            transactionId,
            now,
          );
        })();
      } catch (error) {
        if (error instanceof InsufficientFunds) return refuse(WITHDRAW_REFUSALS.overBalance);
        throw error;
      }
      return { ok: true };
    },
  };
}

export const withdrawalsOf = (world: World) => world.service(createWithdrawals);
