/** Withdraw funds to a UPI method. */
import { WITHDRAW_MESSAGES, minWithdrawalMessage } from './messages';
import { isBlank, type FieldErrors } from './form';
import { finiteOrZero, parseAmount } from './amount';
import { isWithinWindow } from '../time';

export interface WithdrawValues {
  amount: string;
  /** Payment method code ('2' Google Pay, '3' Paytm, '4' PhonePe); empty when none chosen. */
  method: string | null | undefined;
}

export interface WithdrawContext {
  /** Current wallet balance (non-finite counts as 0). */
  balance: number;
  /** min_withdrawal from the server (non-finite counts as 0). */
  minWithdrawal: number;
  /** withdraw_open_time and withdraw_close_time, 12-hour text such as "10:00 AM". */
  openTime: string;
  closeTime: string;
  /** The current instant, epoch milliseconds; compared in India time. */
  nowMs: number;
}

/** `window` carries the out-of-hours message (a form-level error, e.g. for a toast). */
export type WithdrawField = keyof WithdrawValues | 'window';

/**
 * Amount: required (also for text that is not a whole positive number), at most the balance, at
 * least min_withdrawal. Method: required. Window: the instant must lie in open..close inclusive
 * (unparsable window times refuse).
 */
export function validateWithdraw(
  values: WithdrawValues,
  context: WithdrawContext,
): FieldErrors<WithdrawField> {
  const errors: FieldErrors<WithdrawField> = {};
  const amount = parseAmount(values.amount);
  const minimum = finiteOrZero(context.minWithdrawal);
  if (amount === undefined) {
    errors.amount = WITHDRAW_MESSAGES.amountRequired;
  } else if (amount > finiteOrZero(context.balance)) {
    errors.amount = WITHDRAW_MESSAGES.walletLimitExceeded;
  } else if (amount < minimum) {
    errors.amount = minWithdrawalMessage(minimum);
  }
  if (isBlank(values.method)) errors.method = WITHDRAW_MESSAGES.methodRequired;
  if (!isWithinWindow(context.openTime, context.closeTime, context.nowMs)) {
    errors.window = WITHDRAW_MESSAGES.outsideWindow;
  }
  return errors;
}
