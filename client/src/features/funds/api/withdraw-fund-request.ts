/** api-user-withdraw-fund-request: asks for a payout to one of the player's UPI methods. */
import type { PaymentMethodCode } from '@panna/shared/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '../../../lib/api/wallet-balance';
import { callProvider } from '../../../lib/provider-client';
import { completeCredentials } from '../../../lib/storage';

export interface WithdrawInput {
  amount: number;
  method: PaymentMethodCode;
}

export async function requestWithdraw(client: QueryClient, { amount, method }: WithdrawInput) {
  const session = completeCredentials();
  const answer = await callProvider('api-user-withdraw-fund-request', {
    unique_token: session?.token ?? '',
    mobile: session?.mobile ?? '',
    request_amount: String(amount),
    payment_method: method,
  });
  await invalidateWallet(client);
  return answer;
}
