/**
 * api-add-user-upi-details: saves a verified UPI number for one method. Sent once
 * (lib/money-call.ts); a lost answer is looked up in the saved numbers.
 */
import type { QueryClient } from '@tanstack/react-query';
import { moneyCall, type MoneyCallOptions } from '../../../lib/money-call';
import { callProvider } from '../../../lib/provider-client';
import { sessionToken } from '../../../lib/storage';
import { UPI_OPTIONS, type UpiOption } from '../upi-options';
import { fundsKeys } from './keys';

export interface AddUpiInput {
  option: UpiOption;
  number: string;
}

/** Saves the number; the player's methods are then stale (refetched, not waited for). */
export async function addUpiDetails(
  client: QueryClient,
  { option, number }: AddUpiInput,
  options?: MoneyCallOptions,
) {
  const { upiType, field, savedField } = UPI_OPTIONS[option];
  // Every number field travels; only the chosen method's one is filled.
  const numbers = { paytm_no: '', google_pay_no: '', phon_pay_no: '', [field]: number };
  const token = sessionToken();
  const saved = async () =>
    (await callProvider('api-get-user-payment-details', { unique_token: token }))
      .payment_details[0]?.[savedField];
  const outcome = await moneyCall(
    'api-add-user-upi-details',
    { unique_token: token, upi_type: upiType, ...numbers },
    // Saving a number again changes nothing: what counts is whether it is saved now.
    { before: saved, after: async () => ((await saved()) === number ? number : undefined) },
    options,
  );
  void client.invalidateQueries({ queryKey: fundsKeys.paymentDetails(token) });
  void client.invalidateQueries({ queryKey: fundsKeys.paymentMethodsAll() });
  return outcome;
}
