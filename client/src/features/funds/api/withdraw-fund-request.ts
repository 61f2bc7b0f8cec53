/** api-user-withdraw-fund-request: asks for a payout to one of the player's UPI methods. */
import type { PaymentMethodCode } from '@panna/shared/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { completeCredentials } from '../../../lib/storage';
import { invalidateWallet } from './invalidate-wallet';

export interface WithdrawInput {
  amount: number;
  method: PaymentMethodCode;
}

export const requestWithdraw = ({ amount, method }: WithdrawInput) => {
  const session = completeCredentials();
  return callProvider('api-user-withdraw-fund-request', {
    unique_token: session?.token ?? '',
    mobile: session?.mobile ?? '',
    request_amount: String(amount),
    payment_method: method,
  });
};

export function useWithdrawFundRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: requestWithdraw, onSuccess: () => invalidateWallet(client) });
}
