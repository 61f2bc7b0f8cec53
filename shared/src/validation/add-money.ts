/** Add money by UPI app payment. */
import { ADD_MONEY_MESSAGES, minimumAddMessage } from './messages';
import { isBlank, type FieldErrors } from './form';
import { parseAmount } from './amount';

export interface AddMoneyValues {
  amount: string;
  /** Chosen UPI app (PhonePe, Google Pay, Paytm, Other); empty when none chosen. */
  method: string | null | undefined;
}

export interface AddMoneyContext {
  /** min_amt from the server; falls back to 0 when unknown. At least 1 is always required. */
  minimum: number;
}

/**
 * Amount: a whole number of at least the minimum deposit, else 'Minimum amount to add is {min}'
 * (the spec gives no separate required message). Method: required.
 */
export function validateAddMoney(
  values: AddMoneyValues,
  context: AddMoneyContext,
): FieldErrors<keyof AddMoneyValues> {
  const errors: FieldErrors<keyof AddMoneyValues> = {};
  const minimum = Number.isFinite(context.minimum) ? Math.max(1, context.minimum) : 1;
  const amount = parseAmount(values.amount);
  if (amount === undefined || amount < minimum) errors.amount = minimumAddMessage(minimum);
  if (isBlank(values.method)) errors.method = ADD_MONEY_MESSAGES.methodRequired;
  return errors;
}
