import {
  AMOUNT_STATUS,
  BANK_ACCOUNT_METHOD,
  MSG,
  isWithinWindow,
  minWithdrawalMessage,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import { FUNDS_MESSAGES, fundsOf, newRequestNumber, type BankAccount } from './funds';
import { NO_METHOD, UPI_METHODS } from './upi';
import { ledgerOf } from '../ledger';
import { refuse, wholeAmount, type Outcome } from '../outcome';
import { settingsOf } from '../settings';
import { enforces } from '../strict-notes';
import type { Player } from '../users';

export const WITHDRAW_REFUSALS = {
  // The real server's.
  outsideWindow: MSG.WITHDRAW_OUTSIDE_WINDOW,
  overBalance: MSG.WITHDRAW_OVER_BALANCE,
  submitted: MSG.WITHDRAW_SUBMITTED,
  // The simulator's own: QA's switch, and whole positive amounts only.
  disabled: 'Withdrawals are currently disabled',
  invalidAmount: FUNDS_MESSAGES.invalidAmount,
  // strict only.
  belowMinimum: minWithdrawalMessage,
  aboveMaximum: (max: number) => `Max amt is ${max}`,
  noNumber: (method: string) => `Please add your ${method} number first`,
  noBankAccount: 'Please add your bank account first',
  noMethod: 'Please choose a payment method',
} as const;

/**
 * Withdraw requests. As on the real server the balance goes down at once and the amount is held
 * (hold_amt) until the control plane decides: the debit is written now, in the same transaction,
 * but kept out of the passbook until approval (the real server writes its "Amount Withdraw" row
 * then); a rejection credits it back, also out of the passbook. The real server checks the window,
 * then the balance, and stores the method as sent (`""` or none as well); strict also the limits,
 * a method and a saved number for it. Method 1 is the saved bank account, kept on the request.
 */
export function createWithdrawals(world: World) {
  const taken = world.db.prepare<[string], { id: number }>(
    'SELECT id FROM withdraw_requests WHERE request_number = ?',
  );
  const insert = world.db.prepare<
    [
      number,
      string,
      number,
      number,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      number,
      number,
    ]
  >(
    `INSERT INTO withdraw_requests (user_id, request_number, amount, payment_method, paytm_number,
       google_pay_number, phone_pay_number, bank_name, branch_address, ac_holder_name, ac_number,
       ifsc_code, transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    request(
      user: Player,
      amountValue: number | string,
      methodCode: number | string | undefined,
    ): Outcome<{ id: number }> {
      const settings = settingsOf(world).all();
      const limits = (msg: string) => enforces(world, 'withdrawLimits', msg);
      const now = world.clock.now();
      if (settings.withdrawStatus !== '1') return refuse(WITHDRAW_REFUSALS.disabled);
      if (!isWithinWindow(settings.withdrawOpenTime, settings.withdrawCloseTime, now)) {
        return refuse(WITHDRAW_REFUSALS.outsideWindow);
      }
      const amount = wholeAmount(amountValue);
      if (amount === undefined) return refuse(WITHDRAW_REFUSALS.invalidAmount);
      const outside =
        amount < settings.minWithdrawal
          ? WITHDRAW_REFUSALS.belowMinimum(settings.minWithdrawal)
          : amount > settings.maxWithdrawal
            ? WITHDRAW_REFUSALS.aboveMaximum(settings.maxWithdrawal)
            : undefined;
      if (outside && limits(outside)) return refuse(outside);
      if (amount > ledgerOf(world).balance(user.id)) return refuse(WITHDRAW_REFUSALS.overBalance);
      // The schema admits the bank account's code, the three UPI codes, `""` and none.
      const code = Number(methodCode);
      const method = UPI_METHODS.find((m) => m.method === code);
      const account = code === BANK_ACCOUNT_METHOD ? fundsOf(world).bankAccount(user) : undefined;
      if (!method && !account && limits(WITHDRAW_REFUSALS.noMethod))
        return refuse(WITHDRAW_REFUSALS.noMethod);
      // Stryker disable next-line StringLiteral: without a UPI method no number is read or kept.
      const number = method ? fundsOf(world).paymentDetails(user)[method.column] : '';
      const noNumber =
        method && !number
          ? WITHDRAW_REFUSALS.noNumber(method.name)
          : account && !account.ac_number
            ? WITHDRAW_REFUSALS.noBankAccount
            : undefined;
      if (noNumber && limits(noNumber)) return refuse(noNumber);
      const bank: BankAccount = account ?? NO_ACCOUNT;

      // Only the chosen method's number is kept: clients derive the method from which is present.
      const numbers = {
        paytm_number: '',
        google_pay_number: '',
        phone_pay_number: '',
        ...(method && { [method.column]: number }),
      };
      const requestNumber = newRequestNumber((n) => taken.get(n) !== undefined);
      // The balance was read above in this same turn: the debit cannot find it short.
      const id = world.db.transaction(() => {
        const transactionId = ledgerOf(world).post({
          userId: user.id,
          direction: 'debit',
          amountStatus: AMOUNT_STATUS.WITHDRAWAL,
          amount,
          note: WITHDRAW_NOTE,
          at: now,
          inPassbook: false,
        });
        return Number(
          insert.run(
            user.id,
            requestNumber,
            amount,
            method?.method ?? (account ? BANK_ACCOUNT_METHOD : NO_METHOD),
            numbers.paytm_number,
            numbers.google_pay_number,
            numbers.phone_pay_number,
            bank.bank_name,
            bank.branch_address,
            bank.ac_holder_name,
            bank.ac_number,
            bank.ifsc_code,
            transactionId,
            now,
          ).lastInsertRowid,
        );
      })();
      return { ok: true, id };
    },
  };
}

/** A request paid to no bank account: its bank fields are blank. */
const NO_ACCOUNT: BankAccount = {
  bank_name: '',
  branch_address: '',
  ac_holder_name: '',
  ac_number: '',
  ifsc_code: '',
};

/** The passbook note of a paid withdrawal, the real server's. */
export const WITHDRAW_NOTE = 'Amount Withdraw';

export function withdrawalsOf(world: World) {
  return world.service(createWithdrawals);
}
