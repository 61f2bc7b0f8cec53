/**
 * api-user-withdraw-fund-request: asks for a payout to one of the player's UPI methods. Sent once
 * (lib/money-call.ts); a lost answer is looked up in the withdraw history.
 */
import type { PaymentMethodCode, WithdrawRequest } from '@panna/shared/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '../../../lib/api/wallet-balance';
import { moneyCall, newRows, type MoneyCallOptions } from '../../../lib/money-call';
import { callProvider } from '../../../lib/provider-client';
import { completeCredentials } from '../../../lib/storage';

export interface WithdrawInput {
  amount: number;
  method: PaymentMethodCode;
}

export async function requestWithdraw(
  client: QueryClient,
  { amount, method }: WithdrawInput,
  options?: MoneyCallOptions,
) {
  const session = completeCredentials();
  const token = session?.token ?? '';
  const mobile = session?.mobile ?? '';
  const requests = async (): Promise<WithdrawRequest[]> =>
    (
      await callProvider(
        'api-user-withdraw-transaction-history',
        { unique_token: token, mobile_no: mobile },
        { emptyList: 'withdrawdata' },
      )
    ).withdrawdata;
  const outcome = await moneyCall(
    'api-user-withdraw-fund-request',
    {
      unique_token: token,
      mobile,
      request_amount: String(amount),
      payment_method: method,
    },
    {
      before: requests,
      after: async (before) => {
        const made = newRows(before, await requests()).filter(
          (row) => Number(row.request_amount) === amount,
        );
        return made.length > 0 ? made : undefined;
      },
      times: (made) => made.length,
    },
    options,
  );
  if (outcome.kind === 'done' || outcome.kind === 'found') await invalidateWallet(client);
  return outcome;
}
