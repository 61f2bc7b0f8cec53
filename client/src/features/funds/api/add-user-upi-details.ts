/** api-add-user-upi-details: saves a verified UPI number for one method. */
import type { QueryClient } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { sessionToken } from '../../../lib/storage';
import { UPI_OPTIONS, type UpiOption } from '../upi-options';
import { fundsKeys } from './keys';

export interface AddUpiInput {
  option: UpiOption;
  number: string;
}

/** Saves the number; the player's methods are then stale (refetched, not waited for). */
export async function addUpiDetails(client: QueryClient, { option, number }: AddUpiInput) {
  const { upiType, field } = UPI_OPTIONS[option];
  // Every number field travels; only the chosen method's one is filled.
  const numbers = { paytm_no: '', google_pay_no: '', phon_pay_no: '', [field]: number };
  const token = sessionToken();
  const answer = await callProvider('api-add-user-upi-details', {
    unique_token: token,
    upi_type: upiType,
    ...numbers,
  });
  void client.invalidateQueries({ queryKey: fundsKeys.paymentDetails(token) });
  void client.invalidateQueries({ queryKey: fundsKeys.paymentMethodsAll() });
  return answer;
}
